/* hostile_input.c: input an attacker (or an accident) would try, through the built programs:
 * NUL bytes, endless lines, trailing junk, numbers with signs and blanks, results that
 * contradict their moves, an output that cannot be written, and the README's transcript
 * checked against the engine itself. Each test names the defect it pins down. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "console_harness.h"
#include "program_run.h"

#define ENGINE S4_BIN_DIR "/score4-engine"
#define CONSOLE S4_BIN_DIR "/score4-console"

/* Defect 1: a NUL byte made the console call the line over-long and swallow the next one. */
Test(hostile, console_a_line_with_a_nul_is_refused_and_the_next_line_is_read)
{
    static const char input[] =
        "add white bead A1.\nshow\0 board.\nadd black bead B1.\nshow board.\nquit.\n";
    ConsoleRun run = console_run_bytes((const char *const[]){"--test", NULL}, input,
                                       sizeof input - 1, NULL, 60);
    cr_assert_eq(run.exit_code, 0, "%s", run.out);
    cr_assert(strstr(run.out, "That line holds a NUL byte; nothing was done."), "%s", run.out);
    cr_assert_not(strstr(run.out, "longer than"), "%s", run.out);
    cr_assert(strstr(run.out, "\nB1: B\n"), "B1 was not lost:\n%s", run.out);
    console_run_free(&run);
}

/* Defect 2: the engine read a command cut at a NUL as the part before it. */
Test(hostile, engine_a_command_with_a_nul_is_an_error_and_changes_nothing)
{
    ShellRun sh;
    shell_run("printf 'play white\\0junk;\\nnote: white plays A1;\\nshow;\\nquit;\\n' | " ENGINE
              " 2>/dev/null",
              60, &sh);
    cr_assert_eq(sh.status, 0, "%s", sh.out);
    cr_assert(strncmp(sh.out, "error: ", 7) == 0, "got: %s", sh.out);
    cr_assert(strstr(sh.out, "NUL"), "the reason names the NUL: %s", sh.out);
}

