/* board.c: bead placement, removal and line detection on bitboards. */
#include "core/board.h"

#include <assert.h>
#include <stddef.h>

const char *s4_colour_name(S4Colour c)
{
    return c == S4_WHITE ? "white" : "black";
}

void s4_board_init(S4Board *board, const S4Geometry *geo)
{
    assert(geo != NULL);
    board->geo = geo;
    board->beads[0] = board->beads[1] = 0;
    board->count = 0;
}

int s4_board_peg_height(const S4Board *board, int peg)
{
    assert(peg >= 0 && peg < board->geo->pegs);
    return __builtin_popcountll(s4_board_occupied(board) & board->geo->peg_mask[peg]);
}

bool s4_board_can_play(const S4Board *board, int peg)
{
    if (peg < 0 || peg >= board->geo->pegs)
        return false;
    return s4_board_peg_height(board, peg) < board->geo->height;
}

int s4_board_at(const S4Board *board, int peg, int level)
{
    assert(peg >= 0 && peg < board->geo->pegs && level >= 0 && level < board->geo->height);
    uint64_t bit = 1ULL << s4_cell(board->geo, peg, level);
    if (board->beads[S4_WHITE] & bit)
        return S4_WHITE;
    if (board->beads[S4_BLACK] & bit)
        return S4_BLACK;
    return -1;
}

S4Status s4_board_play(S4Board *board, int peg, S4Colour c)
{
    if (peg < 0 || peg >= board->geo->pegs)
        return S4_ERR_BAD_PEG;
    uint64_t cell = s4_board_playable_cells(board) & board->geo->peg_mask[peg];
    if (!cell)
        return S4_ERR_PEG_FULL;
    board->beads[c] |= cell;
    board->count++;
    return S4_OK;
}

S4Status s4_board_remove(S4Board *board, int peg)
{
    if (peg < 0 || peg >= board->geo->pegs)
        return S4_ERR_BAD_PEG;
    int h = s4_board_peg_height(board, peg);
    if (h == 0)
        return S4_ERR_PEG_EMPTY;
    uint64_t bit = 1ULL << s4_cell(board->geo, peg, h - 1);
    board->beads[0] &= ~bit;
    board->beads[1] &= ~bit;
    board->count--;
    return S4_OK;
}

uint64_t s4_board_winning_line(const S4Board *board, S4Colour c)
{
    const S4Geometry *geo = board->geo;
    uint64_t own = board->beads[c];
    for (int i = 0; i < geo->line_count; i++)
        if ((own & geo->lines[i]) == geo->lines[i])
            return geo->lines[i];
    return 0;
}

static bool cell_completes_line(const S4Geometry *geo, uint64_t own, int cell)
{
    for (int i = 0; i < geo->lines_at_count[cell]; i++) {
        uint64_t line = geo->lines[geo->lines_at[cell][i]];
        if ((own & line) == line)
            return true;
    }
    return false;
}

bool s4_board_top_wins(const S4Board *board, int peg)
{
    int h = s4_board_peg_height(board, peg);
    if (h == 0)
        return false;
    int cell = s4_cell(board->geo, peg, h - 1);
    int colour = s4_board_at(board, peg, h - 1);
    return cell_completes_line(board->geo, board->beads[colour], cell);
}

bool s4_board_move_would_win(const S4Board *board, int peg, S4Colour c)
{
    assert(s4_board_can_play(board, peg));
    int cell = s4_cell(board->geo, peg, s4_board_peg_height(board, peg));
    return cell_completes_line(board->geo, board->beads[c] | 1ULL << cell, cell);
}

bool s4_board_is_dead(const S4Board *board)
{
    const S4Geometry *geo = board->geo;
    for (int i = 0; i < geo->line_count; i++) {
        uint64_t line = geo->lines[i];
        if (!(line & board->beads[0]) || !(line & board->beads[1]))
            return false;
    }
    return true;
}

int s4_board_legal_pegs(const S4Board *board, int pegs[S4_MAX_PEGS])
{
    int n = 0;
    for (int peg = 0; peg < board->geo->pegs; peg++)
        if (s4_board_peg_height(board, peg) < board->geo->height)
            pegs[n++] = peg;
    return n;
}
