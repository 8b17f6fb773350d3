/* gui_run.c: fork, exec and collect stdout/stderr with a time limit. */
#include "gui_run.h"

#include <criterion/criterion.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

bool gui_run(GuiRun *run, const char *const argv[], int limit_s)
{
    memset(run, 0, sizeof *run);
    int out[2], err[2];
    if (pipe(out) != 0 || pipe(err) != 0)
        return false;
    double start = now_ms();
    pid_t pid = fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        dup2(out[1], STDOUT_FILENO);
        dup2(err[1], STDERR_FILENO);
        close(out[0]);
        close(err[0]);
        setenv("SDL_VIDEODRIVER", "offscreen", 1);
        execv(argv[0], (char *const *)argv);
        _exit(126);
    }
    close(out[1]);
    close(err[1]);
    size_t lens[2] = {0, 0};
    char *bufs[2] = {run->out, run->err};
    struct pollfd fds[2] = {{.fd = out[0], .events = POLLIN}, {.fd = err[0], .events = POLLIN}};
    int open_fds = 2;
    bool killed = false;
    while (open_fds > 0) {
        double left = start + limit_s * 1000.0 - now_ms();
        if (left <= 0 && !killed) {
            kill(pid, SIGKILL);
            killed = true;
        }
        int ready = poll(fds, 2, left > 0 ? (int)left + 1 : 100);
        if (ready < 0 && errno != EINTR)
            break;
        for (int i = 0; i < 2; i++) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP | POLLERR)))
                continue;
            char chunk[4096];
            ssize_t n = read(fds[i].fd, chunk, sizeof chunk);
            if (n <= 0) {
                close(fds[i].fd);
                fds[i].fd = -1;
                open_fds--;
                continue;
            }
            size_t room = GUI_RUN_OUT - 1 - lens[i];
            size_t take = (size_t)n < room ? (size_t)n : room;
            memcpy(bufs[i] + lens[i], chunk, take);
            lens[i] += take;
            bufs[i][lens[i]] = '\0';
        }
    }
    int status = 0;
    waitpid(pid, &status, 0);
    run->ms = now_ms() - start;
    run->status = WIFEXITED(status) && !killed ? WEXITSTATUS(status) : -1;
    return true;
}

GuiRun *gui_succeeded(GuiRun *run)
{
    cr_assert_eq(run->status, 0, "score4 failed (%d): %s", run->status, run->err);
    return run;
}

GuiRun *gui_window(int limit_s, const char *first, ...)
{
    const char *argv[64] = {S4_BIN_DIR "/score4"};
    int n = 1;
    va_list ap;
    va_start(ap, first);
    for (const char *a = first; a != NULL && n < 63; a = va_arg(ap, const char *))
        argv[n++] = a;
    va_end(ap);
    argv[n] = NULL;
    GuiRun *run = malloc(sizeof *run);
    cr_assert_not_null(run);
    cr_assert(gui_run(run, argv, limit_s), "could not start %s", argv[0]);
    cr_assert_neq(run->status, -1, "score4 died of a signal or was killed after %d s; stderr: %s",
                  limit_s, run->err);
    return run;
}

void gui_home_make(char home[256], const char *tag)
{
    snprintf(home, 256, "/tmp/s4-%s-XXXXXX", tag);
    cr_assert_not_null(mkdtemp(home));
    char dir[512];
    snprintf(dir, sizeof dir, "%s/config", home);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/data", home);
    setenv("XDG_DATA_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/state", home);
    setenv("XDG_STATE_HOME", dir, 1);
}

void gui_home_remove(const char home[256])
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", home);
    cr_assert_eq(system(cmd), 0);
}

void gui_read_file(const char *path, char *buf, size_t size)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f, "no file %s", path);
    size_t n = fread(buf, 1, size - 1, f);
    buf[n] = '\0';
    fclose(f);
}
