/* skeleton_units.c: score4-skeleton units (skeleton.h): the skeleton written as a
 * certificate whose frontier positions are work units for a campaign (bench/campaign.py). */
#include "skeleton.h"

#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/notation.h"
#include "symmetry.h"

/* ---- units: the skeleton as a certificate with its frontier left as work units ---------- */

typedef struct Units {
    Skeleton *s;
    FILE *tree, *list;
    long nodes, units;
    uint64_t (*at)[2]; /* the white and black beads of the nodes written out in full */
    long capacity;     /* of at, and the most node lines */
    struct UnitSlot *slot; /* the first node of each class (canonical position), by hash */
    size_t slots;      /* a power of two, twice capacity: the table is never full */
} Units;

typedef struct UnitSlot {
    uint64_t kw, kb; /* the class's canonical position */
    long node;       /* its first node + 1; 0: a free slot (the empty board's keys are 0) */
} UnitSlot;

/* The slot of b's class: its first node's when there is one, else the free slot where it
 * goes. */
static UnitSlot *unit_slot(const Units *u, const S4Board *b)
{
    uint64_t kw, kb;
    s4_skeleton_canonical(&u->s->geo, b, &kw, &kb);
    size_t j = (size_t)((kw * 0x9E3779B97F4A7C15ULL ^ kb) >> 17) & (u->slots - 1);
    while (u->slot[j].node && (u->slot[j].kw != kw || u->slot[j].kb != kb))
        j = (j + 1) & (u->slots - 1);
    u->slot[j].kw = kw;
    u->slot[j].kb = kb;
    return &u->slot[j];
}

/* The first node whose position is b's under a symmetry t (the checker's numbering: the
 * image of that node's beads under t is b), or -1: a hash lookup by class, then the one
 * symmetry found among the 8. */
static long earlier(const Units *u, const S4Board *b, int *t)
{
    const UnitSlot *slot = unit_slot(u, b);
    if (!slot->node)
        return -1;
    long i = slot->node - 1;
    for (*t = 0; *t < 8; (*t)++)
        if (s4_symmetry_beads(&u->s->geo, u->at[i][0], *t) == b->beads[0] &&
            s4_symmetry_beads(&u->s->geo, u->at[i][1], *t) == b->beads[1])
            return i;
    assert(!"a class's first node is no image of its position");
    return -1;
}

static bool units_from(Units *u, S4Board *b, S4Colour to_move, S4Game *path)
{
    Skeleton *s = u->s;
    if (s4_board_winning_line(b, S4_WHITE) || s4_board_winning_line(b, S4_BLACK) ||
        s4_board_is_full(b)) {
        fputs("over\n", u->tree);
        u->nodes++;
        return u->nodes <= u->capacity;
    }
    int t;
    long same = earlier(u, b, &t);
    if (same >= 0) {
        fprintf(u->tree, "same %ld %d\n", same, t);
        u->nodes++;
        return u->nodes <= u->capacity;
    }
    if (u->nodes >= u->capacity)
        return false;
    u->at[u->nodes][0] = b->beads[0];
    u->at[u->nodes][1] = b->beads[1];
    unit_slot(u, b)->node = u->nodes + 1;
    u->nodes++;
    char name[S4_PEG_TEXT];
    if (s4_skeleton_kind(s, b, to_move) != INNER) {
        char moves[512];
        s4_game_format_record(path, moves, sizeof moves);
        fprintf(u->tree, "unit %ld\n", u->units);
        fprintf(u->list, "%ld\t%s\n", u->units++, moves);
        return true;
    }
    if (to_move == S4_WHITE) {
        int peg = s4_skeleton_engine_move(s, b);
        if (peg < 0)
            return false;
        s4_peg_format(&s->geo, peg, name);
        fprintf(u->tree, "move %s\n", name);
        s4_board_play(b, peg, S4_WHITE);
        s4_game_play(path, peg);
        bool ok = units_from(u, b, S4_BLACK, path);
        s4_game_undo(path);
        s4_board_remove(b, peg);
        return ok;
    }
    int pegs[16], n = 0;
    for (int peg = 0; peg < 16; peg++)
        if (s4_board_can_play(b, peg))
            pegs[n++] = peg;
    fprintf(u->tree, "replies %d", n);
    for (int i = 0; i < n; i++) {
        s4_peg_format(&s->geo, pegs[i], name);
        fprintf(u->tree, " %s", name);
    }
    fputc('\n', u->tree);
    for (int i = 0; i < n; i++) {
        s4_board_play(b, pegs[i], S4_BLACK);
        s4_game_play(path, pegs[i]);
        bool ok = units_from(u, b, S4_WHITE, path);
        s4_game_undo(path);
        s4_board_remove(b, pegs[i]);
        if (!ok)
            return false;
    }
    return true;
}

int s4_skeleton_units(Skeleton *s, const S4Game *root, const char *dir, bool draw)
{
    char tree_path[4096], list_path[4096];
    snprintf(tree_path, sizeof tree_path, "%s/skeleton.txt", dir);
    snprintf(list_path, sizeof list_path, "%s/units.txt", dir);
    Units u = {.s = s, .tree = fopen(tree_path, "w"), .list = fopen(list_path, "w"),
               .capacity = 1 << 20};
    u.at = malloc((size_t)u.capacity * sizeof *u.at);
    u.slots = 2 * (size_t)u.capacity;
    u.slot = calloc(u.slots, sizeof *u.slot);
    if (!u.tree || !u.list || !u.at || !u.slot) {
        fprintf(stderr, "score4-skeleton: cannot write %s and %s\n", tree_path, list_path);
        return 2;
    }
    fprintf(u.tree, "score4-certificate 1\nroot %s\nclaim white %s\n", s->o->root,
            draw ? "draw" : "win");
    S4Board b = root->board;
    S4Game path = *root;
    bool ok = units_from(&u, &b, s4_game_to_move(root), &path);
    fprintf(u.tree, "end %ld\n", u.nodes);
    ok = (fclose(u.tree) == 0) & (fclose(u.list) == 0) & ok;
    free(u.at);
    free(u.slot);
    if (!ok) {
        fprintf(stderr, "score4-skeleton: the skeleton is too large or a write failed\n");
        return 1;
    }
    fprintf(stderr, "score4-skeleton: %ld nodes, %ld units in %s\n", u.nodes, u.units, dir);
    return 0;
}
