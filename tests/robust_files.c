/* robust_files.c: every file the engine and the match runner read or write, tried as a
 * FIFO, /dev/zero, a directory, a huge line, on a full disk: no hang, memory within a bound,
 * one clear message, a non-zero status, and the previous file intact (docs/robustness.md). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/record_file.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"
#define MATCH S4_BIN_DIR "/score4-match"
#define STUB S4_BIN_DIR "/match_stub_engine"

static char dir[64];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/s4_robust_XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    cr_assert_eq(system(cmd), 0);
}

TestSuite(robust, .init = make_dir, .fini = remove_dir);

/* Was: `score4-engine --solve --weak < /dev/zero` reached 5.9 GB in 20 s (getline). Now the
 * first line over 4096 bytes ends the run, under a 300 MB address-space limit (not under the
 * address sanitizer, which reserves more address space than that before main). */
#if defined(__SANITIZE_ADDRESS__)
#define ADDRESS_LIMIT ""
#else
#define ADDRESS_LIMIT "ulimit -v 300000; "
#endif
Test(robust, solve_from_dev_zero_stops_at_the_first_long_line_in_bounded_memory)
{
    const char *games[] = {"", "--game connect4"};
    for (int i = 0; i < 2; i++) {
        char cmd[512];
        snprintf(cmd, sizeof cmd, "%s" ENGINE " %s --solve --weak < /dev/zero", ADDRESS_LIMIT,
                 games[i]);
        ShellRun sh;
        shell_run(cmd, 60, &sh);
        cr_assert_eq(sh.status, 1, "%s", sh.out);
        cr_assert_str_eq(sh.out, "score4-engine: standard input: line 1: line longer than 4096 "
                                 "bytes; the run stops\n");
    }
}

