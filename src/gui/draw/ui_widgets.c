/* ui_widgets.c: panels, buttons, wrapped text and the click hit list. */
#include "gui/draw/ui_widgets.h"

#include <stdio.h>
#include <string.h>

const float GUI_UI_TEXT[4] = {0.96f, 0.96f, 0.93f, 1.0f};
const float GUI_UI_DIM[4] = {0.72f, 0.77f, 0.84f, 1.0f};
const float GUI_UI_ACCENT[4] = {1.0f, 0.80f, 0.35f, 1.0f};
const float GUI_UI_WHITE_SIDE[4] = {0.97f, 0.95f, 0.88f, 1.0f};
const float GUI_UI_BLACK_SIDE[4] = {0.55f, 0.75f, 1.0f, 1.0f};

static const float PANEL_FILL[4] = {0.05f, 0.06f, 0.10f, 0.92f};
static const float PAGE_FILL[4] = {0.05f, 0.06f, 0.10f, 1.0f};
static const float PANEL_EDGE[4] = {0.45f, 0.50f, 0.62f, 0.9f};
static const float BUTTON_PLAIN[4] = {0.16f, 0.19f, 0.26f, 1.0f};
static const float BUTTON_CHOSEN[4] = {0.85f, 0.62f, 0.20f, 1.0f};
static const float BUTTON_ACTION[4] = {0.20f, 0.48f, 0.30f, 1.0f};
static const float BUTTON_DISABLED[4] = {0.12f, 0.13f, 0.16f, 1.0f};
static const float FOCUS_RING[4] = {0.95f, 0.95f, 1.0f, 1.0f};
static const float TEXT_ON_CHOSEN[4] = {0.08f, 0.06f, 0.02f, 1.0f};
static const float TEXT_DISABLED[4] = {0.45f, 0.47f, 0.52f, 1.0f};
static const float VEIL[4] = {0.0f, 0.0f, 0.02f, 0.55f};

void gui_hits_clear(GuiHits *hits)
{
    hits->count = 0;
}

void gui_hits_add(GuiHits *hits, GuiRect rect, const char *id)
{
    if (hits->count >= GUI_HITS_MAX)
        return;
    hits->rect[hits->count] = rect;
    snprintf(hits->id[hits->count], GUI_HIT_ID, "%s", id);
    hits->count++;
}

const char *gui_hits_at(const GuiHits *hits, float x, float y)
{
    for (int i = hits->count - 1; i >= 0; i--) {
        const GuiRect *r = &hits->rect[i];
        if (x >= r->x && y >= r->y && x < r->x + r->w && y < r->y + r->h)
            return hits->id[i];
    }
    return NULL;
}

bool gui_hits_find(const GuiHits *hits, const char *id, GuiRect *out)
{
    for (int i = hits->count - 1; i >= 0; i--)
        if (strcmp(hits->id[i], id) == 0) {
            *out = hits->rect[i];
            return true;
        }
    return false;
}

static void frame(GuiRenderer *r, GuiRect rect, float t, const float colour[4])
{
    gui_renderer_rect(r, rect.x, rect.y, rect.w, t, colour);
    gui_renderer_rect(r, rect.x, rect.y + rect.h - t, rect.w, t, colour);
    gui_renderer_rect(r, rect.x, rect.y + t, t, rect.h - 2 * t, colour);
    gui_renderer_rect(r, rect.x + rect.w - t, rect.y + t, t, rect.h - 2 * t, colour);
}

/* A panel filled with fill inside the common edge. */
static void filled_panel(GuiRenderer *r, GuiRect rect, float scale, const float fill[4])
{
    gui_renderer_rect(r, rect.x, rect.y, rect.w, rect.h, fill);
    frame(r, rect, scale < 1.0f ? 1.0f : scale, PANEL_EDGE);
}

void gui_widget_panel(GuiRenderer *r, GuiRect rect, float scale)
{
    filled_panel(r, rect, scale, PANEL_FILL);
}

