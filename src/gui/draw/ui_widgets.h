/* ui_widgets.h: the few 2D pieces the window's screens are made of (panels, buttons,
 * wrapped text) and the hit list that turns a click into the button drawn under it.
 *
 * Every screen registers each clickable rectangle with an id ("game:connect4", "start",
 * "result:play-again") while it draws. A click, real or scripted, looks its position up in
 * the list of the last drawn frame, so what is clicked is always what was seen; scripts
 * find a button's centre by its id and click there through the ordinary mouse events.
 */
#ifndef S4_GUI_UI_WIDGETS_H
#define S4_GUI_UI_WIDGETS_H

#include <stdbool.h>

#include "gui/draw/renderer.h"
#include "gui/draw/text.h"

enum { GUI_HITS_MAX = 128, GUI_HIT_ID = 40 };

typedef struct GuiRect {
    float x, y, w, h; /* drawable pixels, y down */
} GuiRect;

typedef struct GuiHits {
    int count;
    GuiRect rect[GUI_HITS_MAX];
    char id[GUI_HITS_MAX][GUI_HIT_ID];
} GuiHits;

typedef enum GuiLook {
    GUI_LOOK_PLAIN,     /* a choice that is not chosen */
    GUI_LOOK_CHOSEN,    /* the chosen one of a row */
    GUI_LOOK_ACTION,    /* a button that does something (Start, Play again) */
    GUI_LOOK_DISABLED,  /* shown but not clickable */
} GuiLook;

void gui_hits_clear(GuiHits *hits);
/* Registers a rectangle; later ones win where they overlap (drawn on top). */
void gui_hits_add(GuiHits *hits, GuiRect rect, const char *id);
/* The id under (x, y) in drawable pixels, or NULL. */
const char *gui_hits_at(const GuiHits *hits, float x, float y);
/* The rectangle of id; false when it was not drawn. */
bool gui_hits_find(const GuiHits *hits, const char *id, GuiRect *out);

/* A dark rounded-looking panel with a thin border. */
void gui_widget_panel(GuiRenderer *r, GuiRect rect, float scale);
/* The same panel, opaque: for pages of text read at length (the help), where the board's
 * beads showing through the translucent panel would sit behind the words. */
void gui_widget_page(GuiRenderer *r, GuiRect rect, float scale);

/* A button with its label centred; `focused` draws the keyboard focus ring. Registers the
 * rectangle under id unless the look is disabled or id is NULL. */
void gui_widget_button(GuiRenderer *r, GuiText *t, GuiHits *hits, GuiRect rect, const char *label,
                       GuiLook look, bool focused, const char *id);

/* Text of one font wrapped to width (at spaces) and drawn from (x, y); returns the height.
 * With r NULL nothing is drawn: the height only. */
float gui_widget_wrapped(GuiRenderer *r, GuiText *t, GuiFont font, const char *text, float x,
                         float y, float width, GuiAlign align, const float colour[4]);

/* A darkening veil over the whole drawable area (behind centred overlays). */
void gui_widget_veil(GuiRenderer *r, int draw_w, int draw_h);

/* The shared palette of the screens. */
extern const float GUI_UI_TEXT[4], GUI_UI_DIM[4], GUI_UI_ACCENT[4], GUI_UI_WHITE_SIDE[4],
    GUI_UI_BLACK_SIDE[4];

#endif