/* Was: `score4-match --openings /dev/zero` spun for ever; a FIFO blocked in open. */
Test(robust, match_openings_that_are_not_regular_files_are_refused_at_once)
{
    char fifo[128], cmd[512];
    snprintf(fifo, sizeof fifo, "%s/fifo", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    const char *paths[] = {"/dev/zero", fifo, dir};
    for (int i = 0; i < 3; i++) {
        snprintf(cmd, sizeof cmd, MATCH " --openings %s --records %s/r.txt a b", paths[i], dir);
        ShellRun sh;
        shell_run(cmd, 60, &sh);
        cr_assert_eq(sh.status, 2, "%s", sh.out);
        char want[256];
        snprintf(want, sizeof want, "score4-match: %s: not a regular file\n", paths[i]);
        cr_assert_str_eq(sh.out, want);
    }
    snprintf(cmd, sizeof cmd, "%s/r.txt", dir);
    cr_assert_neq(access(cmd, F_OK), 0, "no records file made for a match that never ran");
}

/* Was: an opening line over 1024 bytes was split in two and read as two openings. */
Test(robust, match_an_opening_line_too_long_is_an_error_naming_its_line)
{
    char path[128], cmd[512];
    snprintf(path, sizeof path, "%s/open.txt", dir);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("A1 B2\n", f);
    for (int i = 0; i < 700; i++)
        fputs("A1 ", f);
    fputs("\nC3\n", f);
    fclose(f);
    snprintf(cmd, sizeof cmd, MATCH " --openings %s --records %s/r.txt a b", path, dir);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    char want[256];
    snprintf(want, sizeof want, "score4-match: %s: line 2: line longer than 1024 bytes\n", path);
    cr_assert_str_eq(sh.out, want);
}

/* The engine's book as a FIFO or /dev/zero: refused before a read, the engine plays on. */
Test(robust, engine_a_book_that_is_not_a_regular_file_is_refused_and_play_goes_on)
{
    char fifo[128], cmd[512];
    snprintf(fifo, sizeof fifo, "%s/book", dir);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    const char *paths[] = {"/dev/zero", fifo};
    for (int i = 0; i < 2; i++) {
        snprintf(cmd, sizeof cmd, "printf \"quit;\\n\" | " ENGINE " --book %s", paths[i]);
        ShellRun sh;
        shell_run(cmd, 60, &sh);
        cr_assert_eq(sh.status, 0, "%s", sh.out);
        char want[256];
        snprintf(want, sizeof want, "opening book %s: not a regular file; playing without it",
                 paths[i]);
        cr_assert(strstr(sh.out, want), "%s", sh.out);
    }
}

/* Runs body (shell lines) with dir an 8 KB tmpfs already holding dir/file of 6000 bytes,
 * in a private mount namespace; skips the test where no mount namespace can be made. */
static void on_a_full_disk(const char *file, const char *body, ShellRun *sh)
{
    if (system("unshare -rm true 2>/dev/null") != 0)
        cr_skip_test("no mount namespace here");
    char script[128], cmd[256];
    snprintf(script, sizeof script, "%s.sh", dir); /* beside the directory the tmpfs hides */
    FILE *f = fopen(script, "w");
    cr_assert_not_null(f);
    fprintf(f, "mount -t tmpfs -o size=8k tmpfs %s || exit 9\n"
               "head -c 6000 /dev/zero | tr \"\\\\0\" x > %s/%s\n%s",
            dir, dir, file, body);
    fclose(f);
    snprintf(cmd, sizeof cmd, "unshare -rm sh %s", script);
    shell_run(cmd, 60, sh);
    unlink(script);
}

/* Match records on a full disk (a 8 KB tmpfs already holding a 6 KB records file, in a
 * private mount namespace): the match ends with status 1 and the message, the old file is
 * intact and no temporary is left. Skipped where no mount namespace can be made. */
Test(robust, match_records_on_a_full_disk_fail_and_keep_the_old_file)
{
    char body[1024];
    snprintf(body, sizeof body,
             "%s --quiet --games 2 --records %s/r.txt \"%s score4 weak 1\" \"%s score4 weak 1\"\n"
             "echo status=$?\nwc -c < %s/r.txt\nls %s\n",
             MATCH, dir, STUB, STUB, dir, dir);
    ShellRun sh;
    on_a_full_disk("r.txt", body, &sh);
    cr_assert(strstr(sh.out, "/r.txt: system error: No space left on device\n"), "%s", sh.out);
    cr_assert(strstr(sh.out, "status=1\n6000\nr.txt\n"), "%s", sh.out);
}

/* Was: the records went to "<file>.tmp-XXXXXX", renamed over the file only when the match
 * ended, so a match killed midway left its games in a temporary only. Now each finished
 * game is in the file itself: killed after its third game, the file holds at least three
 * whole records, and no temporary is left. (The wait is on the match's own output, with a
 * generous limit.) */
Test(robust, match_killed_midway_keeps_every_finished_game_in_the_file)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd,
             MATCH " --games 1000 --records %s/r.txt \"" STUB " score4 weak 1\" \"" STUB
             " score4 weak 2\" > %s/out 2>&1 & p=$!; i=0; "
             "until grep -qs \"^game 3:\" %s/out || [ $i -ge 1000 ]; do sleep 0.05; i=$((i+1)); done; "
             "kill -9 $p; wait $p 2>/dev/null; ls %s",
             dir, dir, dir, dir);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert_str_eq(sh.out, "out\nr.txt\n", "a temporary was left: %s", sh.out);
    char path[128], line[S4_RECORD_MAX_LINE];
    snprintf(path, sizeof path, "%s/r.txt", dir);
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    int games = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        S4Record record;
        cr_assert_eq(s4_record_parse(line, &record), S4_OK, "record %d: '%s'", games + 1, line);
        games++;
    }
    fclose(f);
    cr_assert_geq(games, 3, "only %d games kept", games);
}

/* A book made on a full disk (an 8 KB tmpfs already holding a 6 KB book) and on a read-only
 * one, in a private mount namespace: status 1 and the reason, the old book intact, no
 * temporary left. Skipped where no mount namespace can be made. */
Test(robust, engine_book_on_a_full_or_read_only_disk_fails_and_keeps_the_old_book)
{
    char body[1024];
    snprintf(body, sizeof body,
             "%s --depth 1 --threads 1 --hash 1 book 1 %s/book.txt\n"
             "echo status=$?\nwc -c < %s/book.txt\nls %s\n"
             "mount -o remount,ro %s || exit 9\n"
             "%s --depth 1 --threads 1 --hash 1 book 1 %s/book.txt\n"
             "echo status=$?\nwc -c < %s/book.txt\nls %s\n",
             ENGINE, dir, dir, dir, dir, ENGINE, dir, dir, dir);
    ShellRun sh;
    on_a_full_disk("book.txt", body, &sh);
    cr_assert(strstr(sh.out, "/book.txt: system error: No space left on device\n"
                             "status=1\n6000\nbook.txt\n"), "%s", sh.out);
    cr_assert(strstr(sh.out, "Read-only file system\nstatus=1\n6000\nbook.txt\n"), "%s", sh.out);
}

/* Match records over a directory: refused before any game, status 1. */
Test(robust, match_records_over_a_directory_fail_before_any_game)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, MATCH " --games 2 --records %s a b", dir);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    char want[256];
    snprintf(want, sizeof want, "score4-match: %s: system error: Is a directory\n", dir);
    cr_assert_str_eq(sh.out, want);
}

