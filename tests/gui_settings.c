/* gui_settings.c: the start screen's settings file (src/gui/model/settings.c): round trip,
 * missing, corrupt, unknown keys, a directory that cannot be written. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "gui/model/difficulty.h"
#include "gui/model/settings.h"

static char dir[256];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/s4-settings-XXXXXX");
    cr_assert_not_null(mkdtemp(dir));
}

static void remove_dir(void)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "chmod -R u+w '%s' && rm -rf '%s'", dir, dir);
    cr_assert_eq(system(cmd), 0);
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    cr_assert_not_null(f);
    fputs(text, f);
    fclose(f);
}

/* Field by field: the struct has padding that memcmp would read. */
static bool same(const GuiSettings *a, const GuiSettings *b)
{
    return a->game == b->game && a->opponent == b->opponent && a->side == b->side &&
           a->difficulty == b->difficulty && a->black_engine == b->black_engine &&
           a->threats == b->threats && a->colour_blind == b->colour_blind && a->warn == b->warn;
}

TestSuite(settings, .init = make_dir, .fini = remove_dir);

Test(settings, saved_then_loaded_in_a_new_directory)
{
    char path[512];
    snprintf(path, sizeof path, "%s/deep/score4/settings", dir);
    GuiSettings s = {.game = 1, .opponent = GUI_OPPONENT_ENGINES, .side = GUI_SIDE_RANDOM,
                     .difficulty = 4, .black_engine = 0, .threats = true, .colour_blind = true,
                     .warn = true};
    char err[512];
    cr_assert(gui_settings_save(path, &s, err, sizeof err), "%s", err);
    GuiSettings back;
    char msg[512];
    cr_assert_eq(gui_settings_load(path, &back, msg, sizeof msg), GUI_SETTINGS_LOADED);
    cr_assert_str_empty(msg);
    cr_assert(same(&s, &back));
    /* The file is the documented text. */
    FILE *f = fopen(path, "r");
    char text[1024];
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    cr_assert(strstr(text, "game = connect4\n") != NULL, "%s", text);
    cr_assert(strstr(text, "opponent = engines\n") != NULL, "%s", text);
    cr_assert(strstr(text, "side = random\n") != NULL, "%s", text);
    cr_assert(strstr(text, "difficulty = maximum\n") != NULL, "%s", text);
    cr_assert(strstr(text, "black_engine = beginner\n") != NULL, "%s", text);
    cr_assert(strstr(text, "threats = on\n") != NULL, "%s", text);
    cr_assert(strstr(text, "palette = colour-blind\n") != NULL, "%s", text);
    cr_assert(strstr(text, "warn = on\n") != NULL, "%s", text);
}

Test(settings, missing_file_gives_the_defaults_and_one_message)
{
    char path[512];
    snprintf(path, sizeof path, "%s/none/settings", dir);
    GuiSettings s = {.game = 3, .difficulty = 4}, defaults;
    gui_settings_defaults(&defaults);
    char msg[512];
    cr_assert_eq(gui_settings_load(path, &s, msg, sizeof msg), GUI_SETTINGS_MISSING);
    cr_assert(same(&s, &defaults));
    cr_assert(strstr(msg, path) != NULL && strstr(msg, "defaults") != NULL, "%s", msg);
    cr_assert_null(strchr(msg, '\n'));
}

