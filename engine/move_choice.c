/* move_choice.c: the engine's move, from the first source that settles it: a weak level's
 * overlooked threat, the book, the Connect solver, Score Four's solver first, the search (with
 * the solver's check after it); the game clock pays for it. */
#include "move_choice.h"

#include <stdlib.h>
#include <string.h>

#include "core/clock.h"
#include "levels.h"
#include "solver_move.h"
#include "solver_plan.h"
#include "time_alloc.h"

/* Score Four at full strength with no depth cap: the exact solver runs before the search, and
 * checks its move after it, as solver_plan.h decides from the bead count and the budget. */
static S4SolverPlan cube_plan(const Engine *engine, long movetime)
{
    if (!engine_cube_strength(engine)) {
        S4SolverPlan none = {.first_parts = 0, .check = false};
        return none;
    }
    return s4_solver_plan(engine->board.count, movetime, engine->options.nodes);
}

/* The solvers' time out of a move of movetime ms (0: none) when they get 1/parts of it: a
 * second when neither a time nor a node budget is set, none when only nodes are. */
static double solver_ms(long movetime, uint64_t nodes, int parts)
{
    return movetime > 0 ? (double)movetime / parts : nodes > 0 ? 0 : 1000;
}

/* 1/parts of a node budget (0: none stays none). */
static uint64_t node_share(uint64_t nodes, int parts)
{
    return nodes > 0 ? nodes / (uint64_t)parts + 1 : 0;
}

/* Plays peg for side and makes it the report's move. */
static void play(Engine *engine, S4Colour side, int peg, MoveSource source, MoveReport *report)
{
    S4Status status = s4_board_play(&engine->board, peg, side);
    (void)status; /* every source returns a playable peg */
    report->source = source;
    report->peg = peg;
}

/* In a Connect game with no depth cap, tries to prove the best move with the exact solver
 * in a quarter of the move time (a second when no time is set either). On success plays
 * it and reports it as a proved search; otherwise returns false and changes nothing. */
static bool play_proved_move(Engine *engine, S4Colour side, long movetime, MoveReport *report)
{
    if (!engine->solver || engine->options.depth > 0 || engine->options.level < S4_LEVEL_MAX)
        return false;
    uint64_t nodes = engine->options.nodes;
    double budget = solver_ms(movetime, nodes, 4);
    double start = s4_clock_ms();
    S4SolverMove move;
    if (!s4_solver_try_move(engine->solver, &engine->board, side, budget, node_share(nodes, 4),
                            &move))
        return false;
    S4SearchResult *r = &report->result;
    r->peg = move.peg;
    r->score = move.score > 0 ? S4_SCORE_WIN - move.end_beads
               : move.score < 0 ? -(S4_SCORE_WIN - move.end_beads) : 0;
    r->depth = engine->geo.cells - engine->board.count;
    r->proved = true;
    r->nodes = move.nodes;
    r->elapsed_ms = s4_clock_ms() - start;
    report->connect_score = move.score;
    play(engine, side, move.peg, MOVE_CONNECT_SOLVED, report);
    return true;
}

/* The nodes the solver first counts against the move's budget: its proof's, or its whole
 * limit when it ran out (0 when it did not run). */
static uint64_t first_nodes(const SolverRun *first)
{
    return !first->ran ? 0 : first->solved ? first->proof.nodes : first->limit_nodes;
}

/* After the search chose report->result.peg: solves the position within what is left of the
 * move time (a second when none is set) and, when it is a proved win or draw, plays the move
 * that proved it unless the solver's table shows that the search's move keeps it too
 * (cube_move.h): the proof names its move, so no time goes to checking moves after it. A
 * position not solved in time, or lost, keeps the search's move: against a fallible
 * opponent the search's choice is the better try. */
static void check_with_solver(Engine *engine, S4Colour side, long movetime, double start,
                              MoveReport *report)
{
    uint64_t nodes = engine->options.nodes;
    S4SearchResult *r = &report->result;
    if (r->proved || r->forced)
        return; /* the search proved its move itself, or it was the only sensible one */
    if (!engine->cube)
        return; /* no memory for it (engine.c, sync_cube): the search's move stands */
    double left = movetime > 0 ? (double)movetime - s4_search_early_ms(movetime) -
                                     (s4_clock_ms() - start)
                               : solver_ms(0, nodes, 1);
    if (left < 1 && (movetime > 0 || nodes == 0))
        left = 1;
    /* What the solver first and the search left of the node budget. */
    uint64_t spent = r->nodes + first_nodes(&report->first);
    uint64_t nodes_left = nodes == 0 ? 0 : nodes > spent ? nodes - spent : 1;
    SolverRun *check = &report->check;
    check->ran = true;
    check->limit_ms = left;
    check->limit_nodes = nodes_left;
    check->solved = s4_cube_try_move(engine->cube, &engine->board, side, r->peg, left,
                                     nodes_left, &check->proof);
    check->elapsed_ms = s4_clock_ms() - start;
    if (check->solved && check->proof.peg >= 0)
        r->peg = check->proof.peg;
}

