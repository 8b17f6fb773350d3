/* text.h: text drawn with SDL2_ttf (DejaVu Sans and Sans Mono, found at run time) into
 * cached GL textures, so unchanged strings are not rasterised again every frame. */
#ifndef S4_GUI_TEXT_H
#define S4_GUI_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL_ttf.h>

#include <stdio.h>

#include "gui/draw/renderer.h"

typedef enum GuiFont { GUI_FONT_SANS, GUI_FONT_BOLD, GUI_FONT_LABEL, GUI_FONT_MONO, GUI_FONT_COUNT } GuiFont;

typedef enum GuiAlign { GUI_ALIGN_LEFT, GUI_ALIGN_CENTRE, GUI_ALIGN_RIGHT } GuiAlign;

enum { GUI_TEXT_CACHE = 48, GUI_TEXT_KEY = 160 };

/* A rasterised string. Long strings are keyed by a hash of the whole text as well. */
typedef struct GuiTextEntry {
    GuiFont font;
    char key[GUI_TEXT_KEY];   /* the text's first characters */
    size_t len;               /* its full length */
    unsigned long hash;       /* of the whole text */
    GLuint tex;               /* 0: free slot */
    int w, h;                 /* pixels */
    long last_used;           /* frame number, for eviction */
} GuiTextEntry;

typedef struct GuiText {
    TTF_Font *fonts[GUI_FONT_COUNT];
    GuiTextEntry cache[GUI_TEXT_CACHE];
    long frame;               /* advanced by gui_text_frame */
    float scale;              /* drawable pixels per window coordinate (high DPI) */
    FILE *echo;               /* when set, every drawn string is also written here as
                               * "text LEFT TOP W H: STRING" (newlines as " | "), so a test
                               * reads what a frame shows and where (script step print-texts) */
} GuiText;

/* Finds DejaVu fonts (S4_FONT_DIR, then the usual system directories) and opens them at
 * sizes scaled for the display. False with a clear message when no font is found. */
bool gui_text_init(GuiText *t, float scale, char *err, size_t err_size);

/* Marks the start of a frame (cache ageing). */
void gui_text_frame(GuiText *t);

/* Draws text (newlines allowed) with its top at y, aligned on x, in drawable pixels.
 * Returns the drawn size in *w, *h when not NULL; draws nothing for empty text. */
void gui_text_draw(GuiText *t, GuiRenderer *r, GuiFont font, const char *text, float x, float y,
                   GuiAlign align, const vec4 colour, int *w, int *h);

/* The size text would take, without drawing. */
void gui_text_size(GuiText *t, GuiRenderer *r, GuiFont font, const char *text, int *w, int *h);

/* Frees the textures and fonts. */
void gui_text_free(GuiText *t);

#endif
