/* book.c: reading, probing and writing the opening book. */
#include "book.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/file_reader.h"
#include "core/notation.h"
#include "symmetry.h"

void s4_book_canonical(const S4Geometry *geo, uint64_t white, uint64_t black, uint64_t *cw,
                       uint64_t *cb, int *t)
{
    *cw = white, *cb = black, *t = 0;
    for (int k = 1; k < 8; k++) {
        uint64_t w = s4_symmetry_beads(geo, white, k), b = s4_symmetry_beads(geo, black, k);
        if (w < *cw || (w == *cw && b < *cb))
            *cw = w, *cb = b, *t = k;
    }
}

static int compare(const void *a, const void *b)
{
    const S4BookEntry *x = a, *y = b;
    if (x->white != y->white)
        return x->white < y->white ? -1 : 1;
    return x->black < y->black ? -1 : x->black > y->black;
}

static uint64_t fnv1a(uint64_t h, const char *text)
{
    for (; *text; text++)
        h = (h ^ (unsigned char)*text) * 0x100000001b3ULL;
    return h;
}

static const uint64_t fnv_basis = 0xcbf29ce484222325ULL;

static bool fail(S4Book *book, char why[S4_BOOK_MAX_WHY], const char *text, int line)
{
    if (line > 0)
        snprintf(why, S4_BOOK_MAX_WHY, "line %d: %s", line, text);
    else
        snprintf(why, S4_BOOK_MAX_WHY, "%s", text);
    s4_book_free(book);
    return false;
}

bool s4_book_read(S4Book *book, const char *path, const S4Geometry *geo,
                  char why[S4_BOOK_MAX_WHY])
{
    memset(book, 0, sizeof *book);
    if (geo->width != 4 || geo->depth != 4 || geo->height != 4)
        return fail(book, why, "the book is for Score Four only", 0);
    /* Without blocking, a regular file only: a FIFO or /dev/zero is refused before a read. */
    int fd, saved;
    S4Status opened = s4_open_regular(path, &fd, &saved);
    if (opened == S4_ERR_NOT_REGULAR)
        return fail(book, why, "not a regular file", 0);
    FILE *in = opened == S4_OK ? fdopen(fd, "r") : NULL;
    if (!in) {
        if (opened == S4_OK)
            close(fd);
        return fail(book, why, "cannot be read", 0);
    }
    book->entries = malloc(S4_BOOK_MAX_ENTRIES * sizeof *book->entries);
    if (!book->entries) {
        fclose(in);
        return fail(book, why, "out of memory", 0);
    }
    char line[256];
    int number = 0;
    bool ended = false, headed = false;
    uint64_t hash = fnv_basis;
    const char *error = NULL;
    while (!error && fgets(line, sizeof line, in)) {
        number++;
        size_t len = strcspn(line, "\n");
        if (line[len] != '\n') {
            error = "a line without its end (truncated or not a book)";
            break;
        }
        line[len] = '\0';
        if (!headed) {
            char expect[32];
            snprintf(expect, sizeof expect, "score4-book %d", S4_BOOK_VERSION);
            if (strcmp(line, expect) != 0)
                error = "not a Score Four book of version 1";
            headed = true;
            continue;
        }
        if (ended) {
            error = "text after the end line";
            break;
        }
        if (line[0] == '#')
            continue;
        unsigned long long w, b, h;
        char peg_text[8];
        int count, used = 0;
        if (sscanf(line, "end %d %16llx%n", &count, &h, &used) == 2 && line[used] == '\0') {
            if (count != book->count)
                error = "the end line's count does not match the entries (truncated?)";
            else if ((uint64_t)h != hash)
                error = "checksum mismatch (the file was changed or damaged)";
            ended = true;
            continue;
        }
        int peg;
        if (sscanf(line, "%16llx %16llx %7s%n", &w, &b, peg_text, &used) != 3 || line[used] != '\0' ||
            s4_peg_parse(geo, peg_text, strlen(peg_text), &peg) != S4_OK ||
            ((uint64_t)w & (uint64_t)b) != 0 || ((w | b) & ~geo->board_mask) != 0) {
            error = "not an entry";
            break;
        }
        if (book->count >= S4_BOOK_MAX_ENTRIES) {
            error = "too many entries";
            break;
        }
        book->entries[book->count++] = (S4BookEntry){(uint64_t)w, (uint64_t)b, peg};
        hash = fnv1a(fnv1a(hash, line), "\n");
    }
    fclose(in);
    if (!error && !headed)
        error = "empty file";
    if (!error && !ended)
        error = "truncated: no end line";
    if (error)
        return fail(book, why, error, ended || number == 0 ? 0 : number);
    qsort(book->entries, (size_t)book->count, sizeof *book->entries, compare);
    return true;
}

void s4_book_free(S4Book *book)
{
    free(book->entries);
    book->entries = NULL;
    book->count = 0;
}

int s4_book_probe(const S4Book *book, const S4Board *board)
{
    if (book->count == 0)
        return -1;
    const S4Geometry *geo = board->geo;
    S4BookEntry key;
    int t;
    s4_book_canonical(geo, board->beads[0], board->beads[1], &key.white, &key.black, &t);
    const S4BookEntry *hit =
        bsearch(&key, book->entries, (size_t)book->count, sizeof key, compare);
    if (!hit)
        return -1;
    /* the real peg is the one symmetry t sends onto the book's peg */
    for (int peg = 0; peg < geo->pegs; peg++)
        if (s4_symmetry_peg(geo, peg, t) == hit->peg)
            return s4_board_can_play(board, peg) ? peg : -1;
    return -1;
}

void s4_book_write(FILE *out, const S4Geometry *geo, S4BookEntry *entries, int count,
                   const char *const *comments, int comment_count)
{
    qsort(entries, (size_t)count, sizeof *entries, compare);
    fprintf(out, "score4-book %d\n", S4_BOOK_VERSION);
    for (int i = 0; i < comment_count; i++)
        fprintf(out, "#%s\n", comments[i]);
    uint64_t hash = fnv_basis;
    for (int i = 0; i < count; i++) {
        char peg[S4_PEG_TEXT], line[128];
        s4_peg_format(geo, entries[i].peg, peg);
        snprintf(line, sizeof line, "%016" PRIx64 " %016" PRIx64 " %s", entries[i].white,
                 entries[i].black, peg);
        fprintf(out, "%s\n", line);
        hash = fnv1a(fnv1a(hash, line), "\n");
    }
    fprintf(out, "end %d %016" PRIx64 "\n", count, hash);
}
