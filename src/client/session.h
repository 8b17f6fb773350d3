/* session.h: one referee's conversation with one engine process, for the window, the
 * console and the match runner alike.
 *
 * The session owns the process (start; stop always reaps it; callers never see a pid),
 * the queue of answers owed, bringing a position into the engine (restart, optional
 * extensions, notes from the bottom level up, the moves, play), and the classification
 * and wording of everything that comes back (reply.h). Callers keep only their policy:
 * a message on screen, a forfeit, a retry.
 *
 * Two ways to read answers over the same state:
 *   - s4_session_poll(s, now, &r): never blocks (a window calls it every frame);
 *   - s4_session_wait(s, &r): blocks until the next answer or its limit (console, match).
 * Each returns one reply at a time, in order. After any failure (s4_reply_failed) the
 * process has already been stopped and reaped and the queue emptied; the next start or
 * sync begins afresh.
 *
 * A window's game, in brief:
 *     S4Session s;
 *     s4_session_init(&s, geo, "score4-engine", 10000);
 *     s4_session_set_extension(&s, 0, "level 4;", "depth 3;");  // optional, with fallback
 *     s4_session_start(&s, 10);                                 // nice 10
 *     s4_session_sync(&s, &game, S4_BLACK, now);                // restart ... play black;
 *     s4_session_ask_move(&s, now);                             // move;
 *     each frame: while (s4_session_poll(&s, now, &r)) switch (r.kind) { ... }
 *     s4_session_extension(&s, "level") says whether the engine took `level`.
 *     s4_session_stop(&s, 300);
 * (The window also calls s4_session_set_reaper, so that no stop ever waits in a frame.)
 */
#ifndef S4_CLIENT_SESSION_H
#define S4_CLIENT_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "client/engine_client.h"
#include "client/reply.h"
#include "core/game.h"
#include "core/limits.h"

typedef struct S4Session {
    S4Ledger ledger;                    /* owed answers and the acknowledged position */
    S4EngineClient client;              /* the process, valid while running */
    bool running;
    char command[S4_LIMIT_ENGINE_COMMAND]; /* shell command line that starts the engine */
    int limit_ms;                       /* longest wait for one answer */
    int startup_ms;                     /* longest wait for the first answer after a start */
    int nice;                           /* priority decrease of the process (0..19) */
    bool answered;                      /* an answer came since the process started */
    double deadline_ms;                 /* when the oldest written answer is overdue */
    bool deadline_set;
    char extension[S4_EXTENSION_MAX][S4_COMMAND_TEXT]; /* sent after every restart */
    char fallback[S4_EXTENSION_MAX][S4_COMMAND_TEXT];  /* sent instead when declined */
    bool has_failure;                   /* a failure found while sending, for the next read */
    S4Reply failure;
    S4Reaper *reaper;                   /* not owned; NULL: stopping waits for the process */
    bool ending;                        /* output closed or input refused, reaper set: the
                                           process is given until ending_until_ms (checked
                                           by later polls) to end and say how */
    S4ReplyKind ending_kind;            /* the reply if it still runs then */
    int ending_errno;                   /* errno of a refused write */
    double ending_until_ms;             /* s4_clock_ms() */
    bool without_waiting;               /* an engine over TCP is reached in the background */
    double frame_ms;                    /* the now_ms the read budget counts for */
    int read_this_frame;                /* bytes read during it (S4_SESSION_FRAME_BYTES) */
} S4Session;

/* Bytes an engine's answers may take from one frame (all the polls with one now_ms): a
 * flood (blank lines, say, which owe nothing) waits for the next frame, so the window's
 * frame never pays for more than this whatever the engine or the network sends. */
enum { S4_SESSION_FRAME_BYTES = 16384 };

/* An engine over TCP is connected to without waiting (s4_client_start_without_waiting):
 * the window sets it, so a lookup or a connect that hangs never holds a frame. */
