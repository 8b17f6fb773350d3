/* window_link.h: `go gui.`: the window opened on a position, and the position it hands back. */
#ifndef S4_CONSOLE_WINDOW_LINK_H
#define S4_CONSOLE_WINDOW_LINK_H

#include <stdbool.h>
#include <stdio.h>

#include "core/board.h"

enum { WINDOW_MAX_COMMAND = 1024, WINDOW_MAX_WHY = 256 };

/* Reads the window's report line "position: <P> to-move: <colour> ..." onto a board of geo
 * (*board and *to_move untouched unless it is one). */
bool window_link_parse_report(const S4Geometry *geo, const char *line, S4Board *board,
                              S4Colour *to_move);

/* The window's flags for who plays: `--mode pvp` when no seat is the engine's, `--mode eve`
 * when both are, else `--mode pve --human <the person's colour>`; then ` --engine '<CMD>'`
 * when engine_command is not NULL (quoted for sh) and ` --depth N` when depth >= 0. false
 * when that does not fit in size bytes (buf then holds nothing usable). */
bool window_link_player_flags(const bool engine_seat[2], const char *engine_command, long depth,
                              char *buf, size_t size);

/* Runs `command --game G --position P --to-move C --print-position <flags>` through /bin/sh
 * (flags: window_link_player_flags's, or ""), waits for the window to close and copies every
 * line it prints to `out`. When the window reports "position: <P> to-move: <colour> result:
 * <text>", that position is read into *board and *to_move and true is returned; otherwise
 * false with a reason in why and *board, *to_move unchanged. */
bool window_link_run(const char *command, const char *flags, S4Board *board, S4Colour *to_move,
                     FILE *out, char why[WINDOW_MAX_WHY]);

#endif
