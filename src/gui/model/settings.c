/* settings.c: reading and writing the start screen's settings file (format in settings.h). */
#include "gui/model/settings.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/geometry.h"
#include "core/quote.h"
#include "gui/model/data_dir.h"
#include "gui/model/difficulty.h"

static const char *const OPPONENTS[] = {"engine", "person", "engines", "friend"};
static const char *const SIDES[] = {"white", "black", "random"};

void gui_settings_defaults(GuiSettings *s)
{
    *s = (GuiSettings){.game = 0, .opponent = GUI_OPPONENT_ENGINE, .side = GUI_SIDE_WHITE,
                       .difficulty = GUI_DIFFICULTY_DEFAULT,
                       .black_engine = GUI_DIFFICULTY_DEFAULT, .threats = false};
}

bool gui_settings_path(char *buf, size_t size)
{
    const char *xdg = getenv("XDG_CONFIG_HOME");
    int n;
    if (xdg != NULL && xdg[0] == '/') {
        n = snprintf(buf, size, "%s/score4/settings", xdg);
    } else {
        const char *home = getenv("HOME");
        if (home == NULL || home[0] != '/')
            return false;
        n = snprintf(buf, size, "%s/.config/score4/settings", home);
    }
    return n > 0 && (size_t)n < size;
}

/* Index of word in names[count] (any case), or -1. */
static int find_word(const char *word, const char *const *names, int count)
{
    for (int i = 0; i < count; i++)
        if (strcasecmp(word, names[i]) == 0)
            return i;
    return -1;
}

/* Applies one known key; false when the key is unknown (*known = false) or the value bad. */
static bool apply(GuiSettings *s, const char *key, const char *value, bool *known)
{
    *known = true;
    int count, i;
    if (strcmp(key, "game") == 0) {
        const char *const *names = s4_geometry_preset_names(&count);
        i = find_word(value, names, count);
        s->game = i >= 0 ? i : s->game;
    } else if (strcmp(key, "opponent") == 0) {
        i = find_word(value, OPPONENTS, (int)(sizeof OPPONENTS / sizeof OPPONENTS[0]));
        s->opponent = i >= 0 ? (GuiOpponent)i : s->opponent;
    } else if (strcmp(key, "side") == 0) {
        i = find_word(value, SIDES, 3);
        s->side = i >= 0 ? (GuiSide)i : s->side;
    } else if (strcmp(key, "difficulty") == 0) {
        i = gui_difficulty_find(value);
        s->difficulty = i >= 0 ? i : s->difficulty;
    } else if (strcmp(key, "black_engine") == 0) {
        i = gui_difficulty_find(value);
        s->black_engine = i >= 0 ? i : s->black_engine;
    } else if (strcmp(key, "palette") == 0) {
        static const char *const palettes[] = {"standard", "colour-blind"};
        i = find_word(value, palettes, 2);
        s->colour_blind = i == 1 ? true : i == 0 ? false : s->colour_blind;
    } else if (strcmp(key, "warn") == 0) {
        static const char *const on_off[] = {"off", "on"};
        i = find_word(value, on_off, 2);
        s->warn = i == 1 ? true : i == 0 ? false : s->warn;
    } else if (strcmp(key, "threats") == 0) {
        static const char *const on_off[] = {"off", "on"};
        i = find_word(value, on_off, 2);
        s->threats = i == 1 ? true : i == 0 ? false : s->threats;
    } else {
        *known = false;
        return false;
    }
    return i >= 0;
}

/* Cuts blanks at both ends in place. */
static char *trim(char *p)
{
    while (*p == ' ' || *p == '\t')
        p++;
    size_t n = strlen(p);
    while (n > 0 && (p[n - 1] == ' ' || p[n - 1] == '\t' || p[n - 1] == '\r'))
        p[--n] = '\0';
    return p;
}

GuiSettingsLoad gui_settings_parse(const char *text, GuiSettings *s, char *msg, size_t msg_size)
{
    GuiSettings read;
    gui_settings_defaults(&read);
    msg[0] = '\0';
    char unknown[256] = "";
    int line_no = 0;
    const char *p = text;
    while (*p != '\0') {
        line_no++;
        size_t len = strcspn(p, "\n");
        char line[GUI_SETTINGS_TEXT];
        if (len >= sizeof line) {
            snprintf(msg, msg_size, "line %d is too long", line_no);
            gui_settings_defaults(s);
            return GUI_SETTINGS_CORRUPT;
        }
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (p[len] == '\n');
        char *hash = strchr(line, '#');
        if (hash != NULL)
            *hash = '\0';
        char *body = trim(line);
        if (body[0] == '\0')
            continue;
        char *eq = strchr(body, '=');
        if (eq == NULL) {
            snprintf(msg, msg_size, "line %d is not 'key = value'", line_no);
            gui_settings_defaults(s);
            return GUI_SETTINGS_CORRUPT;
        }
        *eq = '\0';
        char *key = trim(body), *value = trim(eq + 1);
        bool known;
        if (!apply(&read, key, value, &known) && known) {
            char shown[S4_QUOTE_SIZE];
            snprintf(msg, msg_size, "line %d: %s cannot be '%s'", line_no, key,
                     s4_quote(value, strlen(value), shown, sizeof shown));
            gui_settings_defaults(s);
            return GUI_SETTINGS_CORRUPT;
        }
        if (!known) {
            /* The key's bytes escaped (no escape sequence reaches the terminal) and cut. */
            char shown[S4_QUOTE_SIZE];
            s4_quote(key, strnlen(key, 40), shown, sizeof shown);
            size_t used = strlen(unknown), n = strlen(shown);
            if (used + 2 + n < sizeof unknown) {
                memcpy(unknown + used, ", ", used ? 2 : 0);
                memcpy(unknown + used + (used ? 2 : 0), shown, n + 1);
            }
        }
    }
    if (unknown[0] != '\0')
        snprintf(msg, msg_size, "skipped unknown key(s): %s", unknown);
    *s = read;
    return GUI_SETTINGS_LOADED;
}

