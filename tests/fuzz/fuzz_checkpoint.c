/* libFuzzer target: score4-solve-mpi's checkpoint reader (engine/solver/cube_checkpoint.h)
 * against a split of one 28-bead position (bench/solver_data/score4/beads28.txt, line 29)
 * two plies deep, weak. Invariants: a refused file says why and leaves the split exactly as
 * it was; an accepted one narrows only leaves, within the values each leaf can have, and
 * leaves every node's interval non-empty (lo <= hi). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cube_checkpoint.h"
#include "cube_stream.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

static const char POSITION[] =
    "A3 B1 A3 C1 A4 D1 A1 A2 A1 D3 D4 A3 A3 C2 C4 B4 A2 A4 D2 D4 A4 A2 C1 B2 B3 B2 D3 B3";
enum { DEPTH = 2 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size); /* libFuzzer calls it */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static S4CubeLines lines;
    static S4CubeSplit original;
    static S4CubeSplitNode *scratch;
    if (scratch == NULL) {
        s4_cube_lines_init(&lines);
        S4CubePos root;
        char why[160];
        check(s4_cube_parse_record(&lines, POSITION, strlen(POSITION), &root, why, sizeof why));
        check(s4_cube_split_init(&original, &lines, &root, DEPTH, true));
        scratch = malloc((size_t)original.count * sizeof *scratch);
        check(scratch != NULL);
    }
    S4CubeSplit split = original;
    split.node = scratch;
    memcpy(scratch, original.node, (size_t)original.count * sizeof *scratch);
    FILE *in = fmemopen((void *)data, size ? size : 1, "r");
    if (in == NULL)
        return 0;
    if (size == 0)
        fgetc(in); /* fmemopen needs a byte: read it, so the stream is empty */
    int restored = -1;
    char why[S4_CHECKPOINT_WHY];
    why[0] = '\0';
    bool ok = s4_cube_checkpoint_read(&split, DEPTH, in, "ck", &restored, why);
    fclose(in);
    if (!ok) {
        check(strncmp(why, "ck: ", 4) == 0);
        check(memchr(why, '\0', sizeof why) != NULL);
        check(restored == 0);
        check(memcmp(scratch, original.node, (size_t)original.count * sizeof *scratch) == 0);
        return 0;
    }
    check(restored >= 0 && restored <= original.leaves);
    for (int i = 0; i < split.count; i++) {
        const S4CubeSplitNode *n = &split.node[i], *o = &original.node[i];
        check(n->lo <= n->hi);
        if (n->children == 0)
            check(n->lo >= o->lo && n->hi <= o->hi); /* only narrowed */
    }
    return 0;
}
