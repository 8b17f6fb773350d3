/* app_flow.c: the game flow around the board, from the App's parts: new games, moves played,
 * review, and what the engines are asked for (the screens' handlers: screen_table.c). */
#include "gui/screens/screens.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/clock.h"
#include "core/line_name.h"
#include "gui/model/difficulty.h"
#include "gui/model/net.h"
#include "gui/screens/net_screen.h"
#include "gui/draw/text_fit.h"

/* What the engines are asked for at the next new game. */
static void apply_strength(GuiGameState *game, const GuiOptions *opts)
{
    if (game->setup.difficulty >= 0) {
        const GuiDifficulty *d = gui_difficulty(game->setup.difficulty);
        gui_referee_set_strength(&game->ref, d->level, d->movetime_ms, false);
        if (game->setup.black_difficulty >= 0 && game->setup.mode == GUI_MODE_EVE) {
            const GuiDifficulty *b = gui_difficulty(game->setup.black_difficulty);
            gui_referee_set_colour_strength(&game->ref, S4_BLACK, b->level, b->movetime_ms);
        }
        game->setup.depth = -1;
    } else {
        /* A depth is the player's expert choice: it may take long, and that is no failure
         * unless they set a timeout themselves. */
        gui_referee_set_strength(&game->ref, 0, 0, !opts->timeout_given);
    }
}

/* A fresh game with the same players: the board, hints and review start again. */
void gui_flow_new_game(GuiFlow *f, GuiGameState *game, const GuiOptions *opts)
{
    gui_hints_stop(&f->hints);
    f->result_focus = 0;
    gui_modal_close(f);
    f->hints_asked = 0;
    apply_strength(game, opts);
    gui_game_new(game);
    gui_screen_set(f, game->setup.mode == GUI_MODE_REPLAY ? GUI_SCREEN_REPLAY : GUI_SCREEN_PLAYING);
    /* The series goes on with the same difficulty; another one starts a new series. */
    if (f->score.difficulty != game->setup.difficulty)
        gui_series_score_reset(&f->score, game->setup.difficulty);
    gui_series_score_next(&f->score, &game->ref.game);
}

/* What the engine playing colour really does, into buf: its level when it took `level
 * N;`, else the time per move it was given instead. Returns its named difficulty. */
static const GuiDifficulty *seat_strength(const GuiGameState *game, S4Colour colour,
                                          char *buf, size_t size)
{
    const GuiDifficulty *now = gui_difficulty(game->setup.difficulty);
    for (int i = 0; i < gui_difficulty_count(); i++)
        if (gui_difficulty(i)->level == game->ref.level[colour])
            now = gui_difficulty(i);
    if (gui_referee_extension(&game->ref, colour, "level") == S4_EXTENSION_DECLINED)
        snprintf(buf, size, "%s: %d ms a move (the engine has no levels)", now->name,
                 game->ref.level_movetime_ms[colour]);
    else
        snprintf(buf, size, "%s (level %d)", now->name, game->ref.level[colour]);
    return now;
}

void gui_flow_strength(const GuiGameState *game, char *buf, size_t size)
{
    buf[0] = '\0';
    if (game->setup.mode != GUI_MODE_PVE && game->setup.mode != GUI_MODE_EVE)
        return;
    if (game->setup.difficulty >= 0) {
        /* The game on the board keeps the difficulty it began with: named first, the one
         * chosen since ([ and ]) after it ("Club (level 5), Expert from the next game"). */
        const GuiDifficulty *d = gui_difficulty(game->setup.difficulty);
        char later[96] = "";
        if (game->setup.mode == GUI_MODE_PVE) {
            S4Colour engine = s4_other(game->setup.human);
            const GuiDifficulty *now = seat_strength(game, engine, buf, size);
            if (now != d)
                snprintf(later, sizeof later, ", %s from the next game (N)", d->name);
        } else {
            /* Two engines: one difficulty for both, or each side's ("White Casual (level
             * 3), Black Expert (level 8)"); [ and ] change White's when each has its own. */
            char white[96], black[96];
            const GuiDifficulty *now = seat_strength(game, S4_WHITE, white, sizeof white);
            seat_strength(game, S4_BLACK, black, sizeof black);
            if (strcmp(white, black) == 0)
                snprintf(buf, size, "%s", white);
            else
                snprintf(buf, size, "%s %s, %s %s", s4_side_name(&game->geo, S4_WHITE), white,
                         s4_side_name(&game->geo, S4_BLACK), black);
            bool each = game->setup.black_difficulty >= 0; /* White's changes alone */
            if (now != d)
                snprintf(later, sizeof later, ", %s%s%s from the next game (N)",
                         each ? s4_side_name(&game->geo, S4_WHITE) : "", each ? " " : "",
                         d->name);
        }
        size_t used = strlen(buf);
        snprintf(buf + used, size - used, "%s", later);
    } else if (game->setup.depth >= 0) {
        S4Colour engine = game->setup.mode == GUI_MODE_PVE ? s4_other(game->setup.human) : S4_WHITE;
        if (gui_referee_extension(&game->ref, engine, "depth") == S4_EXTENSION_DECLINED)
            snprintf(buf, size, "the engine's own settings (it has no 'depth N;')");
        else
            snprintf(buf, size, "depth %d%s%s", game->setup.depth,
                     game->setup.depth != game->ref.depth ? " (from the next game, N)" : "",
                     game->ref.patient ? ", no time limit" : "");
    } else {
        snprintf(buf, size, "the engine's own settings");
    }
}

