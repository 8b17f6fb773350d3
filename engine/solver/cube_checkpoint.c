/* cube_checkpoint.c: the checksummed checkpoint of score4-solve-mpi (see cube_checkpoint.h). */
#include "cube_checkpoint.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "core/atomic_file.h"
#include "core/file_reader.h"
#include "core/number.h"

static const uint64_t fnv_basis = 0xcbf29ce484222325ULL;

static uint64_t fnv1a(uint64_t h, const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++)
        h = (h ^ (unsigned char)text[i]) * 0x100000001b3ULL;
    return h;
}

/* The interval a leaf could ever have (cube_split.c's initial one): a checkpoint's interval
 * must lie inside it. */
static void possible(const S4CubeSplit *split, int leaf, int *lo, int *hi)
{
    const S4CubePos *pos = &split->node[leaf].pos;
    int v;
    if (s4_cube_decided(pos, &v)) {
        *lo = *hi = split->weak ? (v > 0) - (v < 0) : v;
    } else if (split->weak) {
        *lo = -1;
        *hi = 1;
    } else {
        *lo = -(63 - pos->moves);
        *hi = 64 - pos->moves;
    }
}

/* The "split ..." line of this split. */
static int split_line(const S4CubeSplit *split, int depth, char *buf, size_t size)
{
    const S4CubePos *root = &split->node[0].pos;
    return snprintf(buf, size, "split %d %d %d %d %016" PRIx64 " %016" PRIx64 "\n", split->weak,
                    depth, split->count, split->leaves, root->me, root->opp);
}

bool s4_cube_checkpoint_save(const S4CubeSplit *split, int depth, const char *path,
                             char why[S4_CHECKPOINT_WHY])
{
    S4AtomicFile f;
    S4Status status = s4_atomic_open(&f, path);
    if (status == S4_OK) {
        char line[S4_CHECKPOINT_MAX_LINE];
        uint64_t h = fnv_basis;
        int n = snprintf(line, sizeof line, "score4-checkpoint %d\n", S4_CHECKPOINT_VERSION);
        h = fnv1a(h, line, (size_t)n);
        fputs(line, f.file);
        n = split_line(split, depth, line, sizeof line);
        h = fnv1a(h, line, (size_t)n);
        fputs(line, f.file);
        int lines = 0;
        for (int i = 0; i < split->count; i++) {
            const S4CubeSplitNode *node = &split->node[i];
            int lo, hi;
            possible(split, i, &lo, &hi);
            if (node->children != 0 || (node->lo == lo && node->hi == hi))
                continue;
            n = snprintf(line, sizeof line, "%d %d %d\n", i, node->lo, node->hi);
            h = fnv1a(h, line, (size_t)n);
            fputs(line, f.file);
            lines++;
        }
        fprintf(f.file, "end %d %016" PRIx64 "\n", lines, h);
        status = s4_atomic_commit(&f);
    }
    if (status != S4_OK) {
        s4_atomic_describe(&f, status, why, S4_CHECKPOINT_WHY);
        return false;
    }
    return true;
}

/* Reads a number in [min, max] from *p (core/number.h's grammar, then one blank or the end). */
static bool number(const char **p, long min, long max, long *value)
{
    const char *end = strchr(*p, ' ');
    size_t len = end ? (size_t)(end - *p) : strlen(*p);
    char word[24];
    if (len == 0 || len >= sizeof word)
        return false;
    memcpy(word, *p, len);
    word[len] = '\0';
    if (s4_parse_long(word, min, max, value) != S4_OK)
        return false;
    *p += len + (end != NULL);
    return true;
}

typedef struct Narrowed {
    int leaf, lo, hi;
} Narrowed;

/* Checks one "<leaf> <lo> <hi>" line against the split; seen marks leaves named already. */
static const char *leaf_line(const S4CubeSplit *split, const char *text, unsigned char *seen,
                             Narrowed *out)
{
    long leaf, lo, hi;
    const char *p = text;
    if (!number(&p, 0, split->count - 1, &leaf) || !number(&p, -100, 100, &lo) ||
        !number(&p, -100, 100, &hi) || *p != '\0')
        return "not a line \"<leaf> <lo> <hi>\" of this split";
    if (split->node[leaf].children != 0)
        return "not a leaf of this split";
    if (seen[leaf])
        return "a leaf named twice";
    int can_lo, can_hi;
    possible(split, (int)leaf, &can_lo, &can_hi);
    if (lo > hi || lo < can_lo || hi > can_hi)
        return "an interval this leaf cannot have";
    seen[leaf] = 1;
    *out = (Narrowed){(int)leaf, (int)lo, (int)hi};
    return NULL;
}

