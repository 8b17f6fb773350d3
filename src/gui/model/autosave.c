/* autosave.c: the game in progress written after every move, and Resume (autosave.h). */
#include "gui/model/autosave.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "gui/model/difficulty.h"
#include "gui/model/net.h"
#include "gui/model/kept_game.h"
#include "gui/model/settings.h"

/* FNV-1a of the game's moves: what the file last kept. */
unsigned long long gui_autosave_digest(const S4Game *game)
{
    unsigned long long h = 14695981039346656037ull ^ (unsigned long long)game->move_count;
    for (int i = 0; i < game->move_count; i++)
        h = (h ^ (unsigned long long)(game->moves[i] + 1)) * 1099511628211ull;
    return h;
}

void gui_autosave_follow(const GuiAutosaveGame *g, unsigned long long *kept_digest,
                         GuiNote *note)
{
    const GuiGameState *state = g->state;
    const GuiGameSetup *setup = &state->setup;
    const S4Game *game = &state->ref.game;
    if (!g->played_here || game->start.count != 0 || setup->mode == GUI_MODE_REPLAY)
        return; /* a record or a set-up position is not a game played here */
    if (gui_net_part_active(g->net))
        return; /* a game with a friend is kept in its own file (net.c), resumed by rejoining */
    unsigned long long digest = gui_autosave_digest(game);
    if (digest == *kept_digest)
        return;
    *kept_digest = digest;
    char path[GUI_SETTINGS_PATH + 32];
    if (!gui_kept_game_path(path, sizeof path))
        return;
    if (game->move_count == 0)
        return; /* a new game keeps the last one's file until its first move */
    if (s4_game_over(game)) {
        if (unlink(path) != 0 && errno != ENOENT)
            gui_note_say(note, "Cannot remove %s: %s", path, strerror(errno));
        return;
    }
    char moves[GUI_RESUME_MOVES];
    s4_game_format_record(game, moves, sizeof moves);
    char text[GUI_RESUME_MOVES + 512];
    int mode = setup->mode >= GUI_MODE_PVE && setup->mode <= GUI_MODE_EVE ? (int)setup->mode : 1;
    int n = snprintf(
        text, sizeof text,
        "# score4 autosave: the game in progress, offered as Resume on the start screen\n"
        "game %s\nmode %s\nhuman %s\ndifficulty %d\nblack-difficulty %d\ndepth %d\n"
        "moves %s\n",
        state->geo.name, gui_kept_game_mode_name((GuiMode)mode),
        setup->human == S4_BLACK ? "black" : "white", setup->difficulty, setup->black_difficulty,
        setup->depth, moves);
    int saved_errno = 0;
    if (n <= 0 || (size_t)n >= sizeof text ||
        s4_atomic_write(path, text, (size_t)n, &saved_errno) != S4_OK)
        gui_note_say(note, "The game is not kept on disk: %s: %s", path, strerror(saved_errno));
}

/* A kept file that does not read is put aside, not left to be overwritten by the next
 * game's first move: renamed to the first free "autosave.corrupt.txt",
 * "autosave.corrupt-2.txt", ... (link then unlink: an older one is never replaced), and
 * r->note says so. */
static void keep_aside(GuiResume *r, const char *path, const char *why)
{
    char aside[GUI_SETTINGS_PATH + 64];
    size_t stem = strlen(path) - strlen(".txt");
    for (int n = 1; n < 100; n++) {
        if (n == 1)
            snprintf(aside, sizeof aside, "%.*s.corrupt.txt", (int)stem, path);
        else
            snprintf(aside, sizeof aside, "%.*s.corrupt-%d.txt", (int)stem, path, n);
        if (link(path, aside) == 0) {
            unlink(path);
            snprintf(r->note, sizeof r->note, "The kept game did not read (%.80s): kept aside "
                                              "as %.180s",
                     why, aside);
            return;
        }
        if (errno != EEXIST)
            break;
    }
    snprintf(r->note, sizeof r->note, "The kept game %.160s did not read (%.80s) and is left "
                                      "as it is",
             path, why);
}

void gui_autosave_load(GuiResume *r)
{
    memset(r, 0, sizeof *r);
    char path[GUI_SETTINGS_PATH + 32];
    if (!gui_kept_game_path(path, sizeof path))
        return;
    char why[400];
    switch (gui_kept_game_read(path, r, why, sizeof why)) {
    case GUI_KEPT_OK:
    case GUI_KEPT_NONE:
    case GUI_KEPT_NOT_READ:
        return;
    case GUI_KEPT_NOT_REGULAR: /* a FIFO or a device there: not ours to rename */
        snprintf(r->note, sizeof r->note, "The kept game is not read: %.250s", why);
        return;
    case GUI_KEPT_BAD:
        keep_aside(r, path, why);
        return;
    }
}
