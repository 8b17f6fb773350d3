/* autosave.c: the game in progress written after every move, and Resume (autosave.h). */
#include "gui/model/autosave.h"

#include <errno.h>
#include <sys/stat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "gui/model/difficulty.h"
#include "gui/model/net.h"
#include "gui/model/data_dir.h"
#include "gui/model/settings.h"

static const char *const MODE_NAMES[] = {"pve", "pvp", "eve"};

/* The file's path; false when there is no data directory. */
static bool autosave_path(char *buf, size_t size)
{
    char dir[GUI_SETTINGS_PATH], err[GUI_SETTINGS_PATH + 64];
    if (!gui_data_dir(dir, sizeof dir, err, sizeof err))
        return false;
    int n = snprintf(buf, size, "%s/autosave.txt", dir);
    return n > 0 && (size_t)n < size;
}

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
    const GuiOptions *opts = g->opts;
    const S4Game *game = &state->ref.game;
    if (!g->played_here || game->start.count != 0 || opts->mode == GUI_MODE_REPLAY)
        return; /* a record or a set-up position is not a game played here */
    if (gui_net_part_active(g->net))
        return; /* a game with a friend is kept in its own file (net.c), resumed by rejoining */
    unsigned long long digest = gui_autosave_digest(game);
    if (digest == *kept_digest)
        return;
    *kept_digest = digest;
    char path[GUI_SETTINGS_PATH + 32];
    if (!autosave_path(path, sizeof path))
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
    int mode = opts->mode >= GUI_MODE_PVE && opts->mode <= GUI_MODE_EVE ? (int)opts->mode : 1;
    int n = snprintf(
        text, sizeof text,
        "# score4 autosave: the game in progress, offered as Resume on the start screen\n"
        "game %s\nmode %s\nhuman %s\ndifficulty %d\nblack-difficulty %d\ndepth %d\n"
        "moves %s\n",
        state->geo.name, MODE_NAMES[mode], opts->human == S4_BLACK ? "black" : "white",
        g->difficulty, g->black_difficulty, state->depth, moves);
    int saved_errno = 0;
    if (n <= 0 || (size_t)n >= sizeof text ||
        s4_atomic_write(path, text, (size_t)n, &saved_errno) != S4_OK)
        gui_note_say(note, "The game is not kept on disk: %s: %s", path, strerror(saved_errno));
}

/* An int in [lo, hi] from text; false otherwise. */
static bool parse_int(const char *text, int lo, int hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (errno != 0 || end == text || *end != '\0' || v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

/* One `key value` line into r; false for anything unknown or out of range. */
static bool parse_line(GuiResume *r, const char *line, unsigned *seen)
{
    const char *space = strchr(line, ' ');
    if (space == NULL)
        return false;
    size_t klen = (size_t)(space - line);
    const char *v = space + 1;
    int count;
    const char *const *games = s4_geometry_preset_names(&count);
    if (klen == 4 && strncmp(line, "game", 4) == 0) {
        for (int i = 0; i < count; i++)
            if (strcmp(games[i], v) == 0) {
                snprintf(r->game, sizeof r->game, "%s", v);
                *seen |= 1u;
                return true;
            }
        return false;
    }
    if (klen == 4 && strncmp(line, "mode", 4) == 0) {
        for (int i = 0; i < 3; i++)
            if (strcmp(MODE_NAMES[i], v) == 0) {
                r->mode = (GuiMode)i;
                *seen |= 2u;
                return true;
            }
        return false;
    }
    if (klen == 5 && strncmp(line, "human", 5) == 0) {
        if (strcmp(v, "white") != 0 && strcmp(v, "black") != 0)
            return false;
        r->human = strcmp(v, "black") == 0 ? S4_BLACK : S4_WHITE;
        *seen |= 4u;
        return true;
    }
    if (klen == 10 && strncmp(line, "difficulty", 10) == 0)
        return parse_int(v, -1, gui_difficulty_count() - 1, &r->difficulty) && (*seen |= 8u);
    if (klen == 16 && strncmp(line, "black-difficulty", 16) == 0)
        return parse_int(v, -1, gui_difficulty_count() - 1, &r->black_difficulty) &&
               (*seen |= 16u);
    if (klen == 5 && strncmp(line, "depth", 5) == 0)
        return parse_int(v, -1, GUI_MAX_DEPTH, &r->depth) && (*seen |= 32u);
    if (klen == 5 && strncmp(line, "moves", 5) == 0) {
        if (strlen(v) >= sizeof r->moves)
            return false;
        snprintf(r->moves, sizeof r->moves, "%s", v);
        *seen |= 64u;
        return true;
    }
    return false;
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
    if (!autosave_path(path, sizeof path))
        return;
    struct stat st_path;
    if (lstat(path, &st_path) != 0)
        return; /* none kept */
    S4FileReader reader;
    S4Status st = s4_file_reader_open(&reader, path, GUI_RESUME_MOVES + 64, 4096);
    if (st != S4_OK) {
        char why[S4_READ_NAME + 128];
        s4_file_reader_describe(&reader, st, why, sizeof why);
        if (st == S4_ERR_NOT_REGULAR) /* a FIFO or a device there: not ours to rename */
            snprintf(r->note, sizeof r->note, "The kept game is not read: %.250s", why);
        return;
    }
    unsigned seen = 0;
    bool ok = true;
    char why[128] = "";
    while (ok && s4_file_reader_next(&reader, &st)) {
        if (st != S4_OK)
            ok = false;
        else if (reader.len > 0 && reader.line[0] != '#')
            ok = parse_line(r, reader.line, &seen);
        if (!ok)
            snprintf(why, sizeof why, "line %ld", reader.line_no);
    }
    s4_file_reader_close(&reader);
    if (!ok || seen != 127u) {
        keep_aside(r, path, why[0] ? why : "a line is missing");
        return;
    }
    /* The moves must make a game still going in that game. */
    S4Geometry geo;
    S4Game game;
    int bad;
    if (s4_geometry_preset(&geo, r->game) != S4_OK) {
        keep_aside(r, path, "no such game");
        return;
    }
    s4_game_init(&game, &geo);
    if (s4_game_play_record(&game, r->moves, &bad) != S4_OK || game.move_count == 0 ||
        s4_game_over(&game)) {
        keep_aside(r, path, "its moves are not a game going on");
        return;
    }
    r->move_count = game.move_count;
    r->available = true;
}

void gui_autosave_resume_options(const GuiResume *r, int *difficulty, int *black_difficulty,
                                 GuiGameState *game, GuiOptions *opts)
{
    opts->game = r->game;
    opts->mode = r->mode;
    opts->human = r->human;
    opts->depth = -1;
    opts->position = opts->replay = NULL;
    opts->moves = r->moves;
    *difficulty = r->difficulty;
    *black_difficulty = r->black_difficulty;
    game->depth = r->depth;
}
