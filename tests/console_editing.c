/* console_editing.c: score4-console at a terminal (a pseudo-terminal, as a person's terminal
 * emulator gives it): line editing (Up recalls, Ctrl-A/E move), a history that survives a
 * restart in $XDG_STATE_HOME/score4/history; and, through a pipe, the move spellings people
 * type ("B 2", "b2") and Score Four's default drawing by layers. Every wait is for the
 * console's own output, with a generous limit. */
#include <criterion/criterion.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include "console_harness.h"

#define CONSOLE S4_BIN_DIR "/score4-console"

#ifndef S4_NO_LINE_EDITING /* the console was built with libedit */

enum { WAIT_MS = 60000, SCREEN_MAX = 1 << 16 };

#define PROMPT "where to place [A1-D4]: "
#define HELP_LINE "draw boards as"   /* a line of `help.`'s answer */
#define UP "\033[A"
#define CTRL_A "\001"
#define CTRL_E "\005"

/* A console on a pseudo-terminal: its process, our end, and everything it printed. */
typedef struct Terminal {
    pid_t pid;
    int master;
    char screen[SCREEN_MAX];
    size_t len;
} Terminal;

static char state_home[256];

static void make_state_home(void)
{
    snprintf(state_home, sizeof state_home, "/tmp/score4-editing-XXXXXX");
    cr_assert_not_null(mkdtemp(state_home));
}

static void start(Terminal *t)
{
    memset(t, 0, sizeof *t);
    struct winsize size = {.ws_row = 40, .ws_col = 120};
    t->pid = forkpty(&t->master, NULL, NULL, &size);
    cr_assert_neq(t->pid, -1, "forkpty: %s", strerror(errno));
    if (t->pid == 0) {
        setenv("XDG_STATE_HOME", state_home, 1);
        setenv("HOME", state_home, 1); /* no ~/.editrc of the person running the tests */
        setenv("TERM", "xterm", 1);
        execl(CONSOLE, CONSOLE, "--black", "person", (char *)NULL);
        _exit(127);
    }
}

/* Reads what the console printed until `want` appears `times` times in all (false after
 * WAIT_MS without it, or when the console ended). */
static bool wait_for(Terminal *t, const char *want, int times)
{
    for (int waited = 0; waited < WAIT_MS;) {
        t->screen[t->len] = '\0';
        if (console_count(t->screen, want) >= times)
            return true;
        struct pollfd p = {.fd = t->master, .events = POLLIN};
        int r = poll(&p, 1, 100);
        if (r == 0) {
            waited += 100;
            continue;
        }
        if (t->len + 1 >= sizeof t->screen)
            return false;
        ssize_t n = read(t->master, t->screen + t->len, sizeof t->screen - 1 - t->len);
        if (n <= 0)
            return false; /* the console ended */
        t->len += (size_t)n;
    }
    return false;
}

/* Waits for the console's `times`-th prompt and for its line editor to have the terminal in
 * raw mode: keys typed before that would meet the kernel's own line editing (which echoes
 * arrows as ^[[A and takes Ctrl-D for itself). The pseudo-terminal's two ends share one
 * termios, so ours shows the mode. */
static bool wait_for_prompt(Terminal *t, int times)
{
    if (!wait_for(t, PROMPT, times))
        return false;
    for (int waited = 0; waited < WAIT_MS; waited += 10) {
        struct termios mode;
        if (tcgetattr(t->master, &mode) != 0)
            return false;
        if (!(mode.c_lflag & ICANON))
            return true;
        struct pollfd none = {.fd = -1};
        poll(&none, 0, 10);
    }
    return false;
}

static void type(Terminal *t, const char *keys)
{
    size_t n = strlen(keys);
    cr_assert_eq(write(t->master, keys, n), (ssize_t)n);
}

/* Waits for the console to end by itself (its output ends when it exits: read gives EOF or
 * EIO), then collects its status. The terminal is closed only after: closing it first would
 * hang the console up (SIGHUP) on its way out. */
static int finish(Terminal *t)
{
    int status = 0;
    for (;;) {
        char rest[4096];
        ssize_t n = read(t->master, rest, sizeof rest);
        if (n > 0) {
            size_t keep = (size_t)n < sizeof t->screen - 1 - t->len ? (size_t)n
                                                                     : sizeof t->screen - 1 - t->len;
            memcpy(t->screen + t->len, rest, keep);
            t->len += keep;
            t->screen[t->len] = '\0';
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        break;
    }
    close(t->master);
    cr_assert_eq(waitpid(t->pid, &status, 0), t->pid);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}


Test(console_editing, up_recalls_the_last_command)
{
    make_state_home();
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    type(&t, "help.\r");
    cr_assert(wait_for(&t, HELP_LINE, 1), "help not answered:\n%s", t.screen);
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, UP "\r");
    cr_assert(wait_for(&t, HELP_LINE, 2), "Up did not bring help. back:\n%s", t.screen);
    cr_assert(wait_for_prompt(&t, 3), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
    cr_assert_null(strstr(t.screen, "^[[A"), "the arrow key was taken as text:\n%s", t.screen);
}

Test(console_editing, ctrl_a_and_ctrl_e_move_to_the_start_and_the_end)
{
    make_state_home();
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    /* "elp", to the start for the "h", to the end for the ".": help. only if both moved
     * (without Ctrl-A "elph.", without Ctrl-E "h.elp"). */
    type(&t, "elp" CTRL_A "h" CTRL_E ".\r");
    cr_assert(wait_for(&t, HELP_LINE, 1), "the edited line was not help.:\n%s", t.screen);
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
}

Test(console_editing, the_history_survives_a_restart_in_xdg_state_home)
{
    make_state_home();
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    type(&t, "help.\r");
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);

    char path[512];
    snprintf(path, sizeof path, "%s/score4/history", state_home);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0, "no history file at %s", path);

    /* A new console: Up twice is the first run's help. (once is its quit.). */
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    cr_assert_null(strstr(t.screen, HELP_LINE));
    type(&t, UP UP "\r");
    cr_assert(wait_for(&t, HELP_LINE, 1), "the history was not kept:\n%s", t.screen);
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
}

