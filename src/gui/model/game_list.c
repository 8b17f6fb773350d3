/* game_list.c: the saved and kept games of the data directory, newest first (game_list.h). */
#include "gui/model/game_list.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <time.h>

#include "core/line_name.h"
#include "core/record_file.h"
#include "gui/model/kept_game.h"
#include "gui/model/data_dir.h"
#include "gui/model/difficulty.h"

/* ================================================================ names */

/* The time and number of a saved game's name "<game>-YYYYMMDD-HHMMSS[-N].txt": true with
 * *when the stamp as local time. */
static bool saved_stamp(const char *name, long long *when, int *number)
{
    enum { STAMP = 15 }; /* "YYYYMMDD-HHMMSS" */
    size_t len = strlen(name);
    if (len < STAMP + 4 || strcmp(name + len - 4, ".txt") != 0)
        return false;
    size_t end = len - 4; /* before ".txt" */
    *number = 1;
    size_t digits = 0;
    while (digits < end && digits < 3 && isdigit((unsigned char)name[end - 1 - digits]))
        digits++;
    if (digits > 0 && digits < 3 && end > STAMP + digits + 1 && name[end - 1 - digits] == '-' &&
        name[end - 1 - digits - 7] == '-') { /* "-HHMMSS-N": the 7th before is the date's '-' */
        *number = atoi(name + end - digits);
        end -= digits + 1;
    }
    if (end < STAMP + 1 || name[end - STAMP - 1] != '-')
        return false; /* "<game>-" before the stamp */
    const char *t = name + end - STAMP;
    for (int i = 0; i < STAMP; i++)
        if (i == 8 ? t[i] != '-' : !isdigit((unsigned char)t[i]))
            return false;
    int v[6];
    static const int at[6] = {0, 4, 6, 9, 11, 13}, width[6] = {4, 2, 2, 2, 2, 2};
    for (int k = 0; k < 6; k++) {
        v[k] = 0;
        for (int i = 0; i < width[k]; i++)
            v[k] = v[k] * 10 + (t[at[k] + i] - '0');
    }
    if (v[1] < 1 || v[1] > 12 || v[2] < 1 || v[2] > 31 || v[3] > 23 || v[4] > 59 || v[5] > 60)
        return false;
    struct tm tm = {.tm_year = v[0] - 1900, .tm_mon = v[1] - 1, .tm_mday = v[2],
                    .tm_hour = v[3], .tm_min = v[4], .tm_sec = v[5], .tm_isdst = -1};
    time_t tt = mktime(&tm);
    if (tt == (time_t)-1)
        return false;
    *when = (long long)tt;
    return true;
}

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), k = strlen(tail);
    return n >= k && strcmp(s + n - k, tail) == 0;
}

/* A friend game's file: "friend-<tag>-host.txt" or "friend-<tag>-join.txt". */
static bool friend_file(const char *name)
{
    return strncmp(name, "friend-", 7) == 0 && strlen(name) > 16 &&
           (ends_with(name, "-host.txt") || ends_with(name, "-join.txt"));
}

/* A kept game put aside: "autosave.corrupt.txt", "autosave.corrupt-N.txt". */
static bool put_aside_file(const char *name)
{
    return strncmp(name, "autosave.corrupt", 16) == 0 && ends_with(name, ".txt");
}

/* ================================================================ reading one game */

/* The text between start and the first of the stop characters (or the end) into out. */
static void copy_until(const char *start, const char *stops, char *out, size_t size)
{
    size_t n = strcspn(start, stops);
    snprintf(out, size, "%.*s", (int)(n < size ? n : size - 1), start);
}

/* Who sat where, from a record's comment as the window writes it: "white: you, black:
 * engine; Beginner (level 1); ...", "X: person, O: person", "white: you, black: your
 * friend (hosted here)". The first seat is White's. Fills the opponent and returns the
 * person's side (0 White, 1 Black), or -1 when no seat is "you". */
