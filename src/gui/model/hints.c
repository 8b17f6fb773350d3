/* hints.c: the window's hint: the analysing child started, polled each frame, stopped. */
#include "gui/model/hints.h"

#include <string.h>
#include <unistd.h>

void gui_hints_init(GuiHints *h)
{
    memset(h, 0, sizeof *h);
    h->fd = -1;
    h->best = -1;
}

void gui_hints_stop(GuiHints *h)
{
    s4_analysis_kill(h->pid, h->fd);
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
    h->silent = false;
    h->game = *game;
    return s4_analysis_spawn(engine_path, game, movetime_ms, nice_increment, &h->pid, &h->fd,
                             h->error);
}

void gui_hints_poll(GuiHints *h)
{
    if (h->fd < 0)
        return;
    S4AnalysisRead read = s4_analysis_read(h->fd, h->buf, sizeof h->buf, &h->len);
    if (read == S4_ANALYSIS_MORE)
        return;
    close(h->fd);
    h->fd = -1;
    h->ready = s4_analysis_finish(h->pid, read, h->game.board.geo, h->buf, h->values, &h->best,
                                  h->error);
    h->pid = 0;
}
