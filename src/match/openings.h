/* openings.h: a set of opening positions read from a file, for paired matches. */
#ifndef S4_MATCH_OPENINGS_H
#define S4_MATCH_OPENINGS_H

#include <stddef.h>

#include "core/geometry.h"
#include "core/status.h"

enum { S4_OPENINGS_MAX = 4096 };

typedef struct S4OpeningSet {
    int count;
    int length[S4_OPENINGS_MAX];
    unsigned char pegs[S4_OPENINGS_MAX][S4_MAX_CELLS];
} S4OpeningSet;

/* Reads one game record per line (`B2 C3 ...`; blank lines and lines starting with '#'
 * skipped) for geo. Each must be legal and leave the game unfinished. On a bad line returns
 * its status and its 1-based number in *bad_line, and the set is not to be used; a file that
 * cannot be opened gives S4_ERR_SYNTAX and *bad_line -1 (errno says why); an empty one
 * S4_ERR_SYNTAX and 0. */
S4Status s4_openings_read(const char *path, const S4Geometry *geo, S4OpeningSet *set,
                          int *bad_line);

/* As s4_openings_read, with what went wrong in why ("<path>: line N: <reason>"). The file
 * is read bounded (S4_OPENINGS_MAX_LINE a line, S4_OPENINGS_MAX_INPUT in all) and opened
 * without blocking: a FIFO, a device or a directory is refused. */
enum { S4_OPENINGS_MAX_LINE = 1024, S4_OPENINGS_MAX_INPUT = 16 << 20 };
S4Status s4_openings_load(const char *path, const S4Geometry *geo, S4OpeningSet *set,
                          char *why, size_t why_size);

#endif
