/* gui_help.c: the help (H, F1) read back from the real binary with print-texts: every key
 * of the game can be read in any window, from the widest to the phone-sized ones, turning
 * the pages with H when the window is too small for all of it at once, and nothing is cut
 * by the window's edge or drawn over another text; the page is opaque, so the board's beads
 * never show through behind the words. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui_frames.h"
#include "gui_image.h"
#include "gui_run.h"

#define window(...) gui_window(200, __VA_ARGS__)

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "help");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(help, .init = make_home, .fini = remove_home, .timeout = 400);

/* What the pages together must show: each key's action. */
static const char *const ACTIONS[] = {
    "play there",        "turn the board", "zoom",          "views (3/4, top,",  "new game",
    "undo",              "hint (again: all)", "threats",    "move list",         "layers panel",
    "difficulty",        "ASCII overlay",  "save the game", "open a saved game", "step (review)",
    "sound, volume",     "pause two engines", "start screen", "fullscreen",      "this help",
    "quit"};

Test(help, every_key_can_be_read_in_every_window_turning_pages_with_h)
{
    static const struct {
        const char *size, *game, *rules; /* rules: how the rules begin */
        int pages;                       /* how many pages the window needs */
    } cases[] = {{"1280x720", "score4", "Score Four: 16 pegs", 1},
                 {"450x800", "connect4", "Connect Four: 7 columns", 1},
                 {"360x640", "score4", "Score Four: 16 pegs", 2},
                 {"640x360", "score4", "Score Four: 16 pegs", 3},
                 {"640x360", "connect3", "Connect Three: 4 columns", 3}};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        /* H, then H again for each further page; the frame after the last H has no help. */
        char script[256] = "";
        size_t used = 0;
        for (int p = 0; p <= cases[c].pages; p++)
            used += (size_t)snprintf(script + used, sizeof script - used,
                                     "key H; wait 2; print-texts; ");
        GuiRun *run = window("--game", cases[c].game, "--mode", "pvp", "--size", cases[c].size,
                             "--script", script, "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
        int n = gui_frames_read(run->out, frames, MAX_FRAMES);
        cr_assert_eq(n, cases[c].pages + 1, "%s %s: %d frames\n%s", cases[c].game, cases[c].size,
                     n, run->out);
        bool seen[sizeof ACTIONS / sizeof ACTIONS[0]] = {false};
        for (int p = 0; p < cases[c].pages; p++) {
            const Frame *f = &frames[p];
            char what[96], title[64];
            snprintf(what, sizeof what, "%s %s help page %d", cases[c].game, cases[c].size, p + 1);
            gui_frame_assert_nothing_cut(f, what);
            /* Its title says which page and what H does next. */
            const Text *head = gui_frame_find(f, "How to play");
            if (head == NULL)
                head = gui_frame_find(f, "Help");
            cr_assert_not_null(head, "%s: no title", what);
            if (cases[c].pages == 1)
                snprintf(title, sizeof title, "(H: close)");
            else
                snprintf(title, sizeof title, "%d%s%d", p + 1,
                         strstr(head->s, " of ") != NULL ? " of " : "/", cases[c].pages);
            cr_assert(strstr(head->s, title) != NULL, "%s: title '%s' lacks '%s'", what, head->s,
                      title);
            cr_assert((strstr(head->s, "H: next") != NULL) == (p + 1 < cases[c].pages), "%s: '%s'",
                      what, head->s);
            /* The help is drawn over everything else, from its title on (texts come in the
             * order drawn): nothing after the title overlaps any other text of the help,
             * and nothing is drawn over the help after it. */
            for (int i = (int)(head - f->t); i < f->count; i++)
                for (int j = i + 1; j < f->count; j++)
                    cr_assert_not(gui_texts_overlap(&f->t[i], &f->t[j]),
                                  "%s: '%s' and '%s' overlap", what, f->t[i].s, f->t[j].s);
            for (size_t k = 0; k < sizeof ACTIONS / sizeof ACTIONS[0]; k++)
                seen[k] = seen[k] || gui_frame_find(f, ACTIONS[k]) != NULL;
            if (p == 0)
                cr_assert_not_null(gui_frame_find(f, cases[c].rules), "%s: no rules", what);
        }
        for (size_t k = 0; k < sizeof ACTIONS / sizeof ACTIONS[0]; k++)
            cr_assert(seen[k], "%s %s: '%s' is on no page", cases[c].game, cases[c].size,
                      ACTIONS[k]);
        /* The last H closed it. */
        const Frame *after = &frames[cases[c].pages];
        cr_assert_null(gui_frame_find(after, "H: close"), "%s %s: the help stayed open",
                       cases[c].game, cases[c].size);
        cr_assert_null(gui_frame_find(after, "play there"));
        free(frames);
        free(run);
    }
}

