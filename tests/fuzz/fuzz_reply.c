/* libFuzzer target: the referee's reply state machine (client/reply.h) fed arbitrary engine
 * output against a queue of owed commands. Invariants: the queue bounds hold, every reply
 * is one of the kinds, a legal move is playable on what the engine was told, messages are
 * NUL-free and fit. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "client/session.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

/* The first byte picks the commands owed; the rest is what the engine "says". */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const S4Geometry *geo = fuzz_preset(data[0] & 1);
    S4Ledger ledger;
    s4_ledger_init(&ledger, geo);
    static const char *const commands[] = {
        "restart;", "note: white plays A1;", "note: black plays A1;", "play white;",
        "level 4;", "move;", "depth 3;", "not a command",
    };
    static const S4Expect expects[] = {
        S4_EXPECT_OK, S4_EXPECT_OK, S4_EXPECT_OK, S4_EXPECT_OK,
        S4_EXPECT_OPTIONAL, S4_EXPECT_MOVE, S4_EXPECT_OPTIONAL, S4_EXPECT_OK,
    };
    for (int i = 0; i < 8; i++)
        if (data[0] & (1u << i) || i == 5)
            check(s4_ledger_push(&ledger, commands[i], expects[i], i == 4 ? "depth 3;" : NULL, 0));
    for (size_t i = 1; i < size; i++) {
        const S4Owed *next;
        while ((next = s4_ledger_next_to_write(&ledger)) != NULL)
            s4_ledger_mark_written(&ledger);
        S4Reply reply;
        if (!s4_ledger_feed(&ledger, (char)data[i], &reply))
            continue;
        check(reply.kind <= S4_REPLY_NOT_STARTED);
        check(memchr(reply.line, '\0', sizeof reply.line) != NULL);
        check(strlen(reply.reason) < sizeof reply.reason);
        if (reply.kind == S4_REPLY_MOVE)
            check(reply.peg >= 0 && reply.peg < geo->pegs);
        char text[512];
        s4_reply_describe(geo, &reply, text, sizeof text);
        check(strlen(text) < sizeof text);
        check(ledger.written >= 0 && ledger.written <= ledger.count && ledger.count <= S4_OWED_MAX);
        if (ledger.count == 0) /* owe more, so the stream keeps being judged */
            check(s4_ledger_push(&ledger, "move;", S4_EXPECT_MOVE, NULL, 0));
    }
    return 0;
}