void gui_flow_strength_brief(const GuiGameState *game, const char *full, char *buf,
                             size_t size)
{
    if (game->setup.difficulty >= 0 && game->setup.mode == GUI_MODE_EVE) {
        char words[96];
        const GuiDifficulty *white = seat_strength(game, S4_WHITE, words, sizeof words);
        const GuiDifficulty *black = seat_strength(game, S4_BLACK, words, sizeof words);
        if (white != black) {
            snprintf(buf, size, "%s %s, %s %s", s4_side_name(&game->geo, S4_WHITE), white->name,
                     s4_side_name(&game->geo, S4_BLACK), black->name);
            return;
        }
    }
    /* Otherwise the full form's first words ("Beginner" of "Beginner (level 1)"). */
    size_t cut = strcspn(full, "(:,");
    while (cut > 0 && full[cut - 1] == ' ')
        cut--;
    snprintf(buf, size, "%.*s", (int)cut, full);
}

/* Plays a person's click on the live board; a refused one is said in a note (the status
 * line goes on naming whose turn it is), since a click that did nothing reads as a fault. */
static bool play_or_say_why(GuiFlow *f, GuiGameState *game, int peg)
{
    GuiReferee *ref = &game->ref;
    S4Status st = gui_referee_play(ref, peg, s4_clock_ms());
    if (st == S4_OK)
        return true;
    if (ref->failed)
        gui_flow_say(f, "The game stopped: %s N starts a new one.", ref->message);
    else if (s4_game_over(&ref->game))
        gui_flow_say(f, "The game is over: N or Play again starts a new one.");
    else if (game->setup.mode == GUI_MODE_EVE)
        gui_flow_say(f, "Two engines play this game: watch, or Esc for the start screen.");
    else if (!gui_referee_human_to_move(ref))
        gui_flow_say(f, "Not yet: the engine is thinking about its move.");
    else
        gui_flow_say(f, "%s", ref->message);
    return false;
}

bool gui_flow_play_confirmed(const GuiScreenParts *p, int peg)
{
    return play_or_say_why(p->flow, p->game, peg);
}

bool gui_flow_play(const GuiScreenParts *p, int peg)
{
    GuiFlow *f = p->flow;
    GuiGameState *game = p->game;
    if (f->screen == GUI_SCREEN_LESSON) /* a bead for the lesson's task, on its own board */
        return gui_lesson_screen_play(p, peg);
    if (gui_net_part_active(p->net)) /* the friend's seat keeps its own turn */
        return gui_net_play(p->net, f, game, peg);
    if (f->screen == GUI_SCREEN_PUZZLE) /* the puzzle screen judges it (puzzle_screen.c) */
        return play_or_say_why(f, game, peg);
    if (f->review < 0 || f->review == game->ref.game.move_count) {
        gui_screen_to_live(f, &game->setup, &game->ref);
        if (gui_referee_human_to_move(&game->ref) &&
            s4_board_can_play(&game->ref.game.board, peg) && gui_warn_before(f, game, peg))
            return true; /* asked first (the warning, W) */
        return play_or_say_why(f, game, peg);
    }
    /* Playing on from an earlier position drops the later moves. */
    if (!s4_board_can_play(&f->shown.board, peg) || s4_game_over(&f->shown))
        return false;
    if (game->setup.mode != GUI_MODE_PVP &&
        (game->setup.mode != GUI_MODE_PVE || s4_game_to_move(&f->shown) != game->setup.human)) {
        gui_flow_say(f, "The engine moves here: step to one of your moves to play on");
        return false;
    }
    if (game->setup.mode == GUI_MODE_PVP) {
        gui_referee_truncate(&game->ref, f->review, s4_clock_ms());
        gui_screen_set(f, GUI_SCREEN_PLAYING);
        return gui_referee_play(&game->ref, peg, s4_clock_ms()) == S4_OK;
    }
    f->truncate_peg = peg;
    gui_modal_confirm(f, GUI_DIALOG_TRUNCATE);
    return true;
}

bool gui_flow_status(const GuiFlow *f, const GuiGameState *game, const GuiNet *net, char *buf,
                     size_t size)
{
    if (f->review < 0 && gui_net_status(net, game, buf, size))
        return true;
    if (gui_puzzle_screen_status(f, buf, size))
        return true;
    if (game->setup.mode == GUI_MODE_REPLAY) {
        gui_referee_replay_status(&game->ref, game->replay_index,
                                  game->record.move_count, buf, size);
        return true;
    }
    if (f->review >= 0) {
        snprintf(buf, size, "Review: move %d of %d: %s   Left/Right: step   Esc: back to the game",
                 f->review, game->ref.game.move_count, s4_result_text(&f->shown));
        return true;
    }
    return false;
}