Test(settings, corrupt_files_give_the_defaults)
{
    static const char *const bad[] = {
        "game = score4\nthis line has no equals sign\n",
        "difficulty = impossible\n",
        "game = chess\n",
        "side = purple\n",
        "threats = maybe\n",
    };
    GuiSettings defaults;
    gui_settings_defaults(&defaults);
    char path[512];
    snprintf(path, sizeof path, "%s/settings", dir);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        write_file(path, bad[i]);
        GuiSettings s = {.game = 2, .difficulty = 3};
        char msg[512];
        cr_assert_eq(gui_settings_load(path, &s, msg, sizeof msg), GUI_SETTINGS_CORRUPT, "%s", bad[i]);
        cr_assert(same(&s, &defaults), "%s", bad[i]);
        cr_assert(strstr(msg, "using the defaults") != NULL, "%s", msg);
    }
    /* Binary junk. */
    FILE *f = fopen(path, "wb");
    fwrite("\0\1\2\3game", 1, 8, f);
    fclose(f);
    GuiSettings s;
    char msg[512];
    cr_assert_eq(gui_settings_load(path, &s, msg, sizeof msg), GUI_SETTINGS_CORRUPT);
    /* A directory where the file should be. */
    snprintf(path, sizeof path, "%s/adir", dir);
    cr_assert_eq(mkdir(path, 0755), 0);
    cr_assert_eq(gui_settings_load(path, &s, msg, sizeof msg), GUI_SETTINGS_CORRUPT);
    cr_assert(same(&s, &defaults));
}

Test(settings, unknown_keys_are_skipped_and_named)
{
    GuiSettings s;
    char msg[256];
    cr_assert_eq(gui_settings_parse("# comment\n\ncolour-scheme = dark\n  game = Connect3  # why\n"
                                    "difficulty = Club\nfuture=1\n",
                                    &s, msg, sizeof msg),
                 GUI_SETTINGS_LOADED);
    cr_assert_eq(s.game, 2);
    cr_assert_eq(s.difficulty, gui_difficulty_find("club"));
    cr_assert_eq(s.opponent, GUI_OPPONENT_ENGINE);
    cr_assert(strstr(msg, "colour-scheme") != NULL && strstr(msg, "future") != NULL, "%s", msg);
}

Test(settings, an_unknown_key_is_named_with_its_control_bytes_escaped)
{
    GuiSettings s;
    char msg[256];
    cr_assert_eq(gui_settings_parse("\x1b[2Jevil = 1\n", &s, msg, sizeof msg),
                 GUI_SETTINGS_LOADED);
    cr_assert(strstr(msg, "\\x1b[2Jevil") != NULL, "%s", msg);
    cr_assert_null(strchr(msg, '\x1b'), "%s", msg);
}

Test(settings, a_directory_that_cannot_be_written_fails_cleanly)
{
    char path[512], err[512];
    GuiSettings s;
    gui_settings_defaults(&s);
    /* A file where a directory should be: refused even for root. */
    char blocker[400];
    snprintf(blocker, sizeof blocker, "%s/file", dir);
    write_file(blocker, "x");
    snprintf(path, sizeof path, "%s/score4/settings", blocker);
    cr_assert_not(gui_settings_save(path, &s, err, sizeof err));
    cr_assert(strstr(err, "cannot") != NULL, "%s", err);
    /* A read-only directory (root may write anyway: then the save simply works). */
    char ro[400];
    snprintf(ro, sizeof ro, "%s/ro", dir);
    cr_assert_eq(mkdir(ro, 0555), 0);
    snprintf(path, sizeof path, "%s/settings", ro);
    bool saved = gui_settings_save(path, &s, err, sizeof err);
    if (geteuid() != 0) {
        cr_assert_not(saved);
        cr_assert(access(path, F_OK) != 0);
    }
    /* No temporary file is left behind either way. */
    char cmd[600];
    snprintf(cmd, sizeof cmd, "ls '%s' | grep -q tmp", ro);
    cr_assert_neq(system(cmd), 0);
}

Test(settings, path_follows_xdg_config_home)
{
    char path[GUI_SETTINGS_PATH];
    setenv("XDG_CONFIG_HOME", "/x/conf", 1);
    cr_assert(gui_settings_path(path, sizeof path));
    cr_assert_str_eq(path, "/x/conf/score4/settings");
    setenv("XDG_CONFIG_HOME", "relative", 1);
    setenv("HOME", "/home/someone", 1);
    cr_assert(gui_settings_path(path, sizeof path));
    cr_assert_str_eq(path, "/home/someone/.config/score4/settings");
}
