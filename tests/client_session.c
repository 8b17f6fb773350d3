/* client_session.c: the referee session every program shares: the ledger's classification
 * of every kind of answer, optional commands and their fallbacks, limits (with the start-up
 * allowance), exit statuses and signals, and stopping that always reaps. Real processes
 * (sh scripts and score4-engine) behind real pipes. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "client/session.h"
#include "core/clock.h"
#include "core/limits.h"
#include "core/notation.h"

#define ENGINE S4_BIN_DIR "/score4-engine"

static S4Geometry score4;

static void setup(void)
{
    cr_assert_eq(s4_geometry_preset(&score4, "score4"), S4_OK);
}

TestSuite(client_session, .init = setup);

static int peg(const char *name)
{
    int p = -1;
    cr_assert_eq(s4_peg_parse(&score4, name, strlen(name), &p), S4_OK);
    return p;
}

/* ================================================================ the ledger, no process */

static S4Reply take(S4Ledger *l, const char *line)
{
    S4Reply r;
    s4_ledger_take_line(l, line, strlen(line), &r);
    return r;
}

static void owe(S4Ledger *l, const char *text, S4Expect expect)
{
    cr_assert(s4_ledger_push(l, text, expect, NULL, 0));
    s4_ledger_mark_written(l);
}

Test(client_session, every_answer_is_classified_against_the_oldest_owed_one)
{
    S4Ledger l;
    s4_ledger_init(&l, &score4);
    cr_assert_eq(take(&l, "ok.").kind, S4_REPLY_UNEXPECTED, "nothing was asked");
    owe(&l, "restart;", S4_EXPECT_OK);
    owe(&l, "note: white plays A1;", S4_EXPECT_OK);
    owe(&l, "note: black plays A1;", S4_EXPECT_OK);
    owe(&l, "note: white plays A1;", S4_EXPECT_OK);
    owe(&l, "note: black plays A1;", S4_EXPECT_OK);
    owe(&l, "play white;", S4_EXPECT_OK);
    for (int i = 0; i < 6; i++)
        cr_assert_eq(take(&l, i == 2 ? "  OK.\r" : "ok.").kind, S4_REPLY_OK, "answer %d", i);
    cr_assert_eq(s4_board_peg_height(&l.told, peg("A1")), 4, "the acknowledged position");

    owe(&l, "move;", S4_EXPECT_MOVE);
    S4Reply r = take(&l, "A1.");
    cr_assert_eq(r.kind, S4_REPLY_ILLEGAL, "A1 is full");
    cr_assert_eq(r.illegal, S4_ERR_PEG_FULL);
    cr_assert_eq(r.peg, peg("A1"));
    owe(&l, "move;", S4_EXPECT_MOVE);
    r = take(&l, "Z9.");
    cr_assert_eq(r.kind, S4_REPLY_OFF_BOARD);
    cr_assert_str_eq(r.line, "Z9.");
    owe(&l, "move;", S4_EXPECT_MOVE);
    r = take(&l, "error: no thanks.");
    cr_assert_eq(r.kind, S4_REPLY_REFUSED);
    cr_assert_str_eq(r.reason, "no thanks");
    owe(&l, "move;", S4_EXPECT_MOVE);
    cr_assert_eq(take(&l, "ok.").kind, S4_REPLY_UNEXPECTED, "ok. is no move");
    owe(&l, "move;", S4_EXPECT_MOVE);
    r = take(&l, "b2.");
    cr_assert_eq(r.kind, S4_REPLY_MOVE);
    cr_assert_eq(r.peg, peg("B2"));
    cr_assert_eq(s4_board_at(&l.told, peg("B2"), 0), S4_WHITE, "its own move, in its colour");

    owe(&l, "note: black plays C3;", S4_EXPECT_OK);
    cr_assert_eq(take(&l, "C3.").kind, S4_REPLY_UNEXPECTED, "a peg where ok. was due");
    owe(&l, "note: black plays C3;", S4_EXPECT_OK);
    r = take(&l, "banana.");
    cr_assert_eq(r.kind, S4_REPLY_GARBAGE);
    cr_assert_str_eq(r.line, "banana.");
    /* A NUL inside a line makes it garbage, and never reaches a message. */
    owe(&l, "note: black plays C3;", S4_EXPECT_OK);
    S4Reply nul;
    s4_ledger_take_line(&l, "ok.\0junk", 8, &nul);
    cr_assert_eq(nul.kind, S4_REPLY_GARBAGE);
    cr_assert_str_eq(nul.line, "ok.");
}

