/* hints.c: the analysing child process and its answer. */
#define _DEFAULT_SOURCE /* vfork() */
#include "gui/hints.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "core/line_name.h"
#include "core/notation.h"

void gui_hints_init(GuiHints *h)
{
    memset(h, 0, sizeof *h);
    h->fd = -1;
    h->best = -1;
}

void gui_hints_stop(GuiHints *h)
{
    if (h->pid > 0) {
        kill(h->pid, SIGKILL);
        waitpid(h->pid, NULL, 0);
    }
    if (h->fd >= 0)
        close(h->fd);
    gui_hints_init(h);
}

bool gui_hints_for(const GuiHints *h, const S4Game *game)
{
    return h->active && h->game.move_count == game->move_count &&
           memcmp(h->game.moves, game->moves, sizeof game->moves[0] * (size_t)game->move_count) == 0;
}

bool gui_hints_start(GuiHints *h, const char *engine_path, const S4Game *game, int movetime_ms,
                     int nice_increment)
{
    gui_hints_stop(h);
    h->active = true;
    h->game = *game;
    if (game->start.count != 0) {
        snprintf(h->error, sizeof h->error, "no hints for a game set up from a position");
        return false;
    }
    if (s4_game_over(game)) {
        snprintf(h->error, sizeof h->error, "the game is over");
        return false;
    }
    char moves[S4_MAX_CELLS * 4 + 1];
    s4_game_format_record(game, moves, sizeof moves);
    char ms[16];
    snprintf(ms, sizeof ms, "%d", movetime_ms);
    int out[2];
    if (pipe(out) != 0) {
        snprintf(h->error, sizeof h->error, "cannot start the analysis: %s", strerror(errno));
        return false;
    }
    /* vfork, not fork: fork marks every writable page of this process (the GL driver's
     * buffers among them) copy-on-write, and the next frame then faults on each page it
     * writes, 50-130 ms on llvmpipe, a visible stutter when the hint is asked for. vfork
     * shares the memory until the exec; the child only makes system calls (dup2, open,
     * setpriority, execl, _exit) and writes no variable of ours. */
    pid_t pid = vfork();
    if (pid < 0) {
        close(out[0]);
        close(out[1]);
        snprintf(h->error, sizeof h->error, "cannot start the analysis: %s", strerror(errno));
        return false;
    }
    if (pid == 0) {
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
        execl(engine_path, engine_path, "--game", game->board.geo->name, "--movetime", ms,
              "analyse", moves, (char *)NULL);
        _exit(127);
    }
    close(out[1]);
    fcntl(out[0], F_SETFL, fcntl(out[0], F_GETFL) | O_NONBLOCK);
    fcntl(out[0], F_SETFD, FD_CLOEXEC);
    h->pid = pid;
    h->fd = out[0];
    return true;
}

int gui_hint_rank(GuiHintValue v)
{
    switch (v.kind) {
    case GUI_HINT_WIN: return 1000000 - v.n;
    case GUI_HINT_LOSS: return -1000000 + v.n;
    case GUI_HINT_DRAW: return 0;
    case GUI_HINT_SCORE: return v.n;
    case GUI_HINT_NONE: break;
    }
    return -2000000;
}

bool gui_hints_parse(GuiHints *h, const S4Geometry *geo, const char *text)
{
    for (int i = 0; i < S4_MAX_PEGS; i++)
        h->values[i] = (GuiHintValue){GUI_HINT_NONE, 0};
    h->best = -1;
    const char *p = text;
    while (*p != '\0') {
        size_t len = strcspn(p, "\n");
        char line[96], word[16];
        if (len >= sizeof line)
            return false;
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (p[len] == '\n');
        if (line[0] == '\0')
            continue;
        char peg_text[8];
        int n = 0, peg;
        GuiHintValue v;
        if (sscanf(line, "%7s %15s %d", peg_text, word, &n) == 3 && strcmp(word, "win") == 0)
            v = (GuiHintValue){GUI_HINT_WIN, n};
        else if (sscanf(line, "%7s %15s %d", peg_text, word, &n) == 3 && strcmp(word, "loss") == 0)
            v = (GuiHintValue){GUI_HINT_LOSS, n};
        else if (sscanf(line, "%7s %15s", peg_text, word) == 2 && strcmp(word, "draw") == 0)
            v = (GuiHintValue){GUI_HINT_DRAW, 0};
        else if (sscanf(line, "%7s %d", peg_text, &n) == 2)
            v = (GuiHintValue){GUI_HINT_SCORE, n};
        else
            return false;
        if (s4_move_parse(geo, peg_text, strlen(peg_text), &peg) != S4_OK)
            return false;
        h->values[peg] = v;
        if (h->best < 0 || gui_hint_rank(v) > gui_hint_rank(h->values[h->best]))
            h->best = peg;
    }
    return h->best >= 0;
}

