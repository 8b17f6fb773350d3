/* options.h: one table-driven command-line parser for every program (window, engine,
 * console, match runner): the same grammar, the same error wording, --help and --version.
 *
 * A program describes its options in a table; s4_cli_parse fills the targets, collects the
 * operands, and answers --help (the usage text built from the table) and --version. Errors
 * read "<program>: <option>: <why>" and "<program>: unknown option '<x>' (try --help)".
 * Numbers follow the one strict grammar of core/number.h. A table that starts with a
 * S4_OPT_SECTION prints its options under headings instead of "options:".
 */
#ifndef S4_CLI_OPTIONS_H
#define S4_CLI_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum S4OptionKind {
    S4_OPT_FLAG,     /* no value: *(bool *)target = true */
    S4_OPT_CLEAR,    /* no value: *(bool *)target = false ("--no-early-draw") */
    S4_OPT_TEXT,     /* one value: *(const char **)target = the argument */
    S4_OPT_NUMBER,   /* one value: *(long *)target, a number in [min, max] */
    S4_OPT_NUMBERS2, /* two values: ((long *)target)[0..1], each in [min, max] */
    S4_OPT_REST,     /* no value; parsing stops: *(int *)target = the index in argv of the
                        word after it (argc when none): the rest belongs to another program */
    S4_OPT_SECTION,  /* not an option: a heading in --help ("game"); only help is read */
} S4OptionKind;

typedef struct S4Option {
    const char *name;       /* "--depth" */
    S4OptionKind kind;
    void *target;           /* see S4OptionKind */
    long min, max;          /* NUMBER, NUMBERS2 */
    const char *value_name; /* "N", "MS", "FILE", "E0 E1": shown in --help */
    const char *help;       /* what it does; '\n' starts an indented continuation line */
    bool *given;            /* set true when the option is present (NULL: not kept) */
} S4Option;

typedef struct S4Program {
    const char *name;        /* "score4-match": every message starts with it */
    const char *version;     /* printed by --version as "<name> <version>" */
    const char *synopsis;    /* after "usage: <name> ": "[options] \"<engine A>\" ..." */
    const char *about;       /* a paragraph before the options (may be NULL) */
    const char *epilog;      /* text after the options (may be NULL) */
    const S4Option *options;
    int option_count;
    int min_operands, max_operands; /* words that are not options */
    const char *operand_name;       /* for messages: "engine command" */
} S4Program;

typedef enum S4CliResult {
    S4_CLI_GO_ON = -1, /* parsed: the program runs */
    S4_CLI_EXIT_OK = 0, /* --help or --version was answered */
    S4_CLI_EXIT_BAD = 2, /* a message was printed on stderr: exit with status 2 */
} S4CliResult;

/* Parses argv[1..argc) against the program's table. Operands (words not starting with '-',
 * or every word after "--") go to operands[0..*operand_count) (operands may be NULL when
 * max_operands is 0). --help and -h print the usage on stdout, --version the version. */
S4CliResult s4_cli_parse(const S4Program *program, int argc, char **argv, const char **operands,
                         int *operand_count);

/* As s4_cli_parse, but errors go to err (without the program's name) instead of stderr and
 * --help/--version set *help / *version instead of printing: for callers that word their
 * own edge (the window). Returns false on an error. */
bool s4_cli_parse_quiet(const S4Program *program, int argc, char **argv, const char **operands,
                        int *operand_count, bool *help, bool *version, char *err,
                        size_t err_size);

/* As s4_cli_parse, with --help and --version written to out and errors to err: a program's
 * parser that a fuzz target or a test drives without a terminal. */
S4CliResult s4_cli_parse_to(const S4Program *program, int argc, char **argv,
                            const char **operands, int *operand_count, FILE *out, FILE *err);

/* The usage text built from the table (what --help prints). */
void s4_cli_usage(const S4Program *program, FILE *out);

/* "<program>: <message>\n" on stderr, the shared wording of errors found after parsing. */
void s4_cli_error(const S4Program *program, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* As s4_cli_error, on err. */
void s4_cli_error_to(FILE *err, const S4Program *program, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