void s4_session_set_without_waiting(S4Session *s, bool on);

/* A session for an engine on geo started by `command_line` (through /bin/sh), allowing
 * limit_ms for each answer. Starts nothing. */
void s4_session_init(S4Session *s, const S4Geometry *geo, const char *command_line,
                     int limit_ms);

/* Allows the first answer after each start up to max(limit, startup_ms) (such as
 * S4_LIMIT_STARTUP_MS): starting a program on a busy machine is not thinking, so a short
 * per-answer limit is then measured from the engine's first answer. */
void s4_session_set_startup_limit(S4Session *s, int startup_ms);

/* Optional command slot (0..S4_EXTENSION_MAX-1) sent after every `restart;` by sync:
 * `text` such as "level 4;" or "depth 6;", with `fallback` (NULL: none) sent in its place
 * when the engine declines it. NULL text clears the slot. */
void s4_session_set_extension(S4Session *s, int slot, const char *text, const char *fallback);

/* From now on the session never waits for its process (a window calls this): stopping
 * hands it to reaper, which the caller polls every frame (s4_reaper_poll) and finishes
 * at exit, and a process whose output closed is given its time to end over later polls
 * instead of in one. s4_session_init clears it. */
void s4_session_set_reaper(S4Session *s, S4Reaper *reaper);

/* Starts the process with its priority lowered by nice_increment (0..19). Stops any
 * earlier process first. False when it cannot be made: the failure (NOT_STARTED, with
 * errno) is the next reply. A command that does not exist shows as EXITED (status 127). */
bool s4_session_start(S4Session *s, int nice_increment);

/* Quit, wait up to grace_ms, kill its process group, reap; forgets owed answers. With a
 * reaper (s4_session_set_reaper) nothing is waited for: the process, told to quit, goes to
 * the reaper with its grace. Safe to call any time, twice too. */
void s4_session_stop(S4Session *s, int grace_ms);

/* Queues a command (text with its ';') owing `expect`, and writes whatever may be
 * written. limit_ms 0 means the session's limit. False when the engine does not run or
 * stopped reading (the failure is then the next reply). */
bool s4_session_send(S4Session *s, const char *text, S4Expect expect, int limit_ms,
                     double now_ms);

/* The core commands, formatted for the session's board. */
bool s4_session_command(S4Session *s, const S4Command *cmd, S4Expect expect, double now_ms);
bool s4_session_note(S4Session *s, S4Colour colour, int peg, double now_ms);
bool s4_session_ask_move(S4Session *s, double now_ms);

/* Brings the engine into `game` as it stands, playing `plays`: restart, the extensions,
 * the start position's beads level by level (each note lands on a bead below it), the
 * moves in order, and play. Starts the process first when it does not run. */
bool s4_session_sync(S4Session *s, const S4Game *game, S4Colour plays, double now_ms);

/* Never blocks: true with *reply set when an answer (or a failure, or silence past the
 * limit at now_ms) is there. */
bool s4_session_poll(S4Session *s, double now_ms, S4Reply *reply);

/* Blocks until the next reply; when nothing is owed returns false at once. */
bool s4_session_wait(S4Session *s, S4Reply *reply);

/* Answers still owed (written or waiting to be). */
int s4_session_owed(const S4Session *s);

/* True while a `move;` is owed. */
bool s4_session_owes_move(const S4Session *s);

/* What the engine said to the optional command whose first word is `name`. */
S4ExtensionState s4_session_extension(const S4Session *s, const char *name);

/* The outcome in words, after "the engine " or "The black engine ": "crashed (killed by
 * signal 11)", "gave no answer to 'move;' within 1000 ms", "named an illegal peg A1 (peg
 * is full)", "answered garbage: 'banana.'", ... The same wording in every program. */
void s4_reply_describe(const S4Geometry *geo, const S4Reply *reply, char *buf, size_t size);

#endif