/* Was: an engine that forked a child and answered quit; in time left the child running
 * with parent 1, holding the pipes. Now the engine's process group is ended after quit;
 * (the engine runs in a group of its own, so only what it started goes). Both engines of a
 * match start a child process; after the match, none is alive (a zombie waiting for its new
 * parent to reap it counts as ended). */
Test(robust, match_an_engine_s_child_process_is_ended_with_the_engine)
{
    char script[128], cmd[1024];
    snprintf(script, sizeof script, "%s/engine.sh", dir);
    FILE *f = fopen(script, "w");
    cr_assert_not_null(f);
    fprintf(f, "sleep 600 </dev/null &\necho $! >> %s/children\nexec %s --depth 1\n", dir,
            ENGINE);
    fclose(f);
    snprintf(cmd, sizeof cmd,
             MATCH " --quiet --games 2 --records %s/r.txt \"sh %s\" \"sh %s\" >/dev/null; "
             "echo status=$?; for p in $(cat %s/children); do "
             "s=$(ps -o stat= -p $p); case \"$s\" in \"\"|Z*) ;; *) echo alive $p; kill $p;; "
             "esac; done; "
             "wc -l < %s/children",
             dir, script, script, dir, dir);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert(strstr(sh.out, "status=0\n"), "%s", sh.out);
    cr_assert_not(strstr(sh.out, "alive"), "a child outlived its engine:\n%s", sh.out);
    cr_assert(strstr(sh.out, "\n4\n"), "four engines started a child each: %s", sh.out);
}

/* Was: --hash accepted 65536 MB, and at full strength the solver's table of the same size
 * came on top (--hash 1024 gave 2.1 GB). Now both tables count against one ceiling. */
