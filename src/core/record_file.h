/* record_file.h: finished games as text lines, written by the match runner and replayed by
 * the window and the console. */
#ifndef S4_CORE_RECORD_FILE_H
#define S4_CORE_RECORD_FILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "core/file_reader.h"
#include "core/game.h"

/*
 * One game a line:   <game> <result> <pegs...> [# <comment>]
 *   score4 1-0 B2 C3 B2 C2 B2 # white: engine-a, black: engine-b
 *   connect4 0-1 4 4 3 ... # black wins; white forfeits: no answer within 1000 ms
 * Moves are written in the game's convention (line_name.h): pegs "B2" in Score Four,
 * column numbers in the Connect games; older Connect records' "D1" is still read.
 * <result> is 1-0 (White won), 0-1 (Black won), 1/2-1/2 (drawn) or * (unfinished).
 * A forfeit is a result the board alone does not show; the comment says why.
 * Lines that are empty or start with '#' are comments.
 */

enum { S4_RECORD_MAX_LINE = 512, S4_RECORD_MAX_COMMENT = 256 };
/* A record file is read at most this far (a match of 100,000 games is about 20 MB). */
#define S4_RECORD_MAX_INPUT ((size_t)64 << 20)

typedef enum S4RecordOutcome {
    S4_OUTCOME_UNFINISHED, S4_OUTCOME_WHITE, S4_OUTCOME_BLACK, S4_OUTCOME_DRAW,
} S4RecordOutcome;

typedef struct S4Record {
    S4Geometry geo;                       /* the game's preset */
    S4RecordOutcome outcome;              /* as written on the line */
    int moves[S4_MAX_CELLS];              /* pegs in order */
    int move_count;
    char comment[S4_RECORD_MAX_COMMENT];  /* after '#', trimmed; may be empty */
} S4Record;

/* "1-0", "0-1", "1/2-1/2" or "*". */
const char *s4_outcome_text(S4RecordOutcome outcome);

/* Writes one line (with '\n') for a game: its preset name, the outcome, the moves and an
 * optional comment (NULL for none). Returns the length needed (like snprintf). */
size_t s4_record_format(const S4Game *game, S4RecordOutcome outcome, const char *comment,
                        char *buf, size_t size);

/* Reads one line. The moves must be legal from the empty board (checked by playing them),
 * and the result what they show: a finished game's own result; an unfinished game '*', or
 * 1-0 / 0-1 for a forfeit that the comment names ("forfeit"). S4_ERR_SYNTAX for a comment
 * or blank line, S4_ERR_UNKNOWN_GAME, S4_ERR_BAD_RESULT for a bad result word, the status
 * of the first move that cannot be played, or S4_ERR_RESULT_MISMATCH. */
S4Status s4_record_parse(const char *line, S4Record *record);

/* As s4_record_parse, but when the line's game is the preset `known` was built for (by
 * s4_geometry_preset), its geometry is copied instead of built again. known may be NULL
 * or zeroed (no game yet). */
S4Status s4_record_parse_known(const char *line, const S4Geometry *known, S4Record *record);

/* Reads a record file line by line, whatever its lines hold. Invariant: line_no is the
 * number of the last line read (1-based, counting every line); games counts the lines
 * that were neither blank nor comments. */
typedef struct S4RecordReader {
    S4FileReader lines;  /* bounded: S4_RECORD_MAX_LINE a line, S4_RECORD_MAX_INPUT in all */
    char line[S4_RECORD_MAX_LINE + 1];
    int line_no;
    int games;
    S4Geometry geo; /* the last game read (zeroed before the first): the next line of the
                       same game copies it instead of building it again */
} S4RecordReader;

/* Reads a stream the caller opened and closes (a test's memory, standard input). */
void s4_record_reader_init(S4RecordReader *reader, FILE *file);

/* Opens a record file without blocking ("-" is standard input): S4_OK, or the status of
 * s4_file_reader_open (a FIFO, a device or a directory is refused before any read);
 * s4_record_reader_describe says what went wrong. Close it with s4_record_reader_close. */
S4Status s4_record_reader_open(S4RecordReader *reader, const char *path);
void s4_record_reader_close(S4RecordReader *reader);

/* "<file>: line N: <reason>" for a status of the reader (s4_file_reader_describe). */
void s4_record_reader_describe(const S4RecordReader *reader, S4Status status, char *buf,
                               size_t size);

/* The next game line: true with *status its outcome (S4_OK and *record filled, a parse
 * status, S4_ERR_LINE_TOO_LONG for a line over S4_RECORD_MAX_LINE characters, whose rest
 * is skipped, or S4_ERR_BAD_RECORD for one holding a NUL byte); blank and comment lines are
 * skipped. S4_ERR_INPUT_TOO_BIG or S4_ERR_SYSTEM (not counted as a game) end the reading.
 * False at the end of the file. */
bool s4_record_next(S4RecordReader *reader, S4Record *record, S4Status *status);

/* Plays the record's first `upto` moves (all when upto < 0 or past the end) into *game,
 * which points at record->geo: keep the record alive while the game is used. */
void s4_record_replay(const S4Record *record, int upto, S4Game *game);

#endif