void gui_hints_poll(GuiHints *h)
{
    if (h->fd < 0)
        return;
    for (;;) {
        if (h->len + 1 >= sizeof h->buf) {
            snprintf(h->error, sizeof h->error, "the analysis said too much");
            break;
        }
        ssize_t n = read(h->fd, h->buf + h->len, sizeof h->buf - 1 - h->len);
        if (n > 0) {
            h->len += (size_t)n;
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EINTR))
            return; /* more to come */
        break; /* end of output (or an error): the child is done */
    }
    h->buf[h->len] = '\0';
    close(h->fd);
    h->fd = -1;
    int status = 0;
    if (h->pid > 0 && waitpid(h->pid, &status, 0) == h->pid && h->error[0] == '\0') {
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            snprintf(h->error, sizeof h->error, "the analysis failed (%s %d)",
                     WIFEXITED(status) ? "exit status" : "signal",
                     WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status));
        else if (!gui_hints_parse(h, h->game.board.geo, h->buf))
            snprintf(h->error, sizeof h->error, "the analysis answered nonsense");
        else
            h->ready = true;
    }
    h->pid = 0;
}

void gui_hint_text(GuiHintValue v, char out[GUI_HINT_TEXT])
{
    switch (v.kind) {
    case GUI_HINT_WIN: snprintf(out, GUI_HINT_TEXT, "win in %d", v.n % 1000); return;
    case GUI_HINT_LOSS: snprintf(out, GUI_HINT_TEXT, "loss in %d", v.n % 1000); return;
    case GUI_HINT_DRAW: snprintf(out, GUI_HINT_TEXT, "draw"); return;
    case GUI_HINT_SCORE: snprintf(out, GUI_HINT_TEXT, "%+d", v.n % 100000); return;
    case GUI_HINT_NONE: break;
    }
    out[0] = '\0';
}

void gui_hint_standing(GuiHintValue v, const S4Geometry *geo, S4Colour mover,
                       char out[GUI_HINT_WORDS])
{
    out[0] = '\0';
    if (v.kind != GUI_HINT_SCORE)
        return;
    /* The engine's scores follow its learned model P(win) = 1 / (1 + exp(-score / 100))
     * (engine/learn.h): 20, 60 and 150 are about 55 %, 65 % and 82 % for the side ahead. */
    int size = v.n < 0 ? -v.n : v.n;
    if (size < 20) {
        snprintf(out, GUI_HINT_WORDS, "even");
        return;
    }
    const char *side = s4_side_name(geo, v.n > 0 ? mover : s4_other(mover));
    const char *how = size < 60 ? "is a little better" : size < 150 ? "is better" : "is well ahead";
    snprintf(out, GUI_HINT_WORDS, "%s %s", side, how);
}

GuiHintGrade gui_hint_grade(GuiHintValue v, GuiHintValue best)
{
    if (v.kind == GUI_HINT_LOSS)
        return GUI_HINT_GRADE_BAD; /* a proved loss is bad whatever the best */
    int gap = gui_hint_rank(best) - gui_hint_rank(v);
    if (v.kind == GUI_HINT_WIN || gap < 25)
        return GUI_HINT_GRADE_GOOD; /* a win, or within a quarter of a threat of the best */
    return gap < 80 ? GUI_HINT_GRADE_FAIR : GUI_HINT_GRADE_BAD;
}
