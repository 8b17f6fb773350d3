/* analysis_run.c: the analysing child process: started, read without blocking, reaped. */
#define _DEFAULT_SOURCE /* vfork() */
#include "client/analysis.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/clock.h"

bool s4_analysis_start(char *const argv[], int nice_increment, pid_t *pid, int *fd,
                       char why[S4_ANALYSIS_WHY])
{
    *pid = 0;
    *fd = -1;
    int out[2];
    if (pipe(out) != 0) {
        snprintf(why, S4_ANALYSIS_WHY, "cannot start the analysis: %s", strerror(errno));
        return false;
    }
    /* vfork, not fork: fork marks every writable page of this process (a window's GL
     * driver's buffers among them) copy-on-write, and the next frame then faults on each
     * page it writes, 50-130 ms on llvmpipe, a visible stutter when the hint is asked for.
     * vfork shares the memory until the exec; the child only makes system calls (dup2,
     * open, setpriority, execv, _exit) and writes no variable of ours. */
    pid_t child = vfork();
    if (child < 0) {
        int saved = errno;
        close(out[0]);
        close(out[1]);
        snprintf(why, S4_ANALYSIS_WHY, "cannot start the analysis: %s", strerror(saved));
        return false;
    }
    if (child == 0) {
        dup2(out[1], STDOUT_FILENO);
        close(out[0]);
        close(out[1]);
        int devnull = open("/dev/null", O_RDWR);
        if (devnull >= 0) {
            dup2(devnull, STDIN_FILENO);
            dup2(devnull, STDERR_FILENO);
        }
        if (nice_increment > 0)
            setpriority(PRIO_PROCESS, 0, nice_increment);
        execv(argv[0], argv);
        _exit(127);
    }
    close(out[1]);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    *pid = child;
    *fd = out[0];
    return true;
}

bool s4_analysis_spawn(const char *engine_path, const S4Game *game, int movetime_ms,
                       int nice_increment, pid_t *pid, int *fd, char why[S4_ANALYSIS_WHY])
{
    *pid = 0;
    *fd = -1;
    if (game->start.count != 0) {
        snprintf(why, S4_ANALYSIS_WHY, "no hints for a game set up from a position");
        return false;
    }
    if (s4_game_over(game)) {
        snprintf(why, S4_ANALYSIS_WHY, "the game is over");
        return false;
    }
    char moves[S4_MAX_CELLS * 4 + 1];
    s4_game_format_record(game, moves, sizeof moves);
    char ms[16];
    snprintf(ms, sizeof ms, "%d", movetime_ms);
    char *argv[] = {(char *)engine_path, "--game", (char *)game->board.geo->name,
                    "--movetime", ms, "analyse", moves, NULL};
    if (!s4_analysis_start(argv, nice_increment, pid, fd, why))
        return false;
    fcntl(*fd, F_SETFL, fcntl(*fd, F_GETFL) | O_NONBLOCK);
    return true;
}

S4AnalysisRead s4_analysis_read(int fd, char *buf, size_t size, size_t *len)
{
    for (;;) {
        if (*len + 1 >= size) {
            buf[*len] = '\0';
            return S4_ANALYSIS_TOO_MUCH;
        }
        ssize_t n = read(fd, buf + *len, size - 1 - *len);
        if (n > 0) {
            *len += (size_t)n;
            continue;
        }
        buf[*len] = '\0';
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            return S4_ANALYSIS_MORE;
        return S4_ANALYSIS_END; /* end of output (or an error): the child is done */
    }
}

bool s4_analysis_finish(pid_t pid, S4AnalysisRead ended, const S4Geometry *geo,
                        const char *text, S4PegValue values[S4_MAX_PEGS], int *best,
                        char why[S4_ANALYSIS_WHY])
{
    *best = -1;
    if (ended == S4_ANALYSIS_TOO_MUCH) {
        s4_analysis_kill(pid, -1);
        snprintf(why, S4_ANALYSIS_WHY, "the analysis said too much");
        return false;
    }
    int status = 0;
    if (waitpid(pid, &status, 0) != pid) {
        snprintf(why, S4_ANALYSIS_WHY, "the analysis was lost: %s", strerror(errno));
        return false;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        snprintf(why, S4_ANALYSIS_WHY, "the analysis failed (%s %d)",
                 WIFEXITED(status) ? "exit status" : "signal",
                 WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        return false;
    }
    /* Our own engine's answer: a malformed one is a bug of ours, said in the window's
     * words; s4_analysis_parse's line-by-line reason is for the tests. */
    if (!s4_analysis_parse(geo, text, values, best, why)) {
        snprintf(why, S4_ANALYSIS_WHY, "the analysis answered nonsense");
        return false;
    }
    return true;
}

void s4_analysis_kill(pid_t pid, int fd)
{
    if (pid > 0) {
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
    if (fd >= 0)
        close(fd);
}

bool s4_analysis_run(const char *engine_path, const S4Game *game, int movetime_ms, int wait_ms,
                     S4PegValue values[S4_MAX_PEGS], int *best, char why[S4_ANALYSIS_WHY])
{
    pid_t pid;
    int fd;
    *best = -1;
    if (!s4_analysis_spawn(engine_path, game, movetime_ms, 0, &pid, &fd, why))
        return false;
    char text[S4_ANALYSIS_OUTPUT];
    size_t len = 0;
    double deadline = s4_clock_ms() + wait_ms;
    S4AnalysisRead read;
    while ((read = s4_analysis_read(fd, text, sizeof text, &len)) == S4_ANALYSIS_MORE) {
        double left = deadline - s4_clock_ms();
        if (left <= 0) {
            s4_analysis_kill(pid, fd);
            snprintf(why, S4_ANALYSIS_WHY, "the analysis took over %d ms", wait_ms);
            return false;
        }
        struct pollfd p = {.fd = fd, .events = POLLIN};
        poll(&p, 1, (int)left + 1);
    }
    close(fd);
    return s4_analysis_finish(pid, read, game->board.geo, text, values, best, why);
}
