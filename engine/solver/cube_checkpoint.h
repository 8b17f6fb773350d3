/* cube_checkpoint.h: score4-solve-mpi's checkpoint: what is known of a split's leaves, in a
 * file that is written whole or not at all and resumed only when every check passes. */
#ifndef S4_SOLVER_CUBE_CHECKPOINT_H
#define S4_SOLVER_CUBE_CHECKPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "cube_split.h"

/*
 * The file, version 2:
 *   score4-checkpoint 2
 *   split <weak 0|1> <depth> <nodes> <leaves> <white beads hex> <black beads hex>
 *   <leaf> <lo> <hi>            one line per leaf whose interval narrowed
 *   end <leaf lines> <checksum> FNV-1a (64 bits, hex) of every byte before "end"
 * A checkpoint is used only when everything holds: the version, the split's position, depth,
 * mode and size, each line's shape, each leaf a leaf of this split named once, each interval
 * inside the leaf's possible values with lo <= hi, the count and the checksum. One failure
 * refuses the whole file (a corrupt line could flip the answer); nothing is applied.
 */
enum {
    S4_CHECKPOINT_VERSION = 2,
    S4_CHECKPOINT_MAX_LINE = 200,
    S4_CHECKPOINT_WHY = 512, /* bytes of a reason */
};

/* Writes the split's narrowed leaves to path through the atomic writer: true, or false with
 * why ("<path>: <reason>") and the previous file intact. */
bool s4_cube_checkpoint_save(const S4CubeSplit *split, int depth, const char *path,
                             char why[S4_CHECKPOINT_WHY]);

/* Reads a checkpoint from in (name is what messages call it) into split, made by
 * s4_cube_split_init with the same position, depth and mode. True with *restored leaves
 * applied; false with why ("<name>: line N: <reason>") and split unchanged. */
bool s4_cube_checkpoint_read(S4CubeSplit *split, int depth, FILE *in, const char *name,
                             int *restored, char why[S4_CHECKPOINT_WHY]);

/* As s4_cube_checkpoint_read from path, opened without blocking (a FIFO, a device or a
 * directory is refused). A file that does not exist is not an error: true, *missing set,
 * nothing restored. */
bool s4_cube_checkpoint_load(S4CubeSplit *split, int depth, const char *path, int *restored,
                             bool *missing, char why[S4_CHECKPOINT_WHY]);

#endif
