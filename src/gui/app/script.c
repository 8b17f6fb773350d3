/* script.c: parsing test scripts into steps. */
#include "gui/app/script.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"
#include "core/quote.h"

typedef struct StepName {
    const char *word;
    GuiStepKind kind;
    int args; /* words after the name */
} StepName;

static const StepName STEP_NAMES[] = {
    {"click", GUI_STEP_CLICK, 1},   {"hover", GUI_STEP_HOVER, 1},
    {"play", GUI_STEP_PLAY, 1},
    {"drag", GUI_STEP_DRAG, 2},     {"rotate", GUI_STEP_ROTATE, 1},
    {"tilt", GUI_STEP_TILT, 1},     {"zoom", GUI_STEP_ZOOM, 1},
    {"key", GUI_STEP_KEY, 1},       {"wait", GUI_STEP_WAIT, 1},
    {"wait-engine", GUI_STEP_WAIT_ENGINE, 0}, {"screenshot", GUI_STEP_SCREENSHOT, 1},
    {"print-pegs", GUI_STEP_PRINT_PEGS, 0}, {"print-texts", GUI_STEP_PRINT_TEXTS, 0}, {"click-at", GUI_STEP_CLICK_AT, 2},
    {"menu-select", GUI_STEP_MENU_SELECT, 2}, {"menu-start", GUI_STEP_MENU_START, 0},
    {"button", GUI_STEP_BUTTON, 1},
    {"animate", GUI_STEP_ANIMATE, 1},
    {"type", GUI_STEP_TYPE, 1},
    {"idle", GUI_STEP_IDLE, 1},     {"idle-engine", GUI_STEP_IDLE_ENGINE, 0},
    {"wait-report", GUI_STEP_WAIT_REPORT, 0}, {"hover-button", GUI_STEP_HOVER_BUTTON, 1},
};

/* The presets' geometries, for steps that may name a peg of another game than the one at
 * parse time: built once per parse (on the heap: a geometry is some 15 KB), and only when a
 * step needs them. */
enum { MAX_PRESETS = 8 };
typedef struct Presets {
    bool wanted;           /* any_game: steps may name any preset's pegs */
    bool built;
    int count;
    S4Geometry *geo;       /* count of them once built (NULL when allocation failed) */
} Presets;

static const S4Geometry *presets_get(Presets *ps, int *count)
{
    if (!ps->built) {
        ps->built = true;
        int n;
        const char *const *names = s4_geometry_preset_names(&n);
        n = n < MAX_PRESETS ? n : MAX_PRESETS;
        ps->geo = calloc((size_t)n, sizeof *ps->geo);
        for (int i = 0; ps->geo != NULL && i < n; i++)
            if (s4_geometry_preset(&ps->geo[ps->count], names[i]) == S4_OK)
                ps->count++;
    }
    *count = ps->geo != NULL ? ps->count : 0;
    return ps->geo;
}

/* True when text names a peg of geo or, since the start screen may switch games while a
 * script runs, of any preset (the step then names it again against the game of its time). */
static bool peg_of_some_game(const S4Geometry *geo, Presets *ps, const char *text, int *peg)
{
    if (s4_move_parse(geo, text, strlen(text), peg) == S4_OK)
        return true;
    if (!ps->wanted)
        return false;
    int count;
    const S4Geometry *others = presets_get(ps, &count);
    for (int i = 0; i < count; i++) {
        if (s4_move_parse(&others[i], text, strlen(text), peg) == S4_OK) {
            *peg = -1;
            return true;
        }
    }
    return false;
}

enum { MAX_WORDS = 4 };

/* Splits one step into blank-separated words (pointers into text, which is modified). */
static int split_words(char *text, char *words[MAX_WORDS + 1])
{
    int n = 0;
    char *p = text;
    while (*p != '\0') {
        while (*p != '\0' && isspace((unsigned char)*p))
            p++;
        if (*p == '\0')
            break;
        if (n == MAX_WORDS + 1)
            return n + 1;
        words[n++] = p;
        while (*p != '\0' && !isspace((unsigned char)*p))
            p++;
        if (*p != '\0')
            *p++ = '\0';
    }
    return n;
}

static bool read_float(const char *text, float lo, float hi, float *out)
{
    char *end = NULL;
    errno = 0;
    double v = strtod(text, &end);
    if (errno != 0 || end == text || *end != '\0' || !isfinite(v) || v < lo || v > hi)
        return false;
    *out = (float)v;
    return true;
}