Test(help, the_page_hides_the_board_behind_it)
{
    /* Beads on the middle pegs, behind the panel's top edge at 1280x720. */
    char png[128];
    image_temp_png(png, "help", "page");
    GuiRun *run = window("--mode", "pvp", "--size", "1280x720", "--moves", "A1 B2 C3 D4 B2 A1 D4 C3",
                         "--script", "key H; wait 2; print-texts", "--frames", "1", "--screenshot",
                         png, NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    Frame *frames = calloc(MAX_FRAMES, sizeof *frames);
    cr_assert_eq(gui_frames_read(run->out, frames, MAX_FRAMES), 1, "%s", run->out);
    const Text *head = gui_frame_find(&frames[0], "How to play");
    cr_assert_not_null(head, "%s", run->out);
    /* The strip between the panel's top edge and its title, across the panel: one colour,
     * the page's own (a translucent panel let the pegs and beads behind it through). */
    Image img = image_load(png);
    const unsigned char *first = image_pixel(&img, (float)head->left, (float)head->top - 4);
    for (int x = head->left; x < head->left + 600; x += 2) {
        const unsigned char *p = image_pixel(&img, (float)x, (float)head->top - 4);
        for (int c = 0; c < 3; c++)
            cr_assert_leq(abs(p[c] - first[c]), 1, "x %d: %d %d %d against %d %d %d", x, p[0],
                          p[1], p[2], first[0], first[1], first[2]);
    }
    cr_assert_lt(image_luminance(first), 40.0f, "the page is dark");
    image_free(&img);
    remove(png);
    free(frames);
    free(run);
}

Test(help, a_passing_note_never_lies_over_the_help)
{
    /* W says "Warning before a move ...: on" in a note above the status bar; at 640x360 the
     * help's first page reaches down there, and the note was drawn over its last lines. The
     * note waits while the help is open and is there again once it is closed. */
    static const char *const sizes[] = {"640x360", "1280x720", "450x800"};
    Frame *frames = calloc(2, sizeof *frames);
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        GuiRun *run = window("--mode", "pvp", "--size", sizes[i], "--script",
                             "key W; wait 1; key H; wait 1; print-texts; key Escape; wait 1; "
                             "print-texts",
                             "--frames", "1", NULL);
        cr_assert_eq(run->status, 0, "%s", run->err);
        cr_assert_eq(gui_frames_read(run->out, frames, 2), 2, "%s", run->out);
        const Text *title = gui_frame_find(&frames[0], "How to play");
        cr_assert_not_null(title, "%s: no help", sizes[i]);
        for (int t = 0; t < frames[0].count; t++) {
            const Text *a = &frames[0].t[t];
            cr_assert_null(strstr(a->s, "Warning before a move"), "%s: the note over the help",
                           sizes[i]);
        }
        cr_assert_not_null(gui_frame_find(&frames[1], "Warning before a move"),
                           "%s: the note did not come back", sizes[i]);
        free(run);
    }
    free(frames);
}
