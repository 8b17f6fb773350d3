/* engine_client.h: the referee's side of the protocol: an engine child process behind pipes. */
#ifndef S4_CLIENT_ENGINE_CLIENT_H
#define S4_CLIENT_ENGINE_CLIENT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "client/reaper.h"
#include "core/protocol.h"

/*
 * One engine process, started from a shell command line ("build/bin/score4-engine --depth 6",
 * or anyone else's engine), or one engine on another machine, reached by a command line
 * "tcp:HOST:PORT" (tcp.h; such as one served by `score4-engine --listen PORT`). Both are
 * read and waited on the same way; a socket has no process to reap.
 *
 * (The process case:) one engine process, started from a shell command line ("build/bin/score4-engine --depth 6",
 * or anyone else's engine). Commands are written whole; responses are read without ever
 * blocking the caller, so a window keeps drawing while the engine thinks. Any engine that
 * speaks the seed protocol works: only restart/quit/play/move/note are ever required.
 *
 * Typical use, once per frame:
 *     s4_client_send(&c, &cmd);                    // e.g. move;
 *     switch (s4_client_poll(&c, 0, &resp)) { ... } // PENDING until the line arrives
 */

typedef enum S4ClientEvent {
    S4_CLIENT_PENDING,   /* no whole response line yet */
    S4_CLIENT_RESPONSE,  /* *response holds a parsed line; raw holds its text */
    S4_CLIENT_GARBAGE,   /* a line arrived that is not a response (raw holds it, cut) */
    S4_CLIENT_CLOSED,    /* the engine closed its output or died */
} S4ClientEvent;

typedef struct S4EngineClient {
    pid_t pid;            /* child, or -1 once reaped */
    int to_engine;        /* write end of the engine's stdin, -1 when closed */
    int from_engine;      /* non-blocking read end of the engine's stdout, -1 when closed */
    S4LineReader reader;  /* partial response line */
    char raw[S4_PROTO_MAX_LINE + 1]; /* the last whole line read, for messages */
    bool closed;          /* end of file or error seen on from_engine */
    int exit_status;      /* from waitpid once reaped; -1 before */
    bool socket;          /* a TCP connection, not a process: to_engine and from_engine are
                             two descriptors of one socket, pid stays -1 */
} S4EngineClient;

/* The prefix of a command line that names an engine over TCP: "tcp:HOST:PORT". */
#define S4_CLIENT_TCP_PREFIX "tcp:"

/* Longest wait for a TCP engine's connection to be made. */
enum { S4_CLIENT_CONNECT_MS = 10000 };

/* True when command_line names an engine over TCP. */
bool s4_client_is_tcp(const char *command_line);

/* Says the secret of the file SCORE4_ENGINE_SECRET_FILE names (`secret TEXT;`) on a
 * connected socket and waits (within S4_CLIENT_CONNECT_MS) for its ok.; true at once when
 * the variable is not set. False with errno (EACCES: refused or unreadable). */
bool s4_client_say_secret(int fd);

/* As s4_client_start, but an engine over TCP is reached without waiting (tcp_relay.h):
 * the name lookup and the connect go on in a thread, and one that fails is told as an
 * `error:` line on the engine's output. For the window, whose frames must never wait. */
S4Status s4_client_start_without_waiting(S4EngineClient *client, const char *command_line);

/* Takes over a connected socket (an accepted player, say) as the engine's both ends.
 * Returns S4_OK, or S4_ERR_SYSTEM (errno) when it cannot be duplicated (fd is then closed). */
S4Status s4_client_adopt_socket(S4EngineClient *client, int fd);

/* Starts `command_line` through /bin/sh (or connects, for "tcp:HOST:PORT": an address or
 * connection that fails is S4_ERR_SYSTEM with errno) with pipes on its stdin and stdout (stderr is
 * inherited). Returns S4_OK, or S4_ERR_SYSTEM when pipes or the process cannot be made
 * (errno says why). A command that does not exist shows up as CLOSED on the first poll. */
S4Status s4_client_start(S4EngineClient *client, const char *command_line);

/* As s4_client_start, with the engine's scheduling priority lowered by nice_increment
 * (0..19; the shell and everything it starts inherit it). A program that shows the game
 * while the engine thinks uses this, so its frames are not queued behind the search: the
 * engine still gets every cycle the program does not need. Best effort: an increment the
 * system refuses leaves the engine at the caller's priority. */
S4Status s4_client_start_nice(S4EngineClient *client, const char *command_line,
                              int nice_increment);

/* Writes one command and a newline. Returns false when the engine no longer reads. */
bool s4_client_send(S4EngineClient *client, const S4Geometry *geo, const S4Command *cmd);

/* Waits up to timeout_ms (0: not at all, -1: forever) for one response line and parses
 * it against geo. Lines are returned one per call, in order. */
S4ClientEvent s4_client_poll(S4EngineClient *client, const S4Geometry *geo, int timeout_ms,
                             S4Response *response);

/* Ends the engine: sends `quit;`, waits up to grace_ms for it to exit, then kills its whole
 * process group (the shell and whatever it started), and reaps it in every case. Safe to
 * call twice. */
void s4_client_stop(S4EngineClient *client, int grace_ms);

/* As s4_client_stop without waiting: sends `quit;` (never blocking on a full pipe),
 * closes its input and hands the process (with its output's read end) to reaper, which
 * gives it grace_ms and then kills its process group (s4_reaper_poll). A socket is simply closed. When the reaper is full
 * the group is killed at once and reaped. Safe to call twice. */
void s4_client_retire(S4EngineClient *client, S4Reaper *reaper, int grace_ms);

/* The directory holding the running program (from /proc/self/exe), for finding
 * score4-engine beside the window's binary; false when it cannot be read. */
bool s4_client_self_dir(char *buf, size_t size);

/* ---------------------------------------------------------------- raw I/O for the session */

/* Writes len bytes (a whole command line). False, with the write end closed, when the
 * engine no longer reads. */
bool s4_client_write(S4EngineClient *client, const char *bytes, size_t len);

/* Reads one byte without blocking: 1 with *c set, 0 when none is there yet, -1 when the
 * output is closed (end of file or error). */
int s4_client_read_byte(S4EngineClient *client, char *c);

/* Waits up to timeout_ms (-1: forever) for output or its end. */
void s4_client_wait_readable(S4EngineClient *client, int timeout_ms);

/* After the output closed: waits up to wait_ms for the process to end by itself, kills
 * its process group (whatever it started too) and reaps it (exit_status set, pid -1).
 * True when it had ended by itself, false when it still ran and had to be killed. */
bool s4_client_reap(S4EngineClient *client, int wait_ms);

#endif