/* Defect 4: trailing junk after a --solve position was ignored silently. */
Test(hostile, solve_a_line_with_trailing_junk_is_an_error_naming_the_line)
{
    ShellRun sh;
    /* Positions near the end of the game, so each solves at once. */
#define LATE "2252576253462244111563365343671351441"
    shell_run("printf '" LATE " -1\\n" LATE " junk\\n" LATE " 1 2\\n" LATE "\\n' | " ENGINE
              " --game connect4 --solve",
              60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    cr_assert(strstr(sh.out, "line 2: 'junk' after the position is not a score"), "%s", sh.out);
    cr_assert(strstr(sh.out, "line 3: '2' after the score: one position and at most one score "
                             "a line"), "%s", sh.out);
    cr_assert_not(strstr(sh.out, "line 1:"), "a position and a score is fine: %s", sh.out);
    cr_assert_eq(strncmp(sh.out, LATE " -1 ", strlen(LATE) + 4), 0, "line 1 solved: %s", sh.out);
    cr_assert(strstr(sh.out, "\n" LATE " -1 "), "line 4 solved: %s", sh.out);
}

/* Found by fuzz_solve: a word after the position was cut to 24 characters before it was
 * read as a score, so 26 zeros and an 'x' passed for the score 0 and the line was solved. */
Test(hostile, solve_a_long_word_after_the_position_is_not_taken_for_a_score)
{
    ShellRun sh;
    shell_run("printf '" LATE " 00000000000000000000000000x\n" LATE " 0000000000000000000000000\n' | "
              ENGINE " --game connect4 --solve",
              60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    cr_assert(strstr(sh.out, "line 1: '000000000000000000000000...' after the position is not a "
                             "score"), "%s", sh.out);
    cr_assert(strstr(sh.out, "line 2: '000000000000000000000000...' after the position is not a "
                             "score"), "a 25-digit score is no score either: %s", sh.out);
    cr_assert_not(strstr(sh.out, LATE " -1"), "nothing solved: %s", sh.out);
}

/* Found by fuzz_solve: Score Four's --solve read a record line as a C string, so a line
 * holding a NUL byte was cut there silently ("\0B1 B2" was the empty board). */
Test(hostile, solve_score4_a_line_with_a_nul_byte_is_an_error_naming_the_line)
{
    ShellRun sh;
#define WIN_NOW "B1 B2 C1 C2 D1 D2"
    shell_run("printf '" WIN_NOW "\\0 junk\n\\0B1 B2\n" WIN_NOW "\n' | " ENGINE " --solve --weak",
              60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    cr_assert(strstr(sh.out, "line 1: a NUL byte in the line"), "%s", sh.out);
    cr_assert(strstr(sh.out, "line 2: a NUL byte in the line"), "%s", sh.out);
    cr_assert(strstr(sh.out, WIN_NOW " win\n"), "line 3 solved: %s", sh.out);
    const char *first = strstr(sh.out, " win");
    cr_assert_null(strstr(first + 1, " win"), "one answer only: %s", sh.out);
}

/* Defect 4: numbers take one strict grammar everywhere: digits, a '-' only where negative
 * values are allowed, no sign '+', no blanks. */
Test(hostile, numbers_with_a_plus_or_blanks_are_refused_on_the_command_line_and_the_protocol)
{
    ShellRun sh;
    shell_run("printf 'depth +3;\\ndepth 3;\\nquit;\\n' | " ENGINE, 60, &sh);
    cr_assert(strncmp(sh.out, "error: '+3' is not a number", 27) == 0, "%s", sh.out);
    cr_assert(strstr(sh.out, "\nok.\nok.\n"), "%s", sh.out);
    shell_run(ENGINE " --depth ' 5' </dev/null", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert(strstr(sh.out, "' 5' is not a number"), "%s", sh.out);
    shell_run(CONSOLE " --depth +5 </dev/null", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
}

/* Defect 6: the console exited 0 when its output could not be written. */
Test(hostile, console_reports_and_fails_when_its_output_cannot_be_written)
{
    ShellRun sh;
    shell_run("printf 'show board.\\nquit.\\n' | " CONSOLE " --test >/dev/full", 60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    cr_assert(strstr(sh.out, "score4-console: cannot write the output: No space left on device"),
              "%s", sh.out);
    shell_run("printf 'show board.\\nquit.\\n' | " CONSOLE " --test >&-", 60, &sh);
    cr_assert_eq(sh.status, 1, "%s", sh.out);
    cr_assert(strstr(sh.out, "score4-console: cannot write the output: Bad file descriptor"),
              "%s", sh.out);
}

/* Defect 7: `show;` named the engine's own colour as the side to move, and "1 beads". */
Test(hostile, engine_show_names_the_side_to_move_and_counts_in_words_that_agree)
{
    ShellRun sh;
    shell_run("printf 'note: white plays B2;\\nplay white;\\nshow;\\nquit;\\n' | " ENGINE
              " 2>&1 >/dev/null",
              60, &sh);
    cr_assert(strstr(sh.out, "1 bead; black to move; this engine plays white"), "%s", sh.out);
    shell_run("printf 'show;\\nquit;\\n' | " ENGINE " 2>&1 >/dev/null", 60, &sh);
    cr_assert(strstr(sh.out, "0 beads; white to move; this engine has no colour yet"), "%s",
              sh.out);
}

/* Defect 9: input that ended in the middle of a command (no ';') was dropped without a word,
 * so a person testing by hand never learned why nothing happened; and `help;` was unknown. */
Test(hostile, engine_reports_a_command_cut_by_the_end_of_input_and_lists_its_commands)
{
    ShellRun sh;
    shell_run("printf 'note: white plays B2;\nplay\n  white  \n' | " ENGINE " --depth 2", 60, &sh);
    cr_assert_eq(sh.status, 0, "%s", sh.out);
    cr_assert_str_eq(sh.out, "ok.\nerror: input ended inside 'play white' (no ';').\n");
    /* Blanks after the last command are not a command. */
    shell_run("printf 'restart;\n \n' | " ENGINE, 60, &sh);
    cr_assert_str_eq(sh.out, "ok.\n");
    /* help;: one 'ok.' on stdout; on stderr every command's shape, the peg range of the game. */
    shell_run("printf 'help;\nquit;\n' | " ENGINE " 2>/dev/null", 60, &sh);
    cr_assert_str_eq(sh.out, "ok.\nok.\n");
    shell_run("printf 'help;\n' | " ENGINE " --game connect4 2>&1 >/dev/null", 60, &sh);
    static const char *const shapes[] = {"restart;", "quit;", "play white|black;", "move;",
                                         "note: white|black plays <peg>;", "show;", "help;",
                                         "level <1..10>;", "pegs A1..G1"};
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++)
        cr_assert(strstr(sh.out, shapes[i]) != NULL, "'%s' missing:\n%s", shapes[i], sh.out);
    /* and it changes nothing: the board is still empty */
    shell_run("printf 'note: white plays B2;\nhelp;\nshow;\n' | " ENGINE " 2>&1 >/dev/null", 60, &sh);
    cr_assert(strstr(sh.out, "1 bead; black to move"), "%s", sh.out);
}

/* Defect 8: the README's engine transcript must be what the engine really answers. */
Test(hostile, the_readme_engine_transcript_is_what_the_engine_says)
{
    FILE *f = fopen(S4_SOURCE_DIR "/README.md", "r");
    cr_assert_not_null(f);
    char line[200], args[256] = "", commands[2048] = "", expected[2048] = "";
    bool in_section = false, in_block = false;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "### The engine by hand", 22) == 0)
            in_section = true;
        else if (in_section && strncmp(line, "```", 3) == 0) {
            if (in_block)
                break;
            in_block = true;
        } else if (in_block && strncmp(line, "$ build/bin/score4-engine", 25) == 0)
            snprintf(args, sizeof args, "%s", line + 25);
        else if (in_block && strchr(line, ';'))
            strncat(commands, line, sizeof commands - strlen(commands) - 1);
        else if (in_block)
            strncat(expected, line, sizeof expected - strlen(expected) - 1);
    }
    fclose(f);
    cr_assert(in_block && commands[0] && expected[0], "no transcript found in README.md");
    args[strcspn(args, "\n")] = '\0';
    char cmd_path[] = "/tmp/hostile_readme_XXXXXX";
    int fd = mkstemp(cmd_path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, commands, strlen(commands)), (ssize_t)strlen(commands));
    close(fd);
    char command[1024];
    snprintf(command, sizeof command, ENGINE "%s < %s 2>/dev/null", args, cmd_path);
    ShellRun sh;
    shell_run(command, 60, &sh);
    unlink(cmd_path);
    cr_assert_eq(sh.status, 0, "%s", sh.out);
    cr_assert_str_eq(sh.out, expected, "README.md shows answers the engine does not give:\n%s\nversus the engine's:\n%s", expected, sh.out);
}

/* Status codes: a table that cannot be allocated said "buffer too small". */
Test(hostile, engine_a_hash_table_too_big_for_memory_is_out_of_memory)
{
#if defined(__SANITIZE_ADDRESS__)
    cr_skip_test("the address sanitizer reserves more address space than the limit allows");
#else
    ShellRun sh;
    /* 1 GB of address space: a 2000 MB table (within the --hash ceiling) cannot be had,
     * whatever the machine holds. */
    shell_run("ulimit -v 1000000; " ENGINE " --hash 2000 </dev/null", 60, &sh);
    cr_assert_eq(sh.status, 2, "%s", sh.out);
    cr_assert(strstr(sh.out, "score4-engine: --hash 2000: out of memory"), "%s", sh.out);
#endif
}

/* Defect 8, likewise: docs/protocol.md's "A real transcript" is the engine's real answers. */
Test(hostile, the_protocol_documents_transcript_is_what_the_engine_says)
{
    FILE *f = fopen(S4_SOURCE_DIR "/docs/protocol.md", "r");
    cr_assert_not_null(f);
    char line[200], commands[4096] = "", expected[4096] = "";
    bool in_section = false, in_block = false;
    while (fgets(line, sizeof line, f)) {
        if (strncmp(line, "## A real transcript", 20) == 0)
            in_section = true;
        else if (in_section && strncmp(line, "```", 3) == 0) {
            if (in_block)
                break;
            in_block = true;
        } else if (in_block && strncmp(line, "> ", 2) == 0)
            strncat(commands, line + 2, sizeof commands - strlen(commands) - 1);
        else if (in_block && strncmp(line, "< ", 2) == 0)
            strncat(expected, line + 2, sizeof expected - strlen(expected) - 1);
    }
    fclose(f);
    cr_assert(commands[0] && expected[0], "no transcript found in docs/protocol.md");
    char cmd_path[] = "/tmp/hostile_protocol_XXXXXX";
    int fd = mkstemp(cmd_path);
    cr_assert_geq(fd, 0);
    cr_assert_eq(write(fd, commands, strlen(commands)), (ssize_t)strlen(commands));
    close(fd);
    char command[1024];
    snprintf(command, sizeof command, ENGINE " --depth 6 --threads 1 < %s 2>/dev/null", cmd_path);
    ShellRun sh;
    shell_run(command, 60, &sh);
    unlink(cmd_path);
    cr_assert_str_eq(sh.out, expected, "docs/protocol.md shows answers the engine does not give:\n%s\nversus the engine's:\n%s", expected, sh.out);
}

/* An escape sequence or a huge argument given to `analyse` reached the terminal as it was. */
Test(hostile, analyse_quotes_the_moves_it_refuses)
{
    ShellRun sh;
    shell_run(ENGINE " analyse \"A1 $(printf '\\033[2J')$(head -c 90000 /dev/zero | tr '\\0' x)\""
              " 2>&1",
              60, &sh);
    cr_assert_neq(sh.status, 0, "%s", sh.out);
    cr_assert(strstr(sh.out, "\\x1b[2J"), "the escape shown as \\x1b: %.300s", sh.out);
    cr_assert_null(strchr(sh.out, '\033'), "no raw escape byte");
    cr_assert_lt(strlen(sh.out), 400, "the argument was cut: %zu bytes", strlen(sh.out));
}
