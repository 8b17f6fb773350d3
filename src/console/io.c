/* io.c: the console's lines in and out: prompts, echo, boards, names, engine and window. */
#include "console/console.h"

#include <errno.h>
#include <string.h>

#include "core/line_name.h"
#include "core/notation.h"

/* Reads one whole line of input, however long, into c->line (without its newline): false
 * at the end of input. *len gets its true length, *nul whether it held a NUL byte. */
static bool read_raw_line(Console *c, size_t *len, bool *nul)
{
    int ch;
    size_t n = 0;
    *nul = false;
    while ((ch = getc(c->in)) != EOF && ch != '\n') {
        if (ch == '\0')
            *nul = true;
        if (n + 1 < sizeof c->line)
            c->line[n] = (char)ch;
        n++;
    }
    if (ch == EOF && n == 0)
        return false;
    c->line[n < sizeof c->line ? n : sizeof c->line - 1] = '\0';
    *len = n;
    return true;
}

/* One line edited at the terminal into c->line, as read_raw_line reads one from a pipe. */
static bool read_edited_line(Console *c, const char *prompt, size_t *len, bool *nul)
{
    size_t n;
    const char *line = line_editor_read(c->editor, prompt, &n);
    if (!line)
        return false;
    if (n > 0 && line[n - 1] == '\n')
        n--;
    *nul = memchr(line, '\0', n) != NULL;
    size_t keep = n < sizeof c->line - 1 ? n : sizeof c->line - 1;
    memcpy(c->line, line, keep);
    c->line[keep] = '\0';
    *len = n;
    return true;
}

bool console_read_line(Console *c, const char *prompt)
{
    for (;;) {
        if (!c->editor) {
            fputs(prompt, c->out); /* the editor shows its own prompt */
            if (fflush(c->out) != 0) {
                c->write_errno = errno; /* nobody reads us: stop, and say so on the way out */
                return false;
            }
        }
        size_t len;
        bool nul;
        if (c->editor ? !read_edited_line(c, prompt, &len, &nul) : !read_raw_line(c, &len, &nul)) {
            fputs("\nEnd of input: goodbye.\n", c->out);
            fflush(c->out);
            return false;
        }
        if (nul) {
            /* The text after a NUL is unseen by every string function: refuse the line. */
            if (c->echo)
                fputs("(a line with a NUL byte)\n", c->out);
            fputs("That line holds a NUL byte; nothing was done.\n", c->out);
            continue;
        }
        if (len >= sizeof c->line - 1) {
            if (c->echo)
                fputs("(a very long line)\n", c->out);
            fprintf(c->out, "That line is longer than %d characters; nothing was done.\n",
                    CONSOLE_MAX_LINE - 2);
            continue;
        }
        while (len > 0 && c->line[len - 1] == '\r')
            c->line[--len] = '\0';
        if (c->echo)
            fprintf(c->out, "%s\n", c->line);
        if (c->editor)
            line_editor_remember(c->editor, c->line);
        return true;
    }
}

void console_print_board(Console *c, const S4Board *board, S4AsciiStyle view)
{
    char text[4096];
    size_t need = s4_ascii_draw(board, view, text, sizeof text);
    fputc('\n', c->out);
    fputs(text, c->out);
    if (need >= sizeof text)
        fputs("(drawing cut short)\n", c->out);
}

const char *console_game_title(const Console *c)
{
    static const struct { const char *preset, *title; } titles[] = {
        {"score4", "Score Four"},
        {"connect4", "Connect Four"},
        {"connect3", "Connect Three"},
        {"connect4-6x4", "Connect Four on a 6x4 board"},
    };
    for (size_t i = 0; i < sizeof titles / sizeof titles[0]; i++)
        if (strcmp(c->geo.name, titles[i].preset) == 0)
            return titles[i].title;
    return c->geo.name;
}

const char *console_count_word(int k)
{
    static const char *const words[] = {"none", "one", "two", "three", "four", "five", "six"};
    return k >= 0 && k <= 6 ? words[k] : "many";
}

const char *console_side_name(const Console *c, S4Colour colour, char *buf, size_t size)
{
    snprintf(buf, size, "%s", s4_side_name(&c->geo, colour)); /* "White", or "X" in Connect */
    return buf;
}

void console_peg_name(const Console *c, int peg, char *buf, size_t size)
{
    if (s4_geometry_is_flat(&c->geo)) {
        snprintf(buf, size, "%d", s4_peg_column(&c->geo, peg) + 1);
        return;
    }
    char name[S4_PEG_TEXT];
    s4_peg_format(&c->geo, peg, name);
    snprintf(buf, size, "%s", name);
}

void console_line_cells(const Console *c, uint64_t line, char *buf, size_t size)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int cell = 0; cell < c->geo.cells; cell++) {
        if (!(line >> cell & 1))
            continue;
        int peg = s4_cell_peg(&c->geo, cell), level = s4_cell_level(&c->geo, cell);
        char part[48];
        if (s4_geometry_is_flat(&c->geo)) {
            snprintf(part, sizeof part, "column %d row %d", s4_peg_column(&c->geo, peg) + 1,
                     level + 1);
        } else {
            char name[S4_PEG_TEXT];
            s4_peg_format(&c->geo, peg, name);
            snprintf(part, sizeof part, "%s level %d", name, level + 1);
        }
        int n = snprintf(buf + used, size - used, "%s%s", used ? ", " : "", part);
        if (n < 0 || (size_t)n >= size - used)
            return;
        used += (size_t)n;
    }
}

bool console_ask_engine(Console *c, const S4Board *board, S4Colour colour, int *peg)
{
    char why[ENGINE_LINK_MAX_WHY];
    if (c->tell_thinking) {
        fprintf(c->out, "(the engine is thinking for %s...)\n", s4_side_name(&c->geo, colour));
        fflush(c->out);
    }
    if (engine_link_ask(&c->engine, board, colour, peg, why))
        return true;
    fprintf(c->out, "Engine trouble: %s.\n", why);
    return false;
}

bool console_open_window(Console *c, S4Board *board, S4Colour *to_move)
{
    char why[WINDOW_MAX_WHY];
    /* The window plays the game the console would: the same seats and engine. */
    const bool engine_seat[2] = {c->seat[S4_WHITE] == SEAT_ENGINE,
                                 c->seat[S4_BLACK] == SEAT_ENGINE};
    char flags[2 * WINDOW_MAX_COMMAND];
    if (!window_link_player_flags(engine_seat, c->window_engine, c->window_depth, flags,
                                  sizeof flags)) {
        fputs("The window did not open: the engine's command is too long. Nothing changed.\n",
              c->out);
        return false;
    }
    fprintf(c->out, "Opening the window (%s to move); the console waits until it closes.\n",
            s4_side_name(&c->geo, *to_move));
    if (window_link_run(c->window_command, flags, board, to_move, c->out, why)) {
        fputs("Back from the window, on the position it closed with.\n", c->out);
        return true;
    }
    fprintf(c->out, "The window did not open: %s. Nothing changed.\n", why);
    return false;
}
