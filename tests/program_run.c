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
