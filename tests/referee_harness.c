/* referee_harness.c: see referee_harness.h. */
#include "referee_harness.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "core/notation.h"

double referee_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

int referee_peg(const S4Geometry *geo, const char *name)
{
    int p = -1;
    cr_assert_eq(s4_peg_parse(geo, name, strlen(name), &p), S4_OK);
    return p;
}

double referee_pump(GuiReferee *ref, RefereeCond until, double limit_ms)
{
    double start = referee_now_ms(), worst = 0;
    while (!until(ref) && referee_now_ms() - start < limit_ms) {
        double t0 = referee_now_ms();
        gui_referee_update(ref, t0);
        double took = referee_now_ms() - t0;
        worst = took > worst ? took : worst;
        struct timespec pause = {0, 2 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
    return worst;
}

void referee_pump_at(GuiReferee *ref, RefereeCond until, double clock_ms, double limit_ms)
{
    double start = referee_now_ms();
    while (!until(ref) && referee_now_ms() - start < limit_ms) {
        gui_referee_update(ref, clock_ms);
        struct timespec pause = {0, 2 * 1000 * 1000};
        nanosleep(&pause, NULL);
    }
}

bool referee_human_turn(const GuiReferee *r)
{
    return gui_referee_over(r) || (gui_referee_human_to_move(r) && !gui_referee_busy(r));
}

bool referee_failed(const GuiReferee *r)
{
    return r->failed;
}

bool referee_idle(const GuiReferee *r)
{
    return !gui_referee_busy(r);
}

bool referee_engine_answered(const GuiReferee *r)
{
    return r->game.move_count >= 2 || r->failed;
}

GuiGameSetup referee_setup(const char *game, GuiMode mode, S4Colour human)
{
    return (GuiGameSetup){.game = game, .mode = mode, .human = human, .difficulty = -1,
                          .black_difficulty = -1, .depth = -1, .to_move = S4_WHITE,
                          .replay_game = 1, .net = {.port = -1}};
}

void referee_for(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo, const char *game,
                 GuiMode mode, S4Colour human, const char *engine_cmd, int timeout_ms)
{
    cr_assert_eq(s4_geometry_preset(geo, game), S4_OK);
    *setup = referee_setup(game, mode, human);
    S4Game start;
    s4_game_init(&start, geo);
    gui_referee_init(ref, geo, &start, setup, engine_cmd, timeout_ms);
}

void referee_stub_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo,
                       const char *stub_args, int timeout_ms)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "exec %s/gui_stub_engine %s", S4_BIN_DIR, stub_args);
    referee_for(ref, setup, geo, "score4", GUI_MODE_PVE, S4_WHITE, cmd, timeout_ms);
    gui_referee_new_game(ref, referee_now_ms());
}

void referee_people_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo,
                         const char *game)
{
    referee_for(ref, setup, geo, game, GUI_MODE_PVP, S4_WHITE, NULL, 1000);
    gui_referee_new_game(ref, referee_now_ms());
}

void referee_logged_stub(char log[], const char *stub_args, char *cmd, size_t cmd_size)
{
    int fd = mkstemp(log);
    cr_assert_geq(fd, 0);
    close(fd);
    snprintf(cmd, cmd_size, "exec %s/gui_stub_engine %s --log %s", S4_BIN_DIR, stub_args, log);
}

void referee_logged_game(GuiReferee *ref, GuiGameSetup *setup, S4Geometry *geo, char log[],
                         GuiMode mode, S4Colour human)
{
    char cmd[512];
    referee_logged_stub(log, "good", cmd, sizeof cmd);
    referee_for(ref, setup, geo, "score4", mode, human, cmd, 5000);
}

int referee_read_log(const char *path, char lines[][64], int max)
{
    FILE *f = fopen(path, "r");
    cr_assert_not_null(f);
    int n = 0;
    while (n < max && fgets(lines[n], 64, f) != NULL) {
        lines[n][strcspn(lines[n], "\n")] = '\0';
        n++;
    }
    fclose(f);
    return n;
}
