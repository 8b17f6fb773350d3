/* program_run.h: running a built program as a script would, with text on its standard input,
 * and collecting what it writes and how it ends. */
#ifndef S4_TESTS_PROGRAM_RUN_H
#define S4_TESTS_PROGRAM_RUN_H

typedef struct ProgramRun {
    char out[32768]; /* stdout, cut to fit, NUL-terminated */
    char err[8192];  /* stderr, cut to fit, NUL-terminated */
    int status;      /* exit status */
} ProgramRun;

/* Runs `<program> <args>` through the shell with input on stdin; the test fails when the
 * program cannot be run or does not exit normally. */
void program_run(const char *program, const char *args, const char *input, ProgramRun *run);

/* What a shell command line printed (stdout and stderr together, in order) and its status. */
typedef struct ShellRun {
    char out[16384]; /* cut to fit, NUL-terminated */
    int status;      /* exit status; 124 when the limit ended it */
} ShellRun;

/* Runs `command` (any shell text: pipes, quotes, background jobs) through sh under
 * `timeout limit_s`, so a hang shows as status 124 instead of a hung test. */
void shell_run(const char *command, int limit_s, ShellRun *run);

#endif
