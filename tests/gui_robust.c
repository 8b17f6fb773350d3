/* gui_robust.c: the window's files tried as FIFOs, /dev/zero, a directory, and saved twice in
 * one second: no hang, one clear message, nothing overwritten (docs/robustness.md). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gui_run.h"

static char home[256];

static void make_home(void)
{
    gui_home_make(home, "robust");
}

static void remove_home(void)
{
    gui_home_remove(home);
}

TestSuite(gui_robust, .init = make_home, .fini = remove_home, .timeout = 300);

#define window(...) gui_window(150, __VA_ARGS__)

/* Was: `score4 --replay /dev/zero` spun at 100 % CPU until SIGKILL; a FIFO blocked for ever. */
Test(gui_robust, replay_of_a_fifo_dev_zero_or_a_directory_is_refused_at_once)
{
    char fifo[300];
    snprintf(fifo, sizeof fifo, "%s/fifo", home);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    const char *paths[] = {"/dev/zero", fifo, home};
    for (int i = 0; i < 3; i++) {
        GuiRun *run = window("--replay", paths[i], "--frames", "1", NULL);
        cr_assert_neq(run->status, 0, "%s", run->err);
        char want[400];
        snprintf(want, sizeof want, "--replay %s: not a regular file", paths[i]);
        cr_assert(strstr(run->err, want), "%s", run->err);
        free(run);
    }
}

/* A record line over 512 bytes is an error naming the file and the line. */
Test(gui_robust, replay_a_line_too_long_names_file_and_line)
{
    char path[300];
    snprintf(path, sizeof path, "%s/long.txt", home);
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs("# games\nscore4 *", f);
    for (int i = 0; i < 300; i++)
        fputs(" A1", f);
    fputs("\n", f);
    fclose(f);
    GuiRun *run = window("--replay", path, "--frames", "1", NULL);
    cr_assert_neq(run->status, 0, "%s", run->err);
    char want[400];
    snprintf(want, sizeof want, "--replay %s: line 2: line longer than 512 bytes", path);
    cr_assert(strstr(run->err, want), "%s", run->err);
    free(run);
}

/* Was: a FIFO as the settings file kept the window from ever appearing. Now it is refused,
 * the defaults are used, and the window runs. */
Test(gui_robust, a_fifo_as_the_settings_file_gives_the_defaults)
{
    char dir[300], fifo[320];
    snprintf(dir, sizeof dir, "%s/config/score4", home);
    snprintf(fifo, sizeof fifo, "%s/settings", dir);
    char cmd[400];
    snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
    cr_assert_eq(system(cmd), 0);
    cr_assert_eq(mkfifo(fifo, 0600), 0);
    GuiRun *run = window("--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char want[400];
    snprintf(want, sizeof want, "settings %s: not a regular file; using the defaults", fifo);
    cr_assert(strstr(run->err, want), "%s", run->err);
    free(run);
}

/* Was: a second save in the same second overwrote the first. Now the second gets "-2". */
Test(gui_robust, two_saves_in_one_second_make_two_files)
{
    GuiRun *run = window("--mode", "pvp", "--script", "click A1; key Ctrl+S; click B1; key Ctrl+S",
                         "--frames", "2", NULL);
    cr_assert_eq(run->status, 0, "%s", run->err);
    char first[600], second[600];
    const char *a = strstr(run->out, "saved: ");
    cr_assert_not_null(a, "%s", run->out);
    const char *b = strstr(a + 1, "saved: ");
    cr_assert_not_null(b, "%s", run->out);
    cr_assert_eq(sscanf(a, "saved: %599s", first), 1);
    cr_assert_eq(sscanf(b, "saved: %599s", second), 1);
    cr_assert_str_neq(first, second);
    char text[1024];
    gui_read_file(first, text, sizeof text);
    cr_assert(strncmp(text, "score4 * A1 #", 13) == 0, "%s", text);
    gui_read_file(second, text, sizeof text);
    cr_assert(strncmp(text, "score4 * A1 B1 #", 16) == 0, "%s", text);
    free(run);
}

/* Was: an --engine string over 1023 characters was cut silently. */
Test(gui_robust, an_engine_command_over_the_limit_is_refused)
{
    static char engine[1201];
    memset(engine, 'x', sizeof engine - 1);
    GuiRun *run = window("--engine", engine, "--frames", "1", NULL);
    cr_assert_neq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->err, "--engine: a command line of 1200 characters; at most 1023"), "%s",
              run->err);
    free(run);
}

/* Was: --screenshot to a full disk exited 0 with a truncated PNG. Now: status 1, the reason,
 * no file (an 8 KB tmpfs in a private mount namespace; skipped where none can be made). */
Test(gui_robust, a_screenshot_to_a_full_disk_fails_and_leaves_no_file)
{
    if (system("unshare -rm true 2>/dev/null") != 0)
        cr_skip_test("no mount namespace here");
    char fs[300], script[320], cmd[400];
    snprintf(fs, sizeof fs, "%s/fs", home);
    snprintf(script, sizeof script, "%s/shot.sh", home);
    cr_assert_eq(mkdir(fs, 0700), 0);
    FILE *f = fopen(script, "w");
    cr_assert_not_null(f);
    fprintf(f, "mount -t tmpfs -o size=8k tmpfs %s || exit 9\n"
               "SDL_VIDEODRIVER=offscreen %s --frames 1 --screenshot %s/a.png 2>&1\n"
               "echo status=$?\nls %s\n", fs, S4_BIN_DIR "/score4", fs, fs);
    fclose(f);
    snprintf(cmd, sizeof cmd, "timeout 150 unshare -rm sh %s", script);
    FILE *p = popen(cmd, "r");
    cr_assert_not_null(p);
    static char out[8192];
    size_t n = fread(out, 1, sizeof out - 1, p);
    out[n] = '\0';
    pclose(p);
    char want[400];
    snprintf(want, sizeof want, "cannot write the PNG %s/a.png: system error: No space left on "
                                "device\n", fs);
    cr_assert(strstr(out, want), "%s", out);
    cr_assert(strstr(out, "status=1\n"), "%s", out);
    char *tail = strstr(out, "status=1\n") + 9;
    cr_assert_str_eq(tail, "", "no file left: %s", out);
}

/* Was: a --position with four in a row for both colours was shown as "Draw". */
Test(gui_robust, a_position_with_lines_of_both_colours_is_refused)
{
    GuiRun *run = window("--position", "WWWW/BBBB//////////////", "--frames", "1", NULL);
    cr_assert_neq(run->status, 0, "%s", run->err);
    cr_assert(strstr(run->err, "--position 'WWWW/BBBB//////////////': both colours have four in "
                               "a row (no game reaches that)"), "%s", run->err);
    free(run);
}