/* Where the plan says so, the solver first with its share of the move time (of a second when
 * none is set): a proved win or draw is played at once by the proof's own move, so a proved
 * position's moves cost only their proof (the table keeps the last one's). Not for a single
 * sensible move, which the search plays at once. report->first.ran: the solver ran (then the
 * search, when it must still choose, gets the rest of the time, less the check's share when
 * the plan has one). */
static bool play_solver_first(Engine *engine, S4Colour side, long movetime, double start,
                              S4SolverPlan plan, MoveReport *report)
{
    if (!engine->cube || plan.first_parts == 0 ||
        s4_cube_only_move(engine->cube, &engine->board, side) >= 0)
        return false;
    double budget = solver_ms(movetime, engine->options.nodes, plan.first_parts);
    uint64_t budget_nodes = node_share(engine->options.nodes, plan.first_parts);
    SolverRun *first = &report->first;
    first->ran = true;
    first->limit_ms = budget;
    first->limit_nodes = budget_nodes;
    first->solved = s4_cube_try_move(engine->cube, &engine->board, side, -1, budget,
                                     budget_nodes, &first->proof);
    first->elapsed_ms = s4_clock_ms() - start;
    if (!first->solved || first->proof.peg < 0)
        return false;
    S4SearchResult *r = &report->result;
    r->peg = first->proof.peg;
    /* A weak proof does not say how long a win takes: it scores as the slowest one. */
    r->score = first->proof.value > 0 ? S4_SCORE_WIN - engine->geo.cells : 0;
    r->depth = engine->geo.cells - engine->board.count;
    r->proved = true;
    r->nodes = first->proof.nodes;
    r->elapsed_ms = first->elapsed_ms;
    play(engine, side, first->proof.peg, MOVE_SOLVER_FIRST, report);
    return true;
}

/* Takes the move's time off the mover's clock and adds the increment (game clock only). */
static void spend_clock(Engine *engine, S4Colour side, double start)
{
    if (!engine->has_clock)
        return;
    long left = engine->clock_ms[side] - (long)(s4_clock_ms() - start) + engine->inc_ms;
    engine->clock_ms[side] = left > 0 ? left : 0;
}

/* A weak level that overlooks the opponent's threat this time (levels.c) plays elsewhere,
 * without a search. */
static bool play_overlooking_move(Engine *engine, S4Colour side, MoveReport *report)
{
    int peg;
    if (!s4_level_overlooks(engine->options.level, engine->options.seed, &engine->board, side,
                            &peg))
        return false;
    report->result.peg = peg;
    play(engine, side, peg, MOVE_OVERLOOKED, report);
    return true;
}

/* The book's variety: every legal move whose value by a search VARIETY_DEPTH plies deep (on
 * one thread, at most VARIETY_NODES nodes each: the same on any machine) is within
 * VARIETY_MARGIN of the book move's is as good a choice, and the seed picks one of them.
 * Against B2 the book's D1 has only its mirror image A4 beside it; with the variety seeds
 * 1-12 play A4, B2 or D4 (all of value 0 there). A margin of 3 (0.03 log-odds of winning)
 * admitted moves that deeper searches put 5-6 below the book's and scored 41.7 % in 60 games
 * against the engine without variety (bench/records/score4-book-variety-vs-d62a6dc-2Mnodes.txt);
 * equal values scored 51.7 % (...-equal-vs-d62a6dc-2Mnodes.txt): only those are kept. */
enum { VARIETY_DEPTH = 8, VARIETY_MARGIN = 0 };
#define VARIETY_NODES 300000ULL

