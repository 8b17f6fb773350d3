/* match_stub_engine.c: small engines for the tests: a weak reference player and engines that
 * break the protocol on purpose, so the match runner's forfeit rules can be checked.
 *
 *   match_stub_engine GAME MODE [SEED]
 *   MODE weak     wins at once when it can, blocks a single threat, else a random legal peg
 *        wins     wins at once when it can, else a random legal peg (never blocks: a new
 *                 player who has not yet learned to watch the opponent's lines)
 *        crash    plays like weak but exits at its second move;
 *        stall    never answers move;
 *        illegal  answers move; with a full peg (plays a peg until it fills, then insists)
 *        garbage  answers move; with a line that is not a response
 *        slow     plays like weak, but starts 12 s late (a script loading a book on a busy
 *                 machine): its first answer, to restart;, comes after that
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/board.h"
#include "core/notation.h"
#include "core/protocol.h"

typedef struct Stub {
    S4Geometry geo;
    S4Board board;
    S4Colour colour;
    const char *mode;
    uint64_t rng;
    int moves;     /* move; commands answered */
} Stub;

static void say(const char *line)
{
    printf("%s\n", line);
    fflush(stdout);
}

static int weak_move(Stub *s)
{
    int pegs[S4_MAX_PEGS];
    int n = s4_board_legal_pegs(&s->board, pegs);
    for (int i = 0; i < n; i++)
        if (s4_board_move_would_win(&s->board, pegs[i], s->colour))
            return pegs[i];
    for (int i = 0; i < n && strcmp(s->mode, "wins") != 0; i++)
        if (s4_board_move_would_win(&s->board, pegs[i], s4_other(s->colour)))
            return pegs[i];
    s->rng = s->rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return pegs[(s->rng >> 33) % (uint64_t)n];
}

static void answer_move(Stub *s)
{
    s->moves++;
    if (strcmp(s->mode, "stall") == 0) {
        sleep(60);
        return;
    }
    if (strcmp(s->mode, "garbage") == 0) {
        say("I resign, I think");
        return;
    }
    if (strcmp(s->mode, "crash") == 0 && s->moves >= 2)
        exit(3);
    int peg;
    if (strcmp(s->mode, "illegal") == 0) {
        peg = 0; /* always the first peg, full or not */
        if (!s4_board_can_play(&s->board, peg)) {
            char name[S4_PEG_TEXT], line[16];
            s4_peg_format(&s->geo, peg, name);
            snprintf(line, sizeof line, "%s.", name);
            say(line);
            return;
        }
    } else {
        peg = weak_move(s);
    }
    s4_board_play(&s->board, peg, s->colour);
    S4Response r = {.kind = S4_RESP_MOVE, .peg = peg};
    char line[S4_PROTO_MAX_LINE];
    s4_proto_format_response(&s->geo, &r, line, sizeof line);
    say(line);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: match_stub_engine GAME MODE [SEED]\n");
        return 2;
    }
    Stub s = {.mode = argv[2], .rng = argc > 3 ? strtoull(argv[3], NULL, 10) : 1};
    if (s4_geometry_preset(&s.geo, argv[1]) != S4_OK)
        return 2;
    s4_board_init(&s.board, &s.geo);
    if (strcmp(s.mode, "slow") == 0)
        sleep(12);
    S4CommandReader reader;
    s4_reader_init(&reader);
    int c;
    while ((c = getchar()) != EOF) {
        if (s4_reader_push(&reader, (char)c) != S4_READ_COMMAND)
            continue;
        S4Command cmd;
        if (s4_proto_parse_command(&s.geo, reader.text, reader.len, &cmd, NULL) != S4_OK) {
            say("error: unknown command.");
            continue;
        }
        switch (cmd.kind) {
        case S4_CMD_MOVE: answer_move(&s); continue;
        case S4_CMD_RESTART: s4_board_init(&s.board, &s.geo); break;
        case S4_CMD_PLAY: s.colour = cmd.colour; break;
        case S4_CMD_NOTE: s4_board_play(&s.board, cmd.peg, cmd.colour); break;
        case S4_CMD_SEED: s.rng = (uint64_t)cmd.value; break; /* seed N; restarts its choices */
        case S4_CMD_QUIT: say("ok."); return 0;
        default: break;
        }
        say("ok.");
    }
    return 0;
}
