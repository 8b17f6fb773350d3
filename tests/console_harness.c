/* console_harness.c: a child process with its stdin and merged stdout/stderr on pipes. */
#include "console_harness.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

ConsoleRun console_run(const char *const args[], const char *input, const char *const env[],
                       int timeout_s)
{
    return console_run_bytes(args, input, input ? strlen(input) : 0, env, timeout_s);
}

ConsoleRun console_run_bytes(const char *const args[], const char *input, size_t input_len,
                             const char *const env[], int timeout_s)
{
    return console_run_program(S4_BIN_DIR "/score4-console", args, input, input_len, env,
                               timeout_s);
}

ConsoleRun console_run_program(const char *program, const char *const args[], const char *input,
                               size_t input_len, const char *const env[], int timeout_s)
{
    ConsoleRun run = {NULL, 0, -1, false};
    const char *argv[32];
    int argc = 0;
    argv[argc++] = program;
    for (int i = 0; args && args[i] && argc < 31; i++)
        argv[argc++] = args[i];
    argv[argc] = NULL;

    int to_child[2], from_child[2];
    if (pipe(to_child) != 0 || pipe(from_child) != 0)
        return run;
    signal(SIGPIPE, SIG_IGN);
    pid_t pid = fork();
    if (pid == 0) {
        dup2(to_child[0], STDIN_FILENO);
        dup2(from_child[1], STDOUT_FILENO);
        dup2(from_child[1], STDERR_FILENO);
        close(to_child[0]);
        close(to_child[1]);
        close(from_child[0]);
        close(from_child[1]);
        for (int i = 0; env && env[i]; i++) {
            char name[128];
            const char *eq = strchr(env[i], '=');
            if (!eq || (size_t)(eq - env[i]) >= sizeof name)
                continue;
            memcpy(name, env[i], (size_t)(eq - env[i]));
            name[eq - env[i]] = '\0';
            setenv(name, eq + 1, 1);
        }
        execv(argv[0], (char *const *)argv);
        _exit(127);
    }
    close(to_child[0]);
    close(from_child[1]);
    /* Inputs are small: they fit in the pipe, so writing them all first cannot block. */
    size_t left = input ? input_len : 0;
    const char *p = input;
    while (left > 0) {
        ssize_t w = write(to_child[1], p, left);
        if (w <= 0)
            break;
        p += w;
        left -= (size_t)w;
    }
    close(to_child[1]);

    size_t cap = 1 << 16;
    run.out = malloc(cap);
    double deadline = now_s() + timeout_s;
    for (;;) {
        double remaining = deadline - now_s();
        if (remaining <= 0) {
            run.timed_out = true;
            kill(pid, SIGKILL);
            break;
        }
        struct pollfd pfd = {.fd = from_child[0], .events = POLLIN};
        if (poll(&pfd, 1, (int)(remaining * 1000) + 1) <= 0)
            continue;
        if (run.len + 4096 + 1 > cap) {
            cap *= 2;
            run.out = realloc(run.out, cap);
        }
        ssize_t got = read(from_child[0], run.out + run.len, 4096);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            break;
        run.len += (size_t)got;
    }
    run.out[run.len] = '\0';
    close(from_child[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    run.exit_code = !run.timed_out && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return run;
}

void console_run_free(ConsoleRun *run)
{
    free(run->out);
    run->out = NULL;
}

int console_count(const char *text, const char *needle)
{
    int n = 0;
    for (const char *at = text; (at = strstr(at, needle)) != NULL; at += strlen(needle))
        n++;
    return n;
}

char *console_fixture(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/tests/console/%s", S4_SOURCE_DIR, name);
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    size_t got;
    while ((got = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap)
            text = realloc(text, cap *= 2);
    }
    fclose(f);
    text[len] = '\0';
    return text;
}