/* The book's move or one as good, drawn from the seed (above); *choices: how many there were. */
static int varied_book_move(Engine *engine, S4Colour side, int book_peg, int *choices)
{
    S4SearchLimits limits = {.depth = VARIETY_DEPTH - 1, .nodes = VARIETY_NODES};
    int pegs[S4_MAX_PEGS], values[S4_MAX_PEGS], book_value = 0;
    int n = s4_board_legal_pegs(&engine->board, pegs);
    s4_searcher_set_threads(engine->searcher, 1);
    for (int i = 0; i < n; i++) {
        S4Board child = engine->board;
        s4_board_play(&child, pegs[i], side);
        S4SearchResult r;
        if (s4_board_winning_line(&child, side) || s4_board_is_full(&child))
            r.score = 0; /* not in a book's plies; only for completeness */
        else
            s4_search(engine->searcher, &child, s4_other(side), &limits, &r);
        values[i] = -r.score;
        if (pegs[i] == book_peg)
            book_value = values[i];
    }
    int kept[S4_MAX_PEGS];
    *choices = 0;
    for (int i = 0; i < n; i++)
        if (pegs[i] == book_peg || abs(values[i] - book_value) <= VARIETY_MARGIN)
            kept[(*choices)++] = pegs[i];
    return kept[s4_level_pick(engine->options.seed, &engine->board, *choices)];
}

/* The book at full strength with no depth cap (a depth asks for that search). */
static bool play_book_move(Engine *engine, S4Colour side, MoveReport *report)
{
    int peg = engine->options.level == S4_LEVEL_MAX && engine->options.depth == 0
                  ? s4_book_probe(&engine->book, &engine->board)
                  : -1;
    if (peg < 0)
        return false;
    report->book_peg = peg;
    peg = varied_book_move(engine, side, peg, &report->book_choices);
    peg = s4_level_twin(engine->options.seed, &engine->board, peg);
    report->result.peg = peg;
    play(engine, side, peg, MOVE_BOOK, report);
    return true;
}

/* The search, with what the solver first spent taken off its time and nodes, and the
 * solver's check after it when the plan has one and the solver first did not already prove
 * the position lost. */
static void play_searched_move(Engine *engine, S4Colour side, long movetime, double start,
                               S4SolverPlan plan, MoveReport *report)
{
    bool cube = plan.check && !(report->first.ran && report->first.solved);
    uint64_t nodes = engine->options.nodes;
    uint64_t solver_nodes = first_nodes(&report->first);
    S4SearchLimits limits = {.depth = engine->options.depth,
                             .movetime_ms = cube ? movetime - movetime / 4 : movetime,
                             .nodes = cube ? nodes - nodes / 4 : nodes,
                             .forced_at_once = true};
    s4_level_apply(engine->options.level, engine->options.seed, &limits);
    /* Weaker levels search on one thread: the same seed then plays the same game. */
    s4_searcher_set_threads(engine->searcher,
                            engine->options.level < S4_LEVEL_MAX ? 1 : engine->options.threads);
    if (limits.movetime_ms > 0) { /* what the solver spent comes off the move time */
        long left = limits.movetime_ms - (long)(s4_clock_ms() - start);
        limits.movetime_ms = left > 1 ? left : 1;
    }
    if (limits.nodes > 0) /* and what it visited off the node budget */
        limits.nodes = limits.nodes > solver_nodes + 1 ? limits.nodes - solver_nodes : 1;
    s4_search(engine->searcher, &engine->board, side, &limits, &report->result);
    report->search_peg = report->result.peg;
    if (cube)
        check_with_solver(engine, side, movetime, start, report);
    int peg = s4_level_twin(engine->options.seed, &engine->board, report->result.peg);
    report->result.peg = peg;
    play(engine, side, peg, MOVE_SEARCH, report);
}

void engine_choose_move(Engine *engine, MoveReport *report)
{
    memset(report, 0, sizeof *report);
    report->peg = -1;
    report->level = engine->options.level;
    report->source = MOVE_NONE;
    if (s4_board_is_full(&engine->board)) {
        report->error = "the board is full";
        return;
    }
    /* A side with four in a row has won: there is no move to make, whoever asks. */
    for (int c = 0; c < 2; c++)
        if (s4_board_winning_line(&engine->board, (S4Colour)c) != 0) {
            report->error = c == S4_WHITE ? "the game is over: white has a line"
                                          : "the game is over: black has a line";
            return;
        }
    S4Colour side = engine_moving_colour(engine);
    double start = s4_clock_ms();
    long movetime = engine->options.movetime_ms;
    if (engine->has_clock)
        movetime = s4_time_allot(engine->clock_ms[side], engine->inc_ms,
                                 engine->geo.cells - engine->board.count, engine->geo.cells);
    S4SolverPlan plan = cube_plan(engine, movetime);
    if (!play_overlooking_move(engine, side, report) && !play_book_move(engine, side, report) &&
        !play_proved_move(engine, side, movetime, report) &&
        !play_solver_first(engine, side, movetime, start, plan, report))
        play_searched_move(engine, side, movetime, start, plan, report);
    spend_clock(engine, side, start);
}