static int seats(const char *comment, GuiListedGame *g)
{
    char who[2][48] = {"", ""};
    const char *p = comment;
    for (int seat = 0; seat < 2; seat++) {
        const char *colon = strstr(p, ": ");
        if (colon == NULL)
            break;
        copy_until(colon + 2, seat == 0 ? ",;" : ";", who[seat], sizeof who[seat]);
        p = colon + 2;
    }
    int you = strcmp(who[0], "you") == 0 ? 0 : strcmp(who[1], "you") == 0 ? 1 : -1;
    const char *other = you >= 0 ? who[1 - you] : "";
    const char *strength = strchr(comment, ';');
    char level[48] = "";
    if (strength != NULL) {
        strength++;
        while (*strength == ' ')
            strength++;
        copy_until(strength, ",;", level, sizeof level); /* "Club (level 5)" of "Club (level
                                                          * 5), Expert from the next game" */
    }
    if (strncmp(other, "your friend", 11) == 0)
        snprintf(g->opponent, sizeof g->opponent, "Friend");
    else if (strcmp(other, "engine") == 0)
        snprintf(g->opponent, sizeof g->opponent, "%s", level[0] ? level : "Engine");
    else if (strcmp(who[0], "engine") == 0 && strcmp(who[1], "engine") == 0)
        snprintf(g->opponent, sizeof g->opponent, "Engines");
    else if (strcmp(who[0], "person") == 0 && strcmp(who[1], "person") == 0)
        snprintf(g->opponent, sizeof g->opponent, "Person");
    else
        snprintf(g->opponent, sizeof g->opponent, "Unknown");
    return you;
}

/* why without the file's path in front ("<path>: line 1: ..."): the list names the file. */
static void drop_path(const char *path, char *why)
{
    size_t n = strlen(path);
    if (strncmp(why, path, n) == 0 && why[n] == ':' && why[n + 1] == ' ')
        memmove(why, why + n + 2, strlen(why + n + 2) + 1);
}

/* A record file's first game: a save or a game with a friend. */
static void read_record(const char *path, GuiListedGame *g)
{
    S4RecordReader reader;
    S4Status st = s4_record_reader_open(&reader, path);
    if (st != S4_OK) {
        s4_record_reader_describe(&reader, st, g->why, sizeof g->why);
        drop_path(path, g->why);
        return;
    }
    S4Record *rec = malloc(sizeof *rec);
    if (rec == NULL) {
        s4_record_reader_close(&reader);
        snprintf(g->why, sizeof g->why, "out of memory");
        return;
    }
    bool got = s4_record_next(&reader, rec, &st);
    if (!got)
        snprintf(g->why, sizeof g->why, "no game in it");
    else if (st != S4_OK)
        s4_record_reader_describe(&reader, st, g->why, sizeof g->why);
    drop_path(path, g->why);
    s4_record_reader_close(&reader);
    if (got && st == S4_OK) {
        g->readable = true;
        g->moves = rec->move_count;
        snprintf(g->game, sizeof g->game, "%s", rec->geo.name);
        int you = seats(rec->comment, g);
        S4RecordOutcome o = rec->outcome;
        if (o == S4_OUTCOME_DRAW)
            snprintf(g->result, sizeof g->result, "Draw");
        else if (o == S4_OUTCOME_UNFINISHED)
            snprintf(g->result, sizeof g->result, "%s",
                     g->kind == GUI_LISTED_FRIEND ? "In progress" : "Unfinished");
        else if (you >= 0)
            snprintf(g->result, sizeof g->result, "%s",
                     (o == S4_OUTCOME_WHITE) == (you == 0) ? "You won" : "You lost");
        else
            snprintf(g->result, sizeof g->result, "%s wins",
                     s4_side_name(&rec->geo, o == S4_OUTCOME_WHITE ? S4_WHITE : S4_BLACK));
    }
    free(rec);
}

/* The kept game in progress (autosave.h), or one put aside. */
static void read_kept(const char *path, bool aside, GuiListedGame *g)
{
    GuiResume r;
    char why[sizeof g->why];
    GuiKeptRead got = gui_kept_game_read(path, &r, why, sizeof why);
    drop_path(path, why);
    if (aside || got != GUI_KEPT_OK) {
        snprintf(g->why, sizeof g->why, "%s%s%.120s", aside ? "a kept game put aside" : "",
                 aside && why[0] ? ": " : "", why[0] ? why : aside ? "" : "it does not read");
        return;
    }
    g->readable = true;
    g->moves = r.move_count;
    snprintf(g->game, sizeof g->game, "%s", r.game);
    snprintf(g->result, sizeof g->result, "In progress");
    if (r.mode == GUI_MODE_PVP)
        snprintf(g->opponent, sizeof g->opponent, "Person");
    else if (r.mode == GUI_MODE_EVE)
        snprintf(g->opponent, sizeof g->opponent, "Engines");
    else if (r.difficulty >= 0)
        snprintf(g->opponent, sizeof g->opponent, "%s (level %d)",
                 gui_difficulty(r.difficulty)->name, gui_difficulty(r.difficulty)->level);
    else if (r.depth >= 0)
        snprintf(g->opponent, sizeof g->opponent, "depth %d", r.depth);
    else
        snprintf(g->opponent, sizeof g->opponent, "Engine");
}

