/* line_editor.h: the console's line editing and history at a terminal (libedit), kept in
 * $XDG_STATE_HOME/score4/history. From a pipe the console reads plain lines instead. */
#ifndef S4_CONSOLE_LINE_EDITOR_H
#define S4_CONSOLE_LINE_EDITOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct LineEditor LineEditor;

/* The history file: $XDG_STATE_HOME/score4/history, or $HOME/.local/state/score4/history when
 * XDG_STATE_HOME is unset or empty. False when neither variable gives a directory or the path
 * does not fit in size. */
bool line_editor_history_path(char *buf, size_t size);

/* True when this program was built with line editing (libedit). */
bool line_editor_available(void);

/* Line editing on the terminal in/out, with the history of history_path loaded (NULL: no
 * history kept). Returns NULL when built without libedit or when libedit cannot start; the
 * caller then reads plain lines. *why (at least 128 bytes) says why the history will not be
 * kept when that is so ("" otherwise). The caller owns the editor: line_editor_close. */
LineEditor *line_editor_open(FILE *in, FILE *out, const char *history_path, char *why,
                             size_t why_size);

/* Shows prompt and reads one edited line. Returns the line (with its newline, if any; owned
 * by the editor, valid until the next call) and its length in *len, or NULL at end of input
 * (Ctrl-D on an empty line) or on a read error. */
const char *line_editor_read(LineEditor *e, const char *prompt, size_t *len);

/* Adds a line the console took (without its newline; blank lines are not kept) to the
 * history and saves the history file. */
void line_editor_remember(LineEditor *e, const char *line);

/* Restores the terminal and frees the editor (NULL is fine). */
void line_editor_close(LineEditor *e);

#endif
