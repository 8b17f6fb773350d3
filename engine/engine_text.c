/* engine_text.c: the engine's report, board and help as text for a person (stderr). */
#include "engine_text.h"

#include "core/ascii.h"
#include "core/notation.h"

void engine_text_start(const Engine *engine, FILE *out)
{
    if (engine->book_note[0] != '\0')
        fprintf(out, "score4-engine: %s\n", engine->book_note);
}

static const char *value_word(int value)
{
    return value > 0 ? "win" : value < 0 ? "loss" : "draw";
}

/* The solver's run before the search, when it did not play the move itself. */
static void report_first(const SolverRun *first, FILE *out)
{
    if (!first->ran)
        return;
    if (!first->solved && first->limit_nodes > 0)
        fprintf(out, "score4-engine: solver first: not solved in %llu nodes\n",
                (unsigned long long)first->limit_nodes);
    else if (!first->solved)
        fprintf(out, "score4-engine: solver first: not solved in %.0f ms\n", first->limit_ms);
    else
        fprintf(out, "score4-engine: solver first: loss, nodes %llu: the search chooses\n",
                (unsigned long long)first->proof.nodes);
}

/* The solver's check of the search's move `was`. */
static void report_check(const Engine *engine, const SolverRun *check, int was, FILE *out)
{
    if (!check->ran)
        return;
    if (!check->solved) {
        if (check->limit_nodes > 0)
            fprintf(out, "score4-engine: solver: not solved in %llu nodes\n",
                    (unsigned long long)check->limit_nodes);
        else
            fprintf(out, "score4-engine: solver: not solved in %.0f ms\n", check->limit_ms);
        return;
    }
    const S4CubeMove *proof = &check->proof;
    char was_text[S4_PEG_TEXT], now_text[S4_PEG_TEXT];
    s4_peg_format(&engine->geo, was, was_text);
    s4_peg_format(&engine->geo, proof->peg >= 0 ? proof->peg : was, now_text);
    fprintf(out, "score4-engine: solver: %s, nodes %llu: ", value_word(proof->value),
            (unsigned long long)proof->nodes);
    if (proof->value < 0)
        fprintf(out, "the search's %s stands\n", was_text);
    else if (proof->peg >= 0 && proof->peg != was)
        fprintf(out, "the proof's %s replaces the search's %s\n", now_text, was_text);
    else if (proof->peg >= 0)
        fprintf(out, "the search's %s keeps it\n", was_text);
    else
        fprintf(out, "no move proved in time, the search's %s stands\n", was_text);
}

void engine_text_report(const Engine *engine, const MoveReport *report, FILE *out)
{
    const S4SearchResult *r = &report->result;
    switch (report->source) {
    case MOVE_NONE:
        return;
    case MOVE_OVERLOOKED:
        fprintf(out, "score4-engine: level %d overlooks the threat\n", report->level);
        return;
    case MOVE_BOOK:
        fprintf(out, "score4-engine: book move\n");
        return;
    case MOVE_CONNECT_SOLVED:
        fprintf(out, "score4-engine: solved: score %d (%s) nodes %llu time %.0f ms\n",
                report->connect_score, value_word(report->connect_score),
                (unsigned long long)r->nodes, r->elapsed_ms);
        return;
    case MOVE_SOLVER_FIRST: {
        char now[S4_PEG_TEXT];
        s4_peg_format(&engine->geo, report->peg, now);
        fprintf(out, "score4-engine: solver: %s, nodes %llu, time %.0f ms: the proof's %s, "
                "before any search\n", value_word(report->first.proof.value),
                (unsigned long long)report->first.proof.nodes, report->first.elapsed_ms, now);
        return;
    }
    case MOVE_SEARCH:
        report_first(&report->first, out);
        fprintf(out, "score4-engine: depth %d score %d%s nodes %llu time %.0f ms\n", r->depth,
                r->score, r->proved ? " (proved)" : "", (unsigned long long)r->nodes,
                r->elapsed_ms);
        report_check(engine, &report->check, report->search_peg, out);
        return;
    }
}

void engine_text_board(const Engine *engine, FILE *out)
{
    char drawing[4096];
    s4_ascii_draw(&engine->board, S4_ASCII_OBLIQUE, drawing, sizeof drawing);
    fputs(drawing, out);
    /* White moves first: White is to move unless it has more beads, whoever this engine
     * plays (notes may have placed any beads). */
    const S4Board *b = &engine->board;
    S4Colour to_move = __builtin_popcountll(b->beads[S4_WHITE]) >
                               __builtin_popcountll(b->beads[S4_BLACK])
                           ? S4_BLACK
                           : S4_WHITE;
    fprintf(out, "%d bead%s; %s to move; ", b->count, b->count == 1 ? "" : "s",
            s4_colour_name(to_move));
    if (engine->has_colour)
        fprintf(out, "this engine plays %s\n", s4_colour_name(engine->colour));
    else
        fprintf(out, "this engine has no colour yet\n");
}

/* On stderr, like show;, so a referee's stdout holds only the protocol's one line. */
void engine_text_help(const Engine *engine, FILE *out)
{
    static const struct {
        S4CommandKind kind;
        const char *what;
    } lines[] = {
        {S4_CMD_RESTART, "empty the board; the engine's colour becomes unknown"},
        {S4_CMD_PLAY, "the colour this engine moves for"},
        {S4_CMD_MOVE, "the engine plays a bead and answers its peg, e.g. A3."},
        {S4_CMD_NOTE, "a bead of that colour went on <peg>"},
        {S4_CMD_QUIT, "exit (end of input does the same)"},
        {S4_CMD_SHOW, "draw the board (on stderr)"},
        {S4_CMD_DEPTH, "search that many plies a move (0: no limit)"},
        {S4_CMD_MOVETIME, "think about that long a move (0: no limit)"},
        {S4_CMD_LEVEL, "playing strength (10: full)"},
        {S4_CMD_TIME, "the game clock's time left"},
        {S4_CMD_INC, "added to a clock after each move"},
        {S4_CMD_HELP, "this list"},
        {S4_CMD_SEED, "seed of the engine's choices: same seed, same game"},
    };
    char first[8], last[8];
    s4_peg_format(&engine->geo, 0, first);
    s4_peg_format(&engine->geo, engine->geo.pegs - 1, last);
    fprintf(out, "commands (game %s, pegs %s..%s), each ending with ';' and answered on "
            "one line: 'ok.', a peg, or 'error: <why>.'\n", engine->geo.name, first, last);
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++)
        fprintf(out, "  %-32s %s\n", s4_proto_command_shape(lines[i].kind), lines[i].what);
}
