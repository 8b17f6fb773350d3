/* cube_threat_space.h: a small threat-space search that proves wins of the side to move made
 * of forcing moves (each answered by the one reply the opponent has), ending in a double or
 * stacked threat or in a position the static rules (cube_rules.h) say the opponent loses. */
#ifndef S4_SOLVER_CUBE_THREAT_SPACE_H
#define S4_SOLVER_CUBE_THREAT_SPACE_H

#include "cube_rule_cache.h"
#include "cube_rules.h"

/*
 * The moves the side to move may play without losing at once: with one playable threat of
 * the opponent, the block; never a cell right under an opponent threat (playing it gives the
 * opponent its line). 0 with two playable opponent threats (lost) or none of those left.
 * After any of these moves the opponent has no playable threat: the one it had is blocked,
 * and the cell above the move completes none of its lines.
 */
static inline uint64_t s4_cube_safe_moves(const S4CubePos *pos)
{
    uint64_t playable = s4_cube_playable(s4_cube_mask(pos));
    uint64_t forced = pos->wopp & playable;
    if (forced & (forced - 1))
        return 0;
    if (forced)
        playable = forced;
    return playable & ~(pos->wopp >> 16);
}

/* The one playable threat of ours that a move leaves (child: the opponent to move), or 0 when
 * it leaves none or more than one. */
static inline uint64_t s4_cube_single_threat(const S4CubePos *child, uint64_t mask_after)
{
    uint64_t ours = child->wopp & s4_cube_playable(mask_after);
    return ours & (ours - 1) ? 0 : ours;
}

/*
 * True when the side to move wins by at most `depth` forcing moves and one finishing move.
 * A forcing move leaves exactly one playable threat of ours, so the opponent (who has no
 * playable threat of its own after a safe move, see s4_cube_safe_moves) must block it at
 * once: any other reply lets us complete the line. The finishing move leaves two playable
 * threats (one is left after the block), or a playable threat right under another of ours
 * (the block makes the upper one playable), or a position whose static rule bounds the
 * opponent to a loss. Every step is forced or proved, so the result holds whatever the rest
 * of the position: it is a lower bound of a win (a score of at least 1). `rules`: whether
 * the static rules finish too (the tests switch them off to see them needed; the search
 * always uses them).
 */
static inline bool s4_cube_threat_space_win_with(const S4CubeLines *lines,
                                                 S4CubeRuleCache *cache, const S4CubePos *pos,
                                                 int depth, bool rules)
{
    uint64_t mask = s4_cube_mask(pos);
    if (pos->wme & s4_cube_playable(mask))
        return true;
    for (uint64_t rest = s4_cube_safe_moves(pos); rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        S4CubePos child;
        s4_cube_play(lines, pos, m, __builtin_ctzll(m), &child);
        uint64_t ours = child.wopp & s4_cube_playable(mask | m);
        if (ours && ((ours & (ours - 1)) || !(ours & ~(child.wopp >> 16))))
            return true;
        if (rules && s4_cube_rule_cached(lines, cache, &child) < 0)
            return true;
        if (ours && depth > 0) {
            S4CubePos reply;
            s4_cube_play(lines, &child, ours, __builtin_ctzll(ours), &reply);
            if (s4_cube_threat_space_win_with(lines, cache, &reply, depth - 1, rules))
                return true;
        }
    }
    return false;
}

/* The same with the static rules (the search's setting); `cache` may be NULL. */
static inline bool s4_cube_threat_space_win(const S4CubeLines *lines, S4CubeRuleCache *cache,
                                            const S4CubePos *pos, int depth)
{
    return s4_cube_threat_space_win_with(lines, cache, pos, depth, true);
}

/*
 * The part the alpha-beta does not do itself. A node of the search already looks at every
 * move's child for a double or stacked threat and for a static rule that cuts; what it
 * misses until it searches them is the forcing moves' continuations: each forcing move, the
 * forced block, then the threat-space win with depth - 1. True when one of them wins. (The
 * search does this step in its own loop over the children it has made; the tests call this.)
 */
static inline bool s4_cube_forcing_win(const S4CubeLines *lines, S4CubeRuleCache *cache,
                                       const S4CubePos *pos, int depth, bool rules)
{
    uint64_t mask = s4_cube_mask(pos);
    for (uint64_t rest = s4_cube_safe_moves(pos); rest; rest &= rest - 1) {
        uint64_t m = rest & -rest;
        S4CubePos child;
        s4_cube_play(lines, pos, m, __builtin_ctzll(m), &child);
        uint64_t ours = s4_cube_single_threat(&child, mask | m);
        if (!ours)
            continue;
        S4CubePos reply;
        s4_cube_play(lines, &child, ours, __builtin_ctzll(ours), &reply);
        if (s4_cube_threat_space_win_with(lines, cache, &reply, depth - 1, rules))
            return true;
    }
    return false;
}

#endif