Test(robust, engine_hash_is_bounded_with_the_solvers_table_counted)
{
    ShellRun sh;
    shell_run("printf \"quit;\\n\" | " ENGINE " --hash 65536", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert_str_eq(sh.out, "score4-engine: --hash: '65536' is not a number from 1 to 4096\n");
    shell_run("printf \"quit;\\n\" | " ENGINE " --hash 2049", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert(strstr(sh.out, "score4-engine: --hash: 2049 MB for the search and 2049 MB for the "
                             "solver are more than the "), "%s", sh.out);
    shell_run("printf \"quit;\\n\" | " ENGINE " --hash 64", 60, &sh);
    cr_assert_eq(sh.status, 0, "%s", sh.out);
}

/* Was: a word with an escape sequence came back raw from the engine's subcommands, its
 * protocol, the console's and the window's options, so a terminal obeyed it. Now every
 * echo of what was typed shows control bytes as \xNN, between quotes. */
Test(robust, every_echo_of_typed_words_escapes_control_bytes)
{
    static const struct {
        const char *command; /* ESC stands for an escape byte */
        const char *says;
    } cases[] = {
        {ENGINE " xESC", "unknown subcommand 'x\\x1b[31m'"},
        {ENGINE " book ESC", "book: '\\x1b[31m' is not a number of beads"},
        {ENGINE " selfplay ESC", "selfplay: '\\x1b[31m' is not a game count"},
        {ENGINE " analyse \"\" ESC", "analyse: unexpected argument '\\x1b[31m'"},
        {ENGINE " --game ESC analyse \"\"", "unknown game '\\x1b[31m'"},
        {"printf \"ESCred;\\n\" | " ENGINE, "error: unknown command '\\x1b[31mred'."},
        {"printf \"play ESC;\\n\" | " ENGINE, "not '\\x1b[31m'."},
        {"printf \"depth ESC;\\n\" | " ENGINE, "error: '\\x1b[31m' is not a number"},
        {"printf \"note: white plays ESC;\\n\" | " ENGINE, "no such peg '\\x1b[31M'."},
        {S4_BIN_DIR "/score4-console --white ESC", "--white: '\\x1b[31m' is neither"},
        {S4_BIN_DIR "/score4-console --black ESC", "--black: '\\x1b[31m' is neither"},
        {"printf \"ESCx.\\n\" | " S4_BIN_DIR "/score4-console --no-echo", "unknown command '\\x1b[31mx'"},
        {S4_BIN_DIR "/score4 --mode ESC", "--mode: '\\x1b[31m' is not pve"},
        {"SDL_VIDEODRIVER=offscreen " S4_BIN_DIR "/score4 --script ESCx --frames 1",
         "unknown step '\\x1b[31mx'"},
        {"SDL_VIDEODRIVER=offscreen " S4_BIN_DIR "/score4 --mode pvp --script \"key ESC\" --frames 1",
         "no key named '\\x1b[31m'"},
        {"SDL_VIDEODRIVER=offscreen " S4_BIN_DIR "/score4 --mode pvp --script \"button ESC\" "
         "--frames 1", "no button '\\x1b[31m' on the screen"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char cmd[512] = "E=$(printf \"\\033[31m\"); ";
        size_t n = strlen(cmd);
        for (const char *c = cases[i].command; *c != '\0' && n + 8 < sizeof cmd;) {
            if (strncmp(c, "ESC", 3) == 0) {
                n += (size_t)snprintf(cmd + n, sizeof cmd - n, "${E}");
                c += 3;
            } else {
                cmd[n++] = *c++;
            }
        }
        cmd[n] = '\0';
        ShellRun sh;
        shell_run(cmd, 60, &sh);
        cr_assert_null(strchr(sh.out, 0x1b), "%s: a raw escape: %s", cases[i].command, sh.out);
        cr_assert(strstr(sh.out, cases[i].says), "%s: %s", cases[i].command, sh.out);
    }
}

/* Was: `score4-engine fit` kept every position of its data in memory, however many. Now it
 * reads at most S4_LIMIT_FIT_POSITIONS (2^21) and refuses more, within 1 GB of address space
 * (a part is never fitted as if it were the whole). */
Test(robust, fit_refuses_more_data_than_its_limit_in_bounded_memory, .timeout = 120)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd,
             "yes \"0.5 1 2\" | head -n 2097153 > %s/d.txt; %s" ENGINE " fit %s/d.txt",
             dir, ADDRESS_LIMIT[0] != '\0' ? "ulimit -v 1000000; " : "", dir);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    char want[256];
    snprintf(want, sizeof want,
             "score4-engine: fit: %s/d.txt: more than 2097152 positions, the most fit reads\n",
             dir);
    cr_assert_str_eq(sh.out, want);
}

/* Was: an --engine string over 1023 characters was cut silently and the cut command run. */
Test(robust, engine_command_lines_over_the_limit_are_refused_with_a_message)
{
    static char cmd[4096];
    char engine[1101];
    memset(engine, 'x', sizeof engine - 1);
    engine[sizeof engine - 1] = '\0';
    snprintf(cmd, sizeof cmd, S4_BIN_DIR "/score4-console --engine %s </dev/null", engine);
    ShellRun sh;
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert_str_eq(sh.out, "score4-console: --engine: a command line of 1100 characters; at "
                             "most 1023\n");
    snprintf(cmd, sizeof cmd, MATCH " --records %s/r.txt %s b", dir, engine);
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert_str_eq(sh.out, "score4-match: engine A: a command line of 1100 characters; at "
                             "most 1023\n");
}

/* Was: error lines echoed raw escape sequences and whole huge words. Now they are shown as
 * \xNN and cut after 60 bytes with the length. */
Test(robust, error_messages_quote_escapes_and_cut_huge_words)
{
    static char cmd[8192];
    ShellRun sh;
    shell_run(ENGINE " --depth \"$(printf \"\\033[31mred\")\"", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert_str_eq(sh.out, "score4-engine: --depth: '\\x1b[31mred' is not a number from 0 to 64\n");
    char word[5001];
    memset(word, 'y', sizeof word - 1);
    word[sizeof word - 1] = '\0';
    snprintf(cmd, sizeof cmd, ENGINE " --%s", word);
    shell_run(cmd, 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert(strstr(sh.out, "unknown option '--yyyy"), "%s", sh.out);
    cr_assert(strstr(sh.out, "... (5002 bytes)' (try --help)\n"), "%s", sh.out);
    cr_assert_lt(strlen(sh.out), 200, "%s", sh.out);
}

/* Was: the engine answered move; with a peg after a side already had four in a row. */
Test(robust, engine_refuses_to_move_after_a_line_and_keeps_the_board)
{
    ShellRun sh;
    shell_run("printf \"note: white plays A1;\\nnote: black plays B1;\\nnote: white plays A1;\\n"
              "note: black plays B1;\\nnote: white plays A1;\\nnote: black plays B1;\\n"
              "note: white plays A1;\\nmove;\\nquit;\\n\" | " ENGINE " 2>/dev/null", 60, &sh);
    cr_assert_eq(sh.status, 0, "%s", sh.out);
    cr_assert_str_eq(sh.out, "ok.\nok.\nok.\nok.\nok.\nok.\nok.\n"
                             "error: the game is over: white has a line.\nok.\n");
}
