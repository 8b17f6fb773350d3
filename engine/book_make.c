/* book_make.c: `score4-engine [--movetime MS] [--threads N] book PLIES`: the opening book,
 * built by searching every position within PLIES beads of the start that a game can reach
 * while the book's side follows the book (the other side may play anything). */
#include "book_make.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>

#include "book.h"
#include "core/atomic_file.h"
#include "symmetry.h"
#include "core/game.h"
#include "search.h"

typedef struct BookMaker {
    const S4Geometry *geo;
    S4Searcher *searcher;
    S4SearchLimits limits;
    S4BookEntry *entries;
    int count;
    int plies;
    FILE *err;
} BookMaker;

static bool known(const BookMaker *m, uint64_t w, uint64_t b)
{
    for (int i = 0; i < m->count; i++)
        if (m->entries[i].white == w && m->entries[i].black == b)
            return true;
    return false;
}

/* The book's side is to move in game. */
static void visit(BookMaker *m, S4Game *game)
{
    if (s4_game_over(game) || game->move_count >= m->plies || m->count >= S4_BOOK_MAX_ENTRIES)
        return;
    uint64_t cw, cb;
    int t;
    s4_book_canonical(m->geo, game->board.beads[0], game->board.beads[1], &cw, &cb, &t);
    if (known(m, cw, cb))
        return;
    S4SearchResult r;
    s4_searcher_clear(m->searcher);
    s4_search(m->searcher, &game->board, s4_game_to_move(game), &m->limits, &r);
    m->entries[m->count++] = (S4BookEntry){cw, cb, s4_symmetry_peg(m->geo, r.peg, t)};
    fprintf(m->err, "score4-engine: book: %d positions; %d beads: peg %d depth %d score %d\n",
            m->count, game->move_count, r.peg, r.depth, r.score);
    s4_game_play(game, r.peg);
    int pegs[S4_MAX_PEGS], n = s4_game_over(game) ? 0 : s4_board_legal_pegs(&game->board, pegs);
    for (int i = 0; i < n; i++) {
        s4_game_play(game, pegs[i]);
        visit(m, game);
        s4_game_undo(game);
    }
    s4_game_undo(game);
}

int engine_book(const EngineOptions *options, long plies, const char *path, FILE *err)
{
    S4AtomicFile file = {.file = stdout};
    S4Status st = path != NULL ? s4_atomic_open(&file, path) : S4_OK;
    if (st != S4_OK) {
        char why[S4_ATOMIC_PATH + 128];
        s4_atomic_describe(&file, st, why, sizeof why);
        fprintf(err, "score4-engine: book: %s\n", why);
        return 1;
    }
    S4Geometry geo;
    s4_geometry_preset(&geo, "score4");
    BookMaker m = {.geo = &geo, .plies = (int)plies, .err = err};
    m.limits = (S4SearchLimits){.depth = options->depth,
                                .movetime_ms = options->movetime_ms > 0 ? options->movetime_ms : 0};
    m.searcher = s4_searcher_new(options->hash_mb, options->threads);
    m.entries = malloc(S4_BOOK_MAX_ENTRIES * sizeof *m.entries);
    if (!m.searcher || !m.entries) {
        fprintf(err, "score4-engine: book: %s\n", s4_status_str(S4_ERR_OUT_OF_MEMORY));
        if (path != NULL)
            s4_atomic_abort(&file);
        s4_searcher_free(m.searcher);
        free(m.entries);
        return 2;
    }
    double start = (double)time(NULL);
    S4Game game;
    s4_game_init(&game, &geo);
    visit(&m, &game); /* the book plays white */
    int pegs[S4_MAX_PEGS], n = s4_board_legal_pegs(&game.board, pegs);
    for (int i = 0; i < n; i++) { /* the book plays black */
        s4_game_play(&game, pegs[i]);
        visit(&m, &game);
        s4_game_undo(&game);
    }
    char made[200], search[160], machine[400], when[64];
    snprintf(made, sizeof made, " made by: score4-engine --movetime %ld --depth %d --threads %d "
             "--hash %d book %ld", options->movetime_ms, options->depth, options->threads,
             options->hash_mb, plies);
    snprintf(search, sizeof search, " %d positions within %ld beads of the start, searched in %.0f s",
             m.count, plies, (double)time(NULL) - start);
    struct utsname u;
    if (uname(&u) == 0)
        snprintf(machine, sizeof machine, " machine: %s %s %s", u.sysname, u.release, u.machine);
    else
        snprintf(machine, sizeof machine, " machine: unknown");
    time_t now = time(NULL);
    strftime(when, sizeof when, " made on: %Y-%m-%d %H:%M UTC", gmtime(&now));
    const char *comments[] = {made, search, machine, when};
    s4_book_write(file.file, &geo, m.entries, m.count, comments, 4);
    s4_searcher_free(m.searcher);
    free(m.entries);
    st = path != NULL ? s4_atomic_commit(&file) : (fflush(stdout) == 0 ? S4_OK : S4_ERR_SYSTEM);
    if (st != S4_OK) {
        char why[S4_ATOMIC_PATH + 128];
        if (path != NULL)
            s4_atomic_describe(&file, st, why, sizeof why);
        else
            snprintf(why, sizeof why, "standard output: %s", strerror(errno));
        fprintf(err, "score4-engine: book: %s\n", why);
        return 1;
    }
    return 0;
}