/* Reads and checks the whole file into narrowed[0..*count): NULL, or the reason and the line
 * in reader->line_no. */
static const char *check(const S4CubeSplit *split, int depth, S4FileReader *reader,
                         Narrowed *narrowed, int *count, unsigned char *seen)
{
    uint64_t h = fnv_basis;
    char expect[S4_CHECKPOINT_MAX_LINE];
    bool ended = false;
    S4Status status;
    *count = 0;
    while (s4_file_reader_next(reader, &status)) {
        if (status == S4_ERR_LINE_TOO_LONG)
            return "line too long";
        if (status != S4_OK)
            return s4_status_str(status);
        const char *text = reader->line;
        if (memchr(text, '\0', reader->len) != NULL)
            return "a NUL byte";
        if (ended)
            return "text after the end line";
        if (reader->line_no == 1) {
            snprintf(expect, sizeof expect, "score4-checkpoint %d", S4_CHECKPOINT_VERSION);
            if (strcmp(text, expect) != 0)
                return "not a score4-solve-mpi checkpoint of version 2";
        } else if (reader->line_no == 2) {
            int n = split_line(split, depth, expect, sizeof expect);
            expect[n - 1] = '\0';
            if (strcmp(text, expect) != 0)
                return "made for another position, depth or mode";
        } else if (strncmp(text, "end ", 4) == 0) {
            const char *p = text + 4;
            long lines;
            char sum[17];
            if (!number(&p, 0, split->count, &lines) || strlen(p) != 16 ||
                strspn(p, "0123456789abcdef") != 16)
                return "not an end line \"end <lines> <checksum>\"";
            if (lines != *count)
                return "the end line's count does not match (truncated?)";
            snprintf(sum, sizeof sum, "%016" PRIx64, h);
            if (strcmp(p, sum) != 0)
                return "checksum mismatch (the file was changed or damaged)";
            ended = true;
            continue;
        } else {
            const char *bad = leaf_line(split, text, seen, &narrowed[*count]);
            if (bad)
                return bad;
            (*count)++;
        }
        h = fnv1a(h, text, reader->len);
        h = fnv1a(h, "\n", 1);
    }
    if (status != S4_OK)
        return s4_status_str(status);
    if (reader->line_no == 0)
        return "empty";
    if (!ended)
        return "no end line (truncated)";
    return NULL;
}

bool s4_cube_checkpoint_read(S4CubeSplit *split, int depth, FILE *in, const char *name,
                             int *restored, char why[S4_CHECKPOINT_WHY])
{
    *restored = 0;
    char buffer[S4_CHECKPOINT_MAX_LINE + 1];
    S4FileReader reader;
    /* Each leaf once, plus three lines, each under the line bound. */
    size_t max_input = ((size_t)split->count + 3) * S4_CHECKPOINT_MAX_LINE;
    s4_file_reader_attach(&reader, in, name, buffer, S4_CHECKPOINT_MAX_LINE, max_input);
    Narrowed *narrowed = malloc((size_t)split->count * sizeof *narrowed);
    unsigned char *seen = calloc((size_t)split->count, 1);
    const char *bad = narrowed && seen ? NULL : "out of memory";
    int count = 0;
    if (!bad)
        bad = check(split, depth, &reader, narrowed, &count, seen);
    if (bad) {
        if (reader.line_no > 0)
            snprintf(why, S4_CHECKPOINT_WHY, "%s: line %ld: %s", name, reader.line_no, bad);
        else
            snprintf(why, S4_CHECKPOINT_WHY, "%s: %s", name, bad);
    } else {
        for (int i = 0; i < count; i++)
            s4_cube_split_report(split, narrowed[i].leaf, narrowed[i].lo, narrowed[i].hi);
        *restored = count;
    }
    free(narrowed);
    free(seen);
    return bad == NULL;
}

bool s4_cube_checkpoint_load(S4CubeSplit *split, int depth, const char *path, int *restored,
                             bool *missing, char why[S4_CHECKPOINT_WHY])
{
    *restored = 0;
    *missing = false;
    int fd, saved;
    S4Status status = s4_open_regular(path, &fd, &saved);
    if (status == S4_ERR_SYSTEM && saved == ENOENT) {
        *missing = true;
        return true;
    }
    FILE *in = status == S4_OK ? fdopen(fd, "r") : NULL;
    if (in == NULL) {
        char reason[160];
        s4_status_describe(status, status == S4_OK ? errno : saved, reason, sizeof reason);
        snprintf(why, S4_CHECKPOINT_WHY, "%s: %s", path, reason);
        return false;
    }
    bool ok = s4_cube_checkpoint_read(split, depth, in, path, restored, why);
    fclose(in);
    return ok;
}
