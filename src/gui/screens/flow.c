/* flow.c: the screens' state machine's own moves and what they read (flow.h): the screen
 * changed only here (gui_screen_set), the modal slot opened and closed, the passing note,
 * the position shown (live or reviewed). These call nothing else among the screens, so
 * every screen file can use them without a circle of calls (tests/gui_call_layers.py). */
#include "gui/screens/screens.h"

#include <stdarg.h>
#include <stdio.h>

#include "core/clock.h"

void gui_flow_say(GuiFlow *f, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    gui_note_vsay(&f->note, fmt, ap);
    va_end(ap);
}

GuiScreen gui_screen_live(const GuiGameSetup *setup, const GuiReferee *ref)
{
    if (setup->mode == GUI_MODE_REPLAY)
        return GUI_SCREEN_REPLAY;
    return s4_game_over(&ref->game) && ref->game.move_count > 0
               ? GUI_SCREEN_RESULT
               : GUI_SCREEN_PLAYING;
}

void gui_screen_set(GuiFlow *f, GuiScreen screen)
{
    if (screen != GUI_SCREEN_REVIEW)
        f->review = -1;
    if (screen != GUI_SCREEN_RESULT)
        f->result_since_ms = 0.0;
    if (screen == GUI_SCREEN_START || screen == GUI_SCREEN_REPLAY || screen == GUI_SCREEN_FRIEND ||
        screen == GUI_SCREEN_LESSON)
        gui_modal_close(f);
    f->screen = screen;
}

void gui_screen_to_live(GuiFlow *f, const GuiGameSetup *setup, const GuiReferee *ref)
{
    gui_screen_set(f, gui_screen_live(setup, ref));
}

bool gui_screen_in_game(const GuiFlow *f)
{
    return f->screen != GUI_SCREEN_START && f->screen != GUI_SCREEN_FRIEND &&
           f->screen != GUI_SCREEN_LESSON; /* the lesson's board is its own, not a game's */
}

bool gui_game_in_progress(const GuiFlow *f, const GuiReferee *ref)
{
    GuiScreen s = f->screen;
    return (s == GUI_SCREEN_PLAYING || s == GUI_SCREEN_REVIEW) && ref->game.move_count > 0 &&
           !gui_referee_over(ref);
}

void gui_modal_confirm(GuiFlow *f, GuiDialog dialog)
{
    f->modal = GUI_MODAL_CONFIRM;
    f->dialog = dialog;
    f->help_page = 0;
    f->confirm_yes = false; /* the safe choice first: Enter keeps the game */
    gui_game_list_free(&f->games.list); /* a list of games it replaced */
}

void gui_modal_close(GuiFlow *f)
{
    f->modal = GUI_MODAL_NONE;
    f->dialog = GUI_DIALOG_NONE;
    f->help_page = 0;
    gui_game_list_free(&f->games.list);
}

const S4Game *gui_flow_shown(const GuiFlow *f, const GuiReferee *ref)
{
    if (f->screen == GUI_SCREEN_LESSON)
        return &f->lesson.game;
    return f->review >= 0 ? &f->shown : &ref->game;
}

bool gui_flow_threats_shown(const GuiFlow *f, const GuiReferee *ref)
{
    return f->threats && gui_screen_in_game(f) && !s4_game_over(gui_flow_shown(f, ref));
}

void gui_flow_review(GuiFlow *f, const GuiGameSetup *setup, const GuiReferee *ref, int k)
{
    const S4Game *game = &ref->game;
    if (k < 0 || setup->mode == GUI_MODE_REPLAY) {
        gui_screen_to_live(f, setup, ref);
        return;
    }
    if (k > game->move_count)
        k = game->move_count;
    gui_screen_set(f, GUI_SCREEN_REVIEW);
    f->review = k;
    f->shown = *game;
    while (f->shown.move_count > k)
        s4_game_undo(&f->shown);
}

bool gui_colour_blind(const GuiOptions *opts, const GuiFlow *f)
{
    return opts->colour_blind || f->settings.colour_blind;
}
