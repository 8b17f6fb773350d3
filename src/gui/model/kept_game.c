/* kept_game.c: the kept game's file read without changing it (kept_game.h). */
#include "gui/model/kept_game.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/file_reader.h"
#include "gui/model/data_dir.h"
#include "gui/model/difficulty.h"
#include "gui/model/settings.h"

static const char *const MODE_NAMES[] = {"pve", "pvp", "eve"};

const char *gui_kept_game_mode_name(GuiMode mode)
{
    return mode >= GUI_MODE_PVE && mode <= GUI_MODE_EVE ? MODE_NAMES[mode] : MODE_NAMES[1];
}

bool gui_kept_game_path(char *buf, size_t size)
{
    char dir[GUI_SETTINGS_PATH], err[GUI_SETTINGS_PATH + 64];
    if (!gui_data_dir(dir, sizeof dir, err, sizeof err))
        return false;
    int n = snprintf(buf, size, "%s/autosave.txt", dir);
    return n > 0 && (size_t)n < size;
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

GuiKeptRead gui_kept_game_read(const char *path, GuiResume *r, char *why, size_t why_size)
{
    memset(r, 0, sizeof *r);
    why[0] = '\0';
    struct stat st_path;
    if (lstat(path, &st_path) != 0)
        return GUI_KEPT_NONE;
    S4FileReader reader;
    S4Status st = s4_file_reader_open(&reader, path, GUI_RESUME_MOVES + 64, 4096);
    if (st != S4_OK) {
        s4_file_reader_describe(&reader, st, why, why_size);
        return st == S4_ERR_NOT_REGULAR ? GUI_KEPT_NOT_REGULAR : GUI_KEPT_NOT_READ;
    }
    unsigned seen = 0;
    bool ok = true;
    while (ok && s4_file_reader_next(&reader, &st)) {
        if (st != S4_OK)
            ok = false;
        else if (reader.len > 0 && reader.line[0] != '#')
            ok = parse_line(r, reader.line, &seen);
        if (!ok)
            snprintf(why, why_size, "line %ld", reader.line_no);
    }
    s4_file_reader_close(&reader);
    if (!ok || seen != 127u) {
        if (ok)
            snprintf(why, why_size, "a line is missing");
        return GUI_KEPT_BAD;
    }
    /* The moves must make a game still going in that game. */
    S4Geometry geo;
    S4Game game;
    int bad;
    if (s4_geometry_preset(&geo, r->game) != S4_OK) {
        snprintf(why, why_size, "no such game");
        return GUI_KEPT_BAD;
    }
    s4_game_init(&game, &geo);
    if (s4_game_play_record(&game, r->moves, &bad) != S4_OK || game.move_count == 0 ||
        s4_game_over(&game)) {
        snprintf(why, why_size, "its moves are not a game going on");
        return GUI_KEPT_BAD;
    }
    r->move_count = game.move_count;
    r->available = true;
    return GUI_KEPT_OK;
}