/* ================================================================ the list */

/* Newest first: the time, then a save's number, then the name (the order is total, so a
 * listing never depends on the directory's own order). */
static int newest_first(const void *pa, const void *pb)
{
    const GuiListedGame *a = pa, *b = pb;
    if (a->when != b->when)
        return a->when > b->when ? -1 : 1;
    if (a->number != b->number)
        return a->number > b->number ? -1 : 1;
    return strcmp(b->file, a->file);
}

void gui_game_list_free(GuiGameList *list)
{
    free(list->games);
    list->games = NULL;
    list->count = 0;
    list->left_out = 0;
}

bool gui_game_list_path(const GuiGameList *list, int index, char *buf, size_t size)
{
    if (index < 0 || index >= list->count)
        return false;
    int n = snprintf(buf, size, "%s/%s", list->dir, list->games[index].file);
    return n > 0 && (size_t)n < size;
}

bool gui_game_list_read(GuiGameList *list, const char *dir, char *err, size_t err_size)
{
    gui_game_list_free(list);
    snprintf(list->dir, sizeof list->dir, "%s", dir);
    DIR *d = opendir(dir);
    if (d == NULL) {
        snprintf(err, err_size, "%s: %s", dir, strerror(errno));
        return false;
    }
    int cap = 0;
    bool ok = true;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        const char *name = e->d_name;
        GuiListedGame g = {.number = 1};
        bool aside = put_aside_file(name), saved = false;
        if (strcmp(name, "autosave.txt") == 0 || aside)
            g.kind = GUI_LISTED_KEPT;
        else if (friend_file(name))
            g.kind = GUI_LISTED_FRIEND;
        else if ((saved = saved_stamp(name, &g.when, &g.number)))
            g.kind = GUI_LISTED_SAVED;
        else
            continue; /* not a game: settings of another kind, a friend's address */
        if (strlen(name) >= sizeof g.file)
            continue;
        snprintf(g.file, sizeof g.file, "%s", name);
        char path[GUI_SETTINGS_PATH + GUI_LISTED_FILE + 2];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue; /* gone since readdir */
        if (!saved)
            g.when = (long long)st.st_mtime;
        if (g.kind == GUI_LISTED_KEPT)
            read_kept(path, aside, &g);
        else
            read_record(path, &g);
        time_t tt = (time_t)g.when;
        struct tm tm;
        if (localtime_r(&tt, &tm) != NULL)
            strftime(g.date, sizeof g.date, "%Y-%m-%d %H:%M", &tm);
        if (list->count == cap) {
            int grown = cap == 0 ? 32 : cap * 2;
            GuiListedGame *more = realloc(list->games, (size_t)grown * sizeof *more);
            if (more == NULL) {
                snprintf(err, err_size, "out of memory listing %s", dir);
                ok = false;
                break;
            }
            list->games = more;
            cap = grown;
        }
        list->games[list->count++] = g;
    }
    closedir(d);
    if (!ok) {
        gui_game_list_free(list);
        return false;
    }
    if (list->count > 0)
        qsort(list->games, (size_t)list->count, sizeof *list->games, newest_first);
    if (list->count > GUI_GAME_LIST_MAX) {
        list->left_out = list->count - GUI_GAME_LIST_MAX;
        list->count = GUI_GAME_LIST_MAX;
    }
    return true;
}

bool gui_game_list_load(GuiGameList *list, char *err, size_t err_size)
{
    char dir[GUI_SETTINGS_PATH];
    if (!gui_data_dir(dir, sizeof dir, err, err_size)) {
        gui_game_list_free(list);
        return false;
    }
    return gui_game_list_read(list, dir, err, err_size);
}
