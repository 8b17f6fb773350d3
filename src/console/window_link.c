/* window_link.c: spawning the window with the console's position and reading its report. */
#include "console/window_link.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/notation.h"

enum { REPORT_MAX = 512 };

bool window_link_parse_report(const S4Geometry *geo, const char *line, S4Board *board,
                         S4Colour *to_move)
{
    char position[REPORT_MAX], colour[16];
    if (sscanf(line, " position: %511s to-move: %15s", position, colour) != 2)
        return false;
    S4Board read;
    if (s4_position_parse(geo, position, &read) != S4_OK)
        return false;
    if (strcasecmp(colour, "white") == 0)
        *to_move = S4_WHITE;
    else if (strcasecmp(colour, "black") == 0)
        *to_move = S4_BLACK;
    else
        return false;
    *board = read;
    return true;
}

/* Appends text to buf (holding *len bytes): false when it does not fit. */
static bool append(char *buf, size_t size, size_t *len, const char *text)
{
    size_t n = strlen(text);
    if (*len + n >= size)
        return false;
    memcpy(buf + *len, text, n + 1);
    *len += n;
    return true;
}

bool window_link_player_flags(const bool engine_seat[2], const char *engine_command, long depth,
                              char *buf, size_t size)
{
    size_t len = 0;
    if (size == 0)
        return false;
    buf[0] = '\0';
    const char *mode = !engine_seat[S4_WHITE] && !engine_seat[S4_BLACK] ? "--mode pvp"
                       : engine_seat[S4_WHITE] && engine_seat[S4_BLACK] ? "--mode eve"
                       : engine_seat[S4_WHITE] ? "--mode pve --human black"
                                               : "--mode pve --human white";
    if (!append(buf, size, &len, mode))
        return false;
    if (engine_command) {
        /* One sh word: inside single quotes only the quote itself needs care ('\''). */
        if (!append(buf, size, &len, " --engine '"))
            return false;
        for (const char *p = engine_command; *p; p++) {
            char one[2] = {*p, '\0'};
            if (!append(buf, size, &len, *p == '\'' ? "'\\''" : one))
                return false;
        }
        if (!append(buf, size, &len, "'"))
            return false;
    }
    if (depth >= 0) {
        char number[32];
        snprintf(number, sizeof number, " --depth %ld", depth);
        if (!append(buf, size, &len, number))
            return false;
    }
    return true;
}

bool window_link_run(const char *command, const char *flags, S4Board *board, S4Colour *to_move,
                     FILE *out, char why[WINDOW_MAX_WHY])
{
    char position[S4_MAX_CELLS * 2 + S4_MAX_PEGS + 1];
    s4_position_format(board, position, sizeof position);
    char line[2 * WINDOW_MAX_COMMAND + sizeof position + 128];
    /* The position holds only W, B and '/', and the game name is a preset: safe for sh;
     * flags come quoted from window_link_player_flags. */
    int n = snprintf(line, sizeof line, "%s --game %s --position '%s' --to-move %s "
                     "--print-position %s", command, board->geo->name, position,
                     s4_colour_name(*to_move), flags);
    if (n < 0 || (size_t)n >= sizeof line) {
        snprintf(why, WINDOW_MAX_WHY, "the window command is too long");
        return false;
    }
    int pipe_fd[2];
    if (pipe(pipe_fd) != 0) {
        snprintf(why, WINDOW_MAX_WHY, "cannot make a pipe: %s", strerror(errno));
        return false;
    }
    fflush(out);
    pid_t pid = fork();
    if (pid < 0) {
        int saved = errno;
        close(pipe_fd[0]);
        close(pipe_fd[1]);
        snprintf(why, WINDOW_MAX_WHY, "cannot start the window: %s", strerror(saved));
        return false;
    }
    if (pid == 0) {
        /* The window reads the mouse, never the console's input. */
        int null_fd = open("/dev/null", O_RDONLY);
        if (null_fd >= 0)
            dup2(null_fd, STDIN_FILENO);
        dup2(pipe_fd[1], STDOUT_FILENO);
        close(pipe_fd[0]);
        close(pipe_fd[1]);
        signal(SIGPIPE, SIG_DFL);
        execl("/bin/sh", "sh", "-c", line, (char *)NULL);
        _exit(127);
    }
    close(pipe_fd[1]);
    FILE *from = fdopen(pipe_fd[0], "r");
    bool reported = false;
    S4Board got = *board;
    S4Colour got_to_move = *to_move;
    if (from) {
        char text[REPORT_MAX];
        while (fgets(text, sizeof text, from)) {
            fputs(text, out);
            if (!strchr(text, '\n'))
                fputc('\n', out);
            if (window_link_parse_report(board->geo, text, &got, &got_to_move))
                reported = true;
        }
        fclose(from);
    } else {
        close(pipe_fd[0]);
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        continue;
    if (reported) {
        *board = got;
        *to_move = got_to_move;
        return true;
    }
    if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
        snprintf(why, WINDOW_MAX_WHY, "the window `%s` could not be started (not found)",
                 command);
    else if (WIFEXITED(status))
        snprintf(why, WINDOW_MAX_WHY, "the window closed (exit status %d) without reporting "
                 "its position", WEXITSTATUS(status));
    else
        snprintf(why, WINDOW_MAX_WHY, "the window was killed by signal %d",
                 WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    return false;
}
