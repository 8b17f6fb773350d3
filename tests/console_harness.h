/* console_harness.h: runs the built score4-console through pipes, as a script or a person would. */
#ifndef S4_TESTS_CONSOLE_HARNESS_H
#define S4_TESTS_CONSOLE_HARNESS_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ConsoleRun {
    char *out;        /* everything printed on stdout and stderr, NUL-terminated; caller frees */
    size_t len;       /* bytes in out */
    int exit_code;    /* exit status, or -1 when killed or timed out */
    bool timed_out;   /* the run passed its time limit and was killed */
} ConsoleRun;

/* Runs S4_BIN_DIR/score4-console with args (NULL-terminated list), writes input to its
 * stdin and closes it, and collects its output until it exits (at most timeout_s seconds).
 * env (NULL or a NULL-terminated list of "NAME=value") is added to the environment. */
ConsoleRun console_run(const char *const args[], const char *input, const char *const env[],
                       int timeout_s);

/* As console_run, with input_len bytes of input that may hold NUL bytes. */
ConsoleRun console_run_bytes(const char *const args[], const char *input, size_t input_len,
                             const char *const env[], int timeout_s);

/* As console_run_bytes, with another copy of the console (program: its path). */
ConsoleRun console_run_program(const char *program, const char *const args[], const char *input,
                               size_t input_len, const char *const env[], int timeout_s);

void console_run_free(ConsoleRun *run);

/* Occurrences of needle in text. */
int console_count(const char *text, const char *needle);

/* The whole content of a file under S4_SOURCE_DIR/tests/console/, NUL-terminated, or NULL;
 * caller frees. */
char *console_fixture(const char *name);

#endif