static S4Status parse_step(const S4Geometry *geo, Presets *presets, char *text, GuiStep *step,
                           char *err, size_t err_size)
{
    char *words[MAX_WORDS + 1];
    int n = split_words(text, words);
    const StepName *name = NULL;
    for (size_t i = 0; i < sizeof STEP_NAMES / sizeof STEP_NAMES[0]; i++)
        if (strcmp(words[0], STEP_NAMES[i].word) == 0)
            name = &STEP_NAMES[i];
    if (name == NULL) {
        char shown[S4_QUOTE_SIZE];
        snprintf(err, err_size, "unknown step '%s'", s4_quote(words[0], strlen(words[0]), shown, sizeof shown));
        return S4_ERR_SYNTAX;
    }
    if (n - 1 != name->args) {
        snprintf(err, err_size, "'%s' takes %d argument%s", name->word, name->args,
                 name->args == 1 ? "" : "s");
        return S4_ERR_SYNTAX;
    }
    memset(step, 0, sizeof *step);
    step->kind = name->kind;
    switch (name->kind) {
    case GUI_STEP_CLICK:
    case GUI_STEP_HOVER:
    case GUI_STEP_PLAY:
        if (!peg_of_some_game(geo, presets, words[1], &step->peg)) {
            char shown[S4_QUOTE_SIZE];
            snprintf(err, err_size, "'%s' is not a peg of %s", s4_quote(words[1], strlen(words[1]), shown, sizeof shown), geo->name);
            return S4_ERR_BAD_PEG;
        }
        snprintf(step->arg, sizeof step->arg, "%s", words[1]);
        break;
    case GUI_STEP_MENU_SELECT:
        if (strlen(words[1]) + strlen(words[2]) + 2 > GUI_SCRIPT_MAX_ARG) {
            snprintf(err, err_size, "%s: argument too long", name->word);
            return S4_ERR_TOO_LONG;
        }
        snprintf(step->arg, sizeof step->arg, "%.120s:%.120s", words[1], words[2]);
        break;
    case GUI_STEP_CLICK_AT:
        if (!read_float(words[1], 0.0f, 1e5f, &step->a) ||
            !read_float(words[2], 0.0f, 1e5f, &step->b)) {
            snprintf(err, err_size, "click-at needs two window coordinates");
            return S4_ERR_BAD_NUMBER;
        }
        break;
    case GUI_STEP_DRAG:
        if (!read_float(words[1], -1e5f, 1e5f, &step->a) ||
            !read_float(words[2], -1e5f, 1e5f, &step->b)) {
            snprintf(err, err_size, "drag needs two pixel distances");
            return S4_ERR_BAD_NUMBER;
        }
        break;
    case GUI_STEP_ROTATE:
    case GUI_STEP_TILT:
    case GUI_STEP_ZOOM:
        if (!read_float(words[1], -3600.0f, 3600.0f, &step->a)) {
            char shown[S4_QUOTE_SIZE];
            snprintf(err, err_size, "%s: '%s' is not a number", name->word, s4_quote(words[1], strlen(words[1]), shown, sizeof shown));
            return S4_ERR_BAD_NUMBER;
        }
        break;
    case GUI_STEP_WAIT:
    case GUI_STEP_IDLE:
        if (!read_float(words[1], 0.0f, 1e7f, &step->a) || step->a != floorf(step->a)) {
            char shown[S4_QUOTE_SIZE];
            snprintf(err, err_size, "%s: '%s' is not a number of %s", name->word,
                     s4_quote(words[1], strlen(words[1]), shown, sizeof shown),
                     step->kind == GUI_STEP_WAIT ? "frames" : "loop turns");
            return S4_ERR_BAD_NUMBER;
        }
        break;
    case GUI_STEP_ANIMATE:
        if (strcmp(words[1], "on") != 0 && strcmp(words[1], "off") != 0) {
            char shown[S4_QUOTE_SIZE];
            snprintf(err, err_size, "animate: '%s' is not on or off", s4_quote(words[1], strlen(words[1]), shown, sizeof shown));
            return S4_ERR_SYNTAX;
        }
        strcpy(step->arg, words[1]);
        break;
    case GUI_STEP_KEY:
    case GUI_STEP_TYPE:
    case GUI_STEP_SCREENSHOT:
    case GUI_STEP_BUTTON:
    case GUI_STEP_HOVER_BUTTON:
        if (strlen(words[1]) >= sizeof step->arg) {
            snprintf(err, err_size, "%s: argument too long", name->word);
            return S4_ERR_TOO_LONG;
        }
        strcpy(step->arg, words[1]);
        break;
    case GUI_STEP_WAIT_ENGINE:
    case GUI_STEP_WAIT_REPORT:
    case GUI_STEP_IDLE_ENGINE:
    case GUI_STEP_PRINT_PEGS:
    case GUI_STEP_PRINT_TEXTS:
        break;
    case GUI_STEP_MENU_START:
        snprintf(step->arg, sizeof step->arg, "start");
        break;
    }
    return S4_OK;
}

static S4Status parse_steps(const S4Geometry *geo, Presets *presets, const char *text,
                            GuiScript *script, char *err, size_t err_size);

S4Status gui_script_parse(const S4Geometry *geo, const char *text, GuiScript *script,
                          char *err, size_t err_size)
{
    return gui_script_parse_for(geo, false, text, script, err, err_size);
}

S4Status gui_script_parse_for(const S4Geometry *geo, bool any_game, const char *text,
                              GuiScript *script, char *err, size_t err_size)
{
    script->count = 0;
    Presets presets = {.wanted = any_game};
    S4Status st = parse_steps(geo, &presets, text, script, err, err_size);
    free(presets.geo);
    return st;
}

static S4Status parse_steps(const S4Geometry *geo, Presets *presets, const char *text,
                            GuiScript *script, char *err, size_t err_size)
{
    const char *p = text;
    int index = 0;
    while (*p != '\0') {
        size_t len = strcspn(p, ";\n");
        char buf[GUI_SCRIPT_MAX_ARG + 64];
        index++;
        if (len >= sizeof buf) {
            snprintf(err, err_size, "step %d is too long", index);
            return S4_ERR_TOO_LONG;
        }
        memcpy(buf, p, len);
        buf[len] = '\0';
        p += len;
        if (*p != '\0')
            p++;
        char *start = buf;
        while (isspace((unsigned char)*start))
            start++;
        if (*start == '\0')
            continue; /* empty step: "a;;b" or a trailing ';' */
        if (script->count == GUI_SCRIPT_MAX_STEPS) {
            snprintf(err, err_size, "more than %d steps", GUI_SCRIPT_MAX_STEPS);
            return S4_ERR_TOO_LONG;
        }
        char why[160];
        S4Status st = parse_step(geo, presets, start, &script->steps[script->count], why, sizeof why);
        if (st != S4_OK) {
            snprintf(err, err_size, "step %d: %s", index, why);
            return st;
        }
        script->count++;
    }
    return S4_OK;
}
