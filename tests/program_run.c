/* program_run.c: the program's streams go through temporary files, so output of any size
 * and an input it never reads cannot block the test. */
#include "program_run.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void slurp(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    fclose(f);
}

void program_run(const char *program, const char *args, const char *input, ProgramRun *run)
{
    char in_path[] = "/tmp/program_run_in_XXXXXX";
    int fd = mkstemp(in_path);
    cr_assert(fd >= 0);
    cr_assert_eq(write(fd, input, strlen(input)), (ssize_t)strlen(input));
    close(fd);
    char out_path[64], err_path[64], command[1024];
    snprintf(out_path, sizeof out_path, "%s.out", in_path);
    snprintf(err_path, sizeof err_path, "%s.err", in_path);
    snprintf(command, sizeof command, "%s %s < %s > %s 2> %s", program, args, in_path, out_path,
             err_path);
    int rc = system(command);
    cr_assert(rc != -1 && WIFEXITED(rc), "%s did not run", command);
    run->status = WEXITSTATUS(rc);
    slurp(out_path, run->out, sizeof run->out);
    slurp(err_path, run->err, sizeof run->err);
    unlink(in_path);
    unlink(out_path);
    unlink(err_path);
}

void shell_run(const char *command, int limit_s, ShellRun *run)
{
    /* The command goes to a script file, so no quoting of it can go wrong. */
    char script[] = "/tmp/shell_run_XXXXXX";
    int fd = mkstemp(script);
    cr_assert(fd >= 0);
    size_t len = strlen(command);
    cr_assert_eq(write(fd, command, len), (ssize_t)len);
    cr_assert_eq(write(fd, "\n", 1), 1);
    close(fd);
    char full[256];
    snprintf(full, sizeof full, "timeout %d sh %s 2>&1", limit_s, script);
    FILE *p = popen(full, "r");
    cr_assert_not_null(p);
    size_t n = 0, got;
    char sink[4096];
    while ((got = fread(n + 1 < sizeof run->out ? run->out + n : sink, 1,
                        n + 1 < sizeof run->out ? sizeof run->out - 1 - n : sizeof sink, p)) > 0)
        if (n + 1 < sizeof run->out)
            n += got; /* beyond the buffer the rest is read and dropped, so sh never blocks */
    run->out[n] = '\0';
    int rc = pclose(p);
    unlink(script);
    cr_assert(rc != -1 && WIFEXITED(rc), "'%s' did not run", command);
    run->status = WEXITSTATUS(rc);
}