void gui_widget_page(GuiRenderer *r, GuiRect rect, float scale)
{
    filled_panel(r, rect, scale, PAGE_FILL);
}

void gui_widget_button(GuiRenderer *r, GuiText *t, GuiHits *hits, GuiRect rect, const char *label,
                       GuiLook look, bool focused, const char *id)
{
    const float *fill = look == GUI_LOOK_CHOSEN   ? BUTTON_CHOSEN
                        : look == GUI_LOOK_ACTION ? BUTTON_ACTION
                        : look == GUI_LOOK_DISABLED ? BUTTON_DISABLED
                                                    : BUTTON_PLAIN;
    const float *ink = look == GUI_LOOK_CHOSEN     ? TEXT_ON_CHOSEN
                       : look == GUI_LOOK_DISABLED ? TEXT_DISABLED
                                                   : GUI_UI_TEXT;
    gui_renderer_rect(r, rect.x, rect.y, rect.w, rect.h, fill);
    if (focused)
        frame(r, rect, 2.0f * t->scale, FOCUS_RING);
    int w, h;
    GuiFont font = look == GUI_LOOK_PLAIN || look == GUI_LOOK_DISABLED ? GUI_FONT_SANS : GUI_FONT_BOLD;
    gui_text_size(t, r, font, label, &w, &h);
    gui_text_draw(t, r, font, label, rect.x + rect.w * 0.5f, rect.y + (rect.h - (float)h) * 0.5f,
                  GUI_ALIGN_CENTRE, ink, NULL, NULL);
    if (id != NULL && look != GUI_LOOK_DISABLED)
        gui_hits_add(hits, rect, id);
}

/* A line break after p[0..len) that would leave a paragraph's last word alone on its line
 * when that word is tiny ("3." of "a diagonal on level 3.") moves back one word, so the
 * tiny word keeps its neighbour; a line of one word keeps it. The shorter line fits too. */
static size_t without_widow(const char *p, size_t len)
{
    if (p[len] != ' ')
        return len; /* the paragraph ends here */
    size_t rest = strcspn(p + len + 1, " \n");
    if (rest > 3 || p[len + 1 + rest] == ' ')
        return len; /* more than one word follows, or a long one */
    size_t back = len;
    while (back > 0 && p[back - 1] != ' ')
        back--;
    return back > 1 ? back - 1 : len;
}

float gui_widget_wrapped(GuiRenderer *r, GuiText *t, GuiFont font, const char *text, float x,
                         float y, float width, GuiAlign align, const float colour[4])
{
    char line[512];
    float top = y;
    const char *p = text;
    while (*p != '\0') {
        /* The longest run of whole words that fits (at least one word). */
        size_t best = 0, n = 0;
        for (;;) {
            size_t word = strcspn(p + n, " \n");
            size_t len = n + word;
            if (len >= sizeof line)
                break;
            memcpy(line, p, len);
            line[len] = '\0';
            /* Measured without rasterising: only the lines drawn enter the text cache. */
            int w = 0, h = 0;
            TTF_SizeUTF8(t->fonts[font], line, &w, &h);
            if ((float)w > width && best > 0)
                break;
            best = len;
            if (p[len] != ' ')
                break;
            n = len + 1;
        }
        if (best == 0)
            best = strcspn(p, " \n") < sizeof line ? strcspn(p, " \n") : sizeof line - 1;
        else
            best = without_widow(p, best);
        memcpy(line, p, best);
        line[best] = '\0';
        int w = 0, h = 0;
        if (best > 0 && r != NULL)
            gui_text_draw(t, r, font, line, x, y, align, colour, &w, &h);
        else
            h = TTF_FontLineSkip(t->fonts[font]);
        y += (float)h;
        p += best;
        if (*p == ' ' || *p == '\n')
            p++;
    }
    return y - top;
}

void gui_widget_veil(GuiRenderer *r, int draw_w, int draw_h)
{
    gui_renderer_rect(r, 0, 0, (float)draw_w, (float)draw_h, VEIL);
}