Test(client_session, a_line_over_the_limit_is_garbage_once)
{
    S4Ledger l;
    s4_ledger_init(&l, &score4);
    owe(&l, "move;", S4_EXPECT_MOVE);
    int replies = 0;
    S4Reply r;
    for (int i = 0; i < 1000; i++)
        if (s4_ledger_feed(&l, 'x', &r)) {
            replies++;
            cr_assert_eq(r.kind, S4_REPLY_GARBAGE);
            cr_assert(strstr(r.line, "over 256 characters"), "%s", r.line);
        }
    cr_assert_eq(replies, 1);
}

Test(client_session, a_declined_extension_sends_its_fallback_before_anything_queued_behind)
{
    S4Ledger l;
    s4_ledger_init(&l, &score4);
    cr_assert(s4_ledger_push(&l, "restart;", S4_EXPECT_OK, NULL, 0));
    cr_assert(s4_ledger_push(&l, "level 4;", S4_EXPECT_OPTIONAL, "depth 3;", 0));
    cr_assert(s4_ledger_push(&l, "play white;", S4_EXPECT_OK, NULL, 0));
    const S4Owed *o = s4_ledger_next_to_write(&l);
    cr_assert_str_eq(o->text, "restart;");
    s4_ledger_mark_written(&l);
    cr_assert_str_eq(s4_ledger_next_to_write(&l)->text, "level 4;");
    s4_ledger_mark_written(&l);
    cr_assert_null(s4_ledger_next_to_write(&l), "play waits for level's answer");
    cr_assert_eq(take(&l, "ok.").kind, S4_REPLY_OK);
    cr_assert_eq(s4_ledger_extension(&l, "level"), S4_EXTENSION_UNKNOWN);
    S4Reply r = take(&l, "error: unknown command 'level'.");
    cr_assert_eq(r.kind, S4_REPLY_DECLINED);
    cr_assert_eq(s4_ledger_extension(&l, "level"), S4_EXTENSION_DECLINED);
    cr_assert_str_eq(s4_ledger_next_to_write(&l)->text, "depth 3;", "the fallback goes first");
    s4_ledger_mark_written(&l);
    cr_assert_str_eq(s4_ledger_next_to_write(&l)->text, "play white;");
    s4_ledger_mark_written(&l);
    cr_assert_eq(take(&l, "ok.").kind, S4_REPLY_ACCEPTED);
    cr_assert_eq(s4_ledger_extension(&l, "depth"), S4_EXTENSION_ACCEPTED);
    cr_assert_eq(take(&l, "ok.").kind, S4_REPLY_OK);
    cr_assert_null(s4_ledger_oldest(&l));
}

/* ================================================================ real processes */

/* The limit of the tests below that run on the real clock and expect an answer: only a hang
 * may reach it, never a host slow to run a shell or the engine. */
enum { ANSWER_MS = 30000 };

static void start(S4Session *s, const char *command, int limit_ms)
{
    s4_session_init(s, &score4, command, limit_ms);
    cr_assert(s4_session_start(s, 0));
}

static S4Reply wait_reply(S4Session *s)
{
    S4Reply r;
    cr_assert(s4_session_wait(s, &r), "a reply");
    return r;
}

static void describe(const S4Reply *r, char *buf, size_t size)
{
    s4_reply_describe(&score4, r, buf, size);
}

Test(client_session, the_real_engine_is_synced_and_moves, .timeout = 60)
{
    S4Session s;
    start(&s, ENGINE " --depth 2", ANSWER_MS);
    S4Game game;
    s4_game_init(&game, &score4);
    cr_assert_eq(s4_game_play_record(&game, "A1 B2 A1", NULL), S4_OK);
    s4_session_set_extension(&s, 0, "depth 2;", NULL);
    cr_assert(s4_session_sync(&s, &game, S4_BLACK, s4_clock_ms()));
    cr_assert(s4_session_ask_move(&s, s4_clock_ms()));
    cr_assert(s4_session_owes_move(&s));
    S4Reply r;
    int oks = 0;
    do {
        r = wait_reply(&s);
        oks += r.kind == S4_REPLY_OK;
    } while (r.kind == S4_REPLY_OK || r.kind == S4_REPLY_ACCEPTED);
    cr_assert_eq(r.kind, S4_REPLY_MOVE, "kind %d '%s'", r.kind, r.line);
    cr_assert_eq(oks, 5, "restart, three notes, play");
    cr_assert_eq(s4_session_extension(&s, "depth"), S4_EXTENSION_ACCEPTED);
    cr_assert(s4_board_can_play(&game.board, r.peg));
    cr_assert_eq(s4_session_owed(&s), 0);
    s4_session_stop(&s, 2000);
    cr_assert_not(s.running);
}