/* A history "file" that is not one: the console says so and starts, keeping no history,
 * and never reads from it nor writes to it. */
static void history_is_not_a_file(const char *kind)
{
    make_state_home();
    char dir[512], path[600];
    snprintf(dir, sizeof dir, "%s/score4", state_home);
    cr_assert_eq(mkdir(dir, 0700), 0);
    snprintf(path, sizeof path, "%s/history", dir);
    if (strcmp(kind, "fifo") == 0)
        cr_assert_eq(mkfifo(path, 0600), 0);
    else
        cr_assert_eq(symlink(kind, path), 0);
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt with %s as the history:\n%s", kind, t.screen);
    cr_assert(wait_for(&t, "the history is not kept", 1), "%s", t.screen);
    type(&t, "help.\r");
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
    struct stat st;
    cr_assert_eq(lstat(path, &st), 0);
    cr_assert(strcmp(kind, "fifo") == 0 ? S_ISFIFO(st.st_mode) : S_ISLNK(st.st_mode),
              "the history's place was replaced");
}

Test(console_editing, a_fifo_as_the_history_does_not_stop_the_prompt)
{
    history_is_not_a_file("fifo");
}

Test(console_editing, dev_zero_as_the_history_is_refused_not_read)
{
    history_is_not_a_file("/dev/zero");
}

Test(console_editing, the_history_file_is_private_to_its_owner)
{
    make_state_home();
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    type(&t, "help.\r");
    cr_assert(wait_for_prompt(&t, 2), "%s", t.screen);
    type(&t, "quit.\r");
    cr_assert(wait_for(&t, "Goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
    char path[512];
    snprintf(path, sizeof path, "%s/score4/history", state_home);
    struct stat st;
    cr_assert_eq(stat(path, &st), 0);
    cr_assert_eq(st.st_mode & 0777, 0600, "mode %o", st.st_mode & 0777);
}

Test(console_editing, end_of_input_at_the_terminal_says_goodbye)
{
    make_state_home();
    Terminal t;
    start(&t);
    cr_assert(wait_for_prompt(&t, 1), "no prompt:\n%s", t.screen);
    type(&t, "\004"); /* Ctrl-D on an empty line */
    cr_assert(wait_for(&t, "End of input: goodbye.", 1), "%s", t.screen);
    cr_assert_eq(finish(&t), 0);
}

#endif

/* ================================================================ through a pipe */

Test(console_editing, a_peg_may_be_typed_with_a_space_or_in_small_letters)
{
    const char *args[] = {"--black", "person", "--view", "list", NULL};
    ConsoleRun run = console_run(args, "B 2\nb3\nc 1.\nB 2 3\nz 9\nquit.\n", NULL, 60);
    cr_assert_eq(run.exit_code, 0, "%s", run.out);
    /* Three moves made (each turn passes to the other side), two lines refused, each with
     * its reason. */
    cr_assert_eq(console_count(run.out, "Black's turn (B), where to place [A1-D4]: b3"), 1,
                 "B 2 was not White's move:\n%s", run.out);
    cr_assert_eq(console_count(run.out, "White's turn (W), where to place [A1-D4]: c 1."), 1,
                 "c 1. was not White's third move after B 2 and b3:\n%s", run.out);
    cr_assert_eq(console_count(run.out, "Black's turn (B), where to place [A1-D4]: B 2 3"), 1,
                 "%s", run.out);
    cr_assert(strstr(run.out, "Sorry: unknown command 'B'"), "B 2 3 is no peg:\n%s", run.out);
    cr_assert(strstr(run.out, "\"z 9\" is not a peg of this board"), "%s", run.out);
    console_run_free(&run);
}

Test(console_editing, score_four_is_drawn_by_layers_unless_asked_otherwise)
{
    const char *plain[] = {"--black", "person", NULL};
    ConsoleRun run = console_run(plain, "quit.\n", NULL, 60);
    cr_assert(strstr(run.out, "level 1      level 2      level 3      level 4"), "%s", run.out);
    console_run_free(&run);
    const char *oblique[] = {"--black", "person", "--view", "oblique", NULL};
    run = console_run(oblique, "quit.\n", NULL, 60);
    cr_assert_null(strstr(run.out, "level 1      level 2"), "%s", run.out);
    console_run_free(&run);
}
