/* options.c: the table-driven command-line parser shared by the four programs. */
#include "cli/options.h"

#include <stdarg.h>
#include <string.h>

#include "core/number.h"
#include "core/quote.h"

static const S4Option *find(const S4Program *p, const char *name)
{
    for (int i = 0; i < p->option_count; i++)
        if (p->options[i].kind != S4_OPT_SECTION && strcmp(p->options[i].name, name) == 0)
            return &p->options[i];
    return NULL;
}

static int values_of(S4OptionKind kind)
{
    return kind == S4_OPT_NUMBERS2 ? 2 : kind == S4_OPT_TEXT || kind == S4_OPT_NUMBER ? 1 : 0;
}

static bool take_value(const S4Option *o, const char *text, long *out, char *err, size_t size)
{
    if (s4_parse_long(text, o->min, o->max, out) == S4_OK)
        return true;
    char shown[S4_QUOTE_SIZE];
    snprintf(err, size, "%s: '%s' is not a number from %ld to %ld", o->name,
             s4_quote(text, strlen(text), shown, sizeof shown), o->min, o->max);
    return false;
}

bool s4_cli_parse_quiet(const S4Program *p, int argc, char **argv, const char **operands,
                        int *operand_count, bool *help, bool *version, char *err,
                        size_t err_size)
{
    int operands_seen = 0;
    bool only_operands = false;
    *help = *version = false;
    err[0] = '\0';
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (!only_operands && strcmp(arg, "--") == 0) {
            only_operands = true;
            continue;
        }
        char shown[S4_QUOTE_SIZE]; /* arg as a message shows it: no escapes, cut if huge */
        s4_quote(arg, strlen(arg), shown, sizeof shown);
        if (only_operands || arg[0] != '-' || arg[1] == '\0') {
            if (operands_seen >= p->max_operands) {
                if (p->max_operands == 0)
                    snprintf(err, err_size, "unexpected argument '%s' (try --help)", shown);
                else
                    snprintf(err, err_size, "more than %d %s%s ('%s')", p->max_operands,
                             p->operand_name, p->max_operands == 1 ? "" : "s", shown);
                return false;
            }
            operands[operands_seen++] = arg;
            continue;
        }
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
            *help = true;
            return true;
        }
        if (strcmp(arg, "--version") == 0) {
            *version = true;
            return true;
        }
        const S4Option *o = find(p, arg);
        if (!o) {
            snprintf(err, err_size, "unknown option '%s' (try --help)", shown);
            return false;
        }
        if (o->kind == S4_OPT_REST) {
            *(int *)o->target = i + 1;
            if (o->given)
                *o->given = true;
            if (operand_count)
                *operand_count = operands_seen;
            return true; /* the rest is handed over whole: no operand count to check */
        }
        int need = values_of(o->kind);
        if (i + need >= argc) {
            snprintf(err, err_size, "%s: missing value%s", o->name, need > 1 ? "s" : "");
            return false;
        }
        switch (o->kind) {
        case S4_OPT_REST:
        case S4_OPT_SECTION: break; /* handled above; never found */
        case S4_OPT_FLAG: *(bool *)o->target = true; break;
        case S4_OPT_CLEAR: *(bool *)o->target = false; break;
        case S4_OPT_TEXT: *(const char **)o->target = argv[i + 1]; break;
        case S4_OPT_NUMBER:
        case S4_OPT_NUMBERS2: {
            long value[2];
            for (int k = 0; k < need; k++)
                if (!take_value(o, argv[i + 1 + k], &value[k], err, err_size))
                    return false;
            memcpy(o->target, value, sizeof(long) * (size_t)need);
            break;
        }
        }
        if (o->given)
            *o->given = true;
        i += need;
    }
    if (operands_seen < p->min_operands) {
        snprintf(err, err_size, "%d %s%s needed (try --help)", p->min_operands, p->operand_name,
                 p->min_operands == 1 ? " is" : "s are");
        return false;
    }
    if (operand_count)
        *operand_count = operands_seen;
    return true;
}

S4CliResult s4_cli_parse_to(const S4Program *p, int argc, char **argv, const char **operands,
                            int *operand_count, FILE *out, FILE *err_out)
{
    bool help, version;
    char err[512];
    if (!s4_cli_parse_quiet(p, argc, argv, operands, operand_count, &help, &version, err,
                            sizeof err)) {
        fprintf(err_out, "%s: %s\n", p->name, err);
        return S4_CLI_EXIT_BAD;
    }
    if (help) {
        s4_cli_usage(p, out);
        return S4_CLI_EXIT_OK;
    }
    if (version) {
        fprintf(out, "%s %s\n", p->name, p->version);
        return S4_CLI_EXIT_OK;
    }
    return S4_CLI_GO_ON;
}

S4CliResult s4_cli_parse(const S4Program *p, int argc, char **argv, const char **operands,
                         int *operand_count)
{
    return s4_cli_parse_to(p, argc, argv, operands, operand_count, stdout, stderr);
}

void s4_cli_usage(const S4Program *p, FILE *out)
{
    fprintf(out, "usage: %s %s\n", p->name, p->synopsis);
    if (p->about)
        fprintf(out, "\n%s\n", p->about);
    if (p->option_count == 0 || p->options[0].kind != S4_OPT_SECTION)
        fprintf(out, "\noptions:\n");
    for (int i = 0; i < p->option_count + 2; i++) {
        const S4Option help = {"--help", S4_OPT_FLAG, NULL, 0, 0, NULL, "print this text and exit", NULL};
        const S4Option version = {"--version", S4_OPT_FLAG, NULL, 0, 0, NULL,
                                  "print the version and exit", NULL};
        const S4Option *o = i < p->option_count ? &p->options[i] : i == p->option_count ? &help : &version;
        if (o->kind == S4_OPT_SECTION) {
            fprintf(out, "%s%s:\n", i == 0 ? "\n" : "", o->help);
            continue;
        }
        char head[64];
        snprintf(head, sizeof head, "%s%s%s", o->name, o->value_name ? " " : "",
                 o->value_name ? o->value_name : "");
        fprintf(out, "  %-20s ", head);
        for (const char *t = o->help; *t; t++) {
            fputc(*t, out);
            if (*t == '\n')
                fprintf(out, "  %-20s ", "");
        }
        fputc('\n', out);
    }
    if (p->epilog)
        fprintf(out, "\n%s\n", p->epilog);
}

static void error_on(FILE *err, const S4Program *p, const char *fmt, va_list ap)
{
    fprintf(err, "%s: ", p->name);
    vfprintf(err, fmt, ap);
    fputc('\n', err);
}

void s4_cli_error(const S4Program *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_on(stderr, p, fmt, ap);
    va_end(ap);
}

void s4_cli_error_to(FILE *err, const S4Program *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    error_on(err, p, fmt, ap);
    va_end(ap);
}