/* An engine written in sh that declines `level`, logging every command it reads. */
static const char *const LOGGING_ENGINE =
    "while read -r l; do echo \"$l\" >> %s; case \"$l\" in level*) echo 'error: unknown "
    "command.';; move*) echo 'C3.';; *) echo 'ok.';; esac; done";

Test(client_session, an_engine_that_declines_level_gets_the_fallback_before_play, .timeout = 120)
{
    char log[] = "/tmp/client_session_log_XXXXXX";
    int fd = mkstemp(log);
    cr_assert_geq(fd, 0);
    close(fd);
    char command[512];
    snprintf(command, sizeof command, LOGGING_ENGINE, log);
    S4Session s;
    start(&s, command, ANSWER_MS);
    s4_session_set_extension(&s, 1, "level 4;", "depth 3;");
    S4Game game;
    s4_game_init(&game, &score4);
    cr_assert(s4_session_sync(&s, &game, S4_WHITE, s4_clock_ms()));
    cr_assert(s4_session_ask_move(&s, s4_clock_ms()));
    S4Reply r;
    int declined = 0;
    do {
        r = wait_reply(&s);
        declined += r.kind == S4_REPLY_DECLINED;
    } while (r.kind != S4_REPLY_MOVE && !s4_reply_failed(r.kind));
    cr_assert_eq(r.kind, S4_REPLY_MOVE);
    cr_assert_eq(declined, 1);
    cr_assert_eq(s4_session_extension(&s, "level"), S4_EXTENSION_DECLINED);
    cr_assert_eq(s4_session_extension(&s, "depth"), S4_EXTENSION_ACCEPTED);
    s4_session_stop(&s, 1000);
    FILE *f = fopen(log, "r");
    cr_assert_not_null(f);
    char text[512] = "";
    size_t n = fread(text, 1, sizeof text - 1, f);
    text[n] = '\0';
    fclose(f);
    unlink(log);
    cr_assert(strncmp(text, "restart;\nlevel 4;\ndepth 3;\nplay white;\nmove;\n", 44) == 0,
              "%s", text);
}