size_t gui_settings_format(const GuiSettings *s, char *buf, size_t size)
{
    int count;
    const char *const *games = s4_geometry_preset_names(&count);
    int n = snprintf(buf, size,
                     "# score4 settings, written by the start screen (format: README.md)\n"
                     "game = %s\nopponent = %s\nside = %s\ndifficulty = %s\nblack_engine = %s\n"
                     "threats = %s\npalette = %s\nwarn = %s\n",
                     games[s->game], OPPONENTS[s->opponent], SIDES[s->side],
                     gui_difficulty(s->difficulty)->key, gui_difficulty(s->black_engine)->key,
                     s->threats ? "on" : "off", s->colour_blind ? "colour-blind" : "standard",
                     s->warn ? "on" : "off");
    return n < 0 ? 0 : (size_t)n;
}

GuiSettingsLoad gui_settings_load(const char *path, GuiSettings *s, char *msg, size_t msg_size)
{
    gui_settings_defaults(s);
    msg[0] = '\0';
    /* Without blocking, a regular file only: a FIFO would keep the window from opening. */
    int fd, saved;
    S4Status opened = s4_open_regular(path, &fd, &saved);
    FILE *f = opened == S4_OK ? fdopen(fd, "r") : NULL;
    if (f == NULL) {
        if (opened == S4_OK) {
            saved = errno;
            close(fd);
        }
        snprintf(msg, msg_size, "settings %s: %s; using the defaults", path,
                 opened == S4_ERR_NOT_REGULAR ? s4_status_str(opened) : strerror(saved));
        return opened == S4_ERR_SYSTEM && saved == ENOENT ? GUI_SETTINGS_MISSING
                                                          : GUI_SETTINGS_CORRUPT;
    }
    char text[8 * GUI_SETTINGS_TEXT];
    size_t n = fread(text, 1, sizeof text - 1, f);
    bool too_big = !feof(f);
    bool failed = ferror(f);
    fclose(f);
    text[n] = '\0';
    if (too_big || failed || memchr(text, '\0', n) != NULL) {
        snprintf(msg, msg_size, "settings %s: %s; using the defaults", path,
                 failed ? "cannot be read" : "is not a settings file");
        return GUI_SETTINGS_CORRUPT;
    }
    char why[256];
    GuiSettingsLoad result = gui_settings_parse(text, s, why, sizeof why);
    if (result == GUI_SETTINGS_CORRUPT)
        snprintf(msg, msg_size, "settings %s: %s; using the defaults", path, why);
    else if (why[0] != '\0')
        snprintf(msg, msg_size, "settings %s: %s", path, why);
    return result;
}

/* The directories above path, made when missing; false with why in err. */
static bool make_parents(const char *path, char *err, size_t err_size)
{
    char dir[GUI_SETTINGS_PATH];
    int e = gui_make_parents(path, 0755, dir, sizeof dir);
    if (e != 0)
        snprintf(err, err_size, "cannot make %s: %s", dir[0] != '\0' ? dir : path, strerror(e));
    return e == 0;
}

bool gui_settings_save(const char *path, const GuiSettings *s, char *err, size_t err_size)
{
    if (!make_parents(path, err, err_size))
        return false;
    char text[GUI_SETTINGS_TEXT];
    gui_settings_format(s, text, sizeof text);
    int saved;
    S4Status st = s4_atomic_write(path, text, strlen(text), &saved);
    if (st != S4_OK) {
        snprintf(err, err_size, "cannot write %s: %s", path,
                 st == S4_ERR_SYSTEM ? strerror(saved) : s4_status_str(st));
        return false;
    }
    return true;
}

void gui_settings_keep(const char *path, const GuiSettings *s)
{
    char why[GUI_SETTINGS_PATH + 300];
    if (path[0] != '\0' && !gui_settings_save(path, s, why, sizeof why))
        fprintf(stderr, "score4: settings not kept: %s\n", why);
}