Test(client_session, exit_status_and_signal_are_reported_and_reaped, .timeout = 120)
{
    static const struct {
        const char *command;
        S4ReplyKind kind;
        const char *says;
    } cases[] = {
        {"read l; exit 3", S4_REPLY_EXITED, "exited with status 3"},
        {"read l; kill -SEGV $$", S4_REPLY_EXITED, "crashed (killed by signal 11)"},
        {"/no/such/engine", S4_REPLY_EXITED, "could not be run"},
        {"exec 1>&-; sleep 30", S4_REPLY_CLOSED, "closed its output while still running"},
        {"read l; echo banana.", S4_REPLY_GARBAGE, "answered garbage: 'banana.'"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        S4Session s;
        start(&s, cases[i].command, ANSWER_MS);
        pid_t pid = s.client.pid;
        S4Command restart = {.kind = S4_CMD_RESTART};
        (void)s4_session_command(&s, &restart, S4_EXPECT_OK, s4_clock_ms());
        S4Reply r = wait_reply(&s);
        char text[256];
        describe(&r, text, sizeof text);
        cr_assert_eq(r.kind, cases[i].kind, "%s: %s", cases[i].command, text);
        cr_assert(strstr(text, cases[i].says), "%s: %s", cases[i].command, text);
        cr_assert_not(s.running, "a failure stops the session");
        cr_assert_eq(waitpid(pid, NULL, WNOHANG), -1, "%s: reaped", cases[i].command);
        cr_assert_eq(errno, ECHILD);
        s4_session_stop(&s, 0); /* twice is fine */
    }
}

/* The tests below pass the session a clock of their own (the now_ms of every call), so no
 * limit depends on how fast this machine runs the engine: an engine that answers nothing
 * until told to is silent at exactly the time the test names. */

/* The next reply at the test's time `now`, waiting for the engine's output as long as it
 * takes (Criterion's timeout catches an engine that never writes). */
static S4Reply poll_at(S4Session *s, double now)
{
    S4Reply r;
    while (!s4_session_poll(s, now, &r))
        s4_clock_sleep_ms(1);
    return r;
}

Test(client_session, silence_past_the_limit_and_poll_never_blocks, .timeout = 30)
{
    /* An engine that never answers: a poll returns at once (were it to block, the test
     * would wait 30 s for the engine's end and time out), nothing within the limit, silence
     * past it. */
    S4Session s;
    start(&s, "exec sleep 30", 300);
    pid_t pid = s.client.pid;
    S4Command restart = {.kind = S4_CMD_RESTART};
    cr_assert(s4_session_command(&s, &restart, S4_EXPECT_OK, 1000.0));
    S4Reply r;
    cr_assert_not(s4_session_poll(&s, 1000.0, &r), "no answer yet, and poll returned");
    cr_assert_not(s4_session_poll(&s, 1300.0, &r), "300 ms is still within the limit");
    cr_assert(s4_session_poll(&s, 1300.5, &r), "past the limit");
    cr_assert_eq(r.kind, S4_REPLY_SILENT);
    char text[256];
    describe(&r, text, sizeof text);
    cr_assert_str_eq(text, "gave no answer to 'restart;' within 300 ms");
    cr_assert_eq(waitpid(pid, NULL, WNOHANG), -1, "silence stops and reaps");
}

/* Slow to start, then quick: answers nothing until its second command, then both at once,
 * then nothing more. */
#define SLOW_START "read -r a; read -r b; echo ok.; echo ok.; exec sleep 30"

Test(client_session, the_startup_allowance_is_measured_until_the_first_answer, .timeout = 30)
{
    S4Session s;
    start(&s, SLOW_START, 300);
    s4_session_set_startup_limit(&s, S4_LIMIT_STARTUP_MS);
    S4Command restart = {.kind = S4_CMD_RESTART};
    S4Reply r;
    cr_assert(s4_session_command(&s, &restart, S4_EXPECT_OK, 0.0));
    cr_assert_not(s4_session_poll(&s, 1000.0, &r),
                  "the first answer has the start-up allowance, not 300 ms");
    cr_assert(s4_session_command(&s, &restart, S4_EXPECT_OK, 1000.0));
    cr_assert_eq(poll_at(&s, 1000.0).kind, S4_REPLY_OK);
    cr_assert_eq(poll_at(&s, 1000.0).kind, S4_REPLY_OK);
    /* Answered once: from now on the 300 ms limit holds. */
    cr_assert(s4_session_command(&s, &restart, S4_EXPECT_OK, 1000.0));
    cr_assert_not(s4_session_poll(&s, 1300.0, &r));
    r = poll_at(&s, 1300.5);
    cr_assert_eq(r.kind, S4_REPLY_SILENT);
    cr_assert_eq(r.limit_ms, 300);

    /* Without the allowance the same start-up is silence past 300 ms. */
    start(&s, SLOW_START, 300);
    cr_assert(s4_session_command(&s, &restart, S4_EXPECT_OK, 0.0));
    cr_assert_not(s4_session_poll(&s, 300.0, &r));
    r = poll_at(&s, 300.5);
    cr_assert_eq(r.kind, S4_REPLY_SILENT);
    cr_assert_eq(r.limit_ms, 300);
}

Test(client_session, a_command_that_cannot_be_written_names_how_the_engine_ended, .timeout = 30)
{
    S4Session s;
    start(&s, "exit 4", 2000);
    /* Gone before we write: wait for its end without reaping it (the session reaps). */
    siginfo_t info;
    cr_assert_eq(waitid(P_PID, (id_t)s.client.pid, &info, WEXITED | WNOWAIT), 0);
    S4Command restart = {.kind = S4_CMD_RESTART};
    for (int i = 0; i < 3 && s4_session_command(&s, &restart, S4_EXPECT_OK, 0.0); i++)
        continue; /* a write may still be taken before the pipe reports its reader gone */
    S4Reply r = wait_reply(&s);
    char text[256];
    describe(&r, text, sizeof text);
    cr_assert_str_eq(text, "exited with status 4");
}

Test(client_session, a_program_that_cannot_start_is_a_reply_too)
{
    S4Session s;
    s4_session_init(&s, &score4, "true", 100);
    s4_session_stop(&s, 0); /* stopping what never started is harmless */
    S4Reply r;
    cr_assert_not(s4_session_poll(&s, s4_clock_ms(), &r), "nothing owed, nothing running");
    cr_assert_not(s4_session_wait(&s, &r));
}
