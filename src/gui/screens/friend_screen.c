/* friend_screen.c: the start screen's "A friend over the network": Host (opens the port
 * only now, and shows the address, port and code on the game's status line) or Join (type
 * the host's address and the code). The game and the side are the start screen's. */
#include "gui/screens/screens.h"

#include "gui/screens/door.h"

#include <stdio.h>
#include <string.h>

#include "core/line_name.h"
#include "gui/model/settings.h"

enum { FIELD_HOST, FIELD_CODE, FIELDS };

static char *field_text(GuiNet *n, int field, size_t *size)
{
    *size = field == FIELD_HOST ? sizeof n->form_host : sizeof n->form_code;
    return field == FIELD_HOST ? n->form_host : n->form_code;
}

bool gui_friend_screen_choose(const GuiScreenParts *p, const char *id, GuiIntent *out)
{
    GuiNet *n = p->net;
    if (strcmp(id, "friend:host") == 0 || strcmp(id, "friend:resume") == 0) {
        /* Resume hosts the kept game again with its code: the friend comes back with it. */
        n->host_kept = strcmp(id, "friend:resume") == 0 && n->kept_code[0] != '\0';
        gui_door_open(p->flow, &p->game->ref, n, GUI_EXIT_HOST, out);
    }
    else if (strcmp(id, "friend:join") == 0) {
        if (n->form_host[0] == '\0' || n->form_code[0] == '\0')
            gui_flow_say(p->flow, "Type the host's address and the code it shows first");
        else
            gui_door_open(p->flow, &p->game->ref, n, GUI_EXIT_JOIN, out);
    } else if (strcmp(id, "friend:back") == 0)
        out->kind = GUI_INTENT_TO_START;
    else if (strcmp(id, "friend:field-host") == 0)
        n->form_field = FIELD_HOST;
    else if (strcmp(id, "friend:field-code") == 0)
        n->form_field = FIELD_CODE;
    return true; /* the board behind is only a picture */
}

bool gui_friend_screen_key(const GuiScreenParts *p, SDL_Keycode key, GuiIntent *out)
{
    GuiNet *n = p->net;
    p->frames->redraw = true; /* the fields are not among what a frame's hash sees */
    size_t size;
    char *text = field_text(n, n->form_field, &size);
    switch (key) {
    case SDLK_ESCAPE: out->kind = GUI_INTENT_TO_START; return true;
    case SDLK_TAB:
    case SDLK_DOWN:
    case SDLK_UP: n->form_field = (n->form_field + 1) % FIELDS; return true;
    case SDLK_BACKSPACE:
        if (text[0] != '\0')
            text[strlen(text) - 1] = '\0';
        return true;
    case SDLK_RETURN:
    case SDLK_KP_ENTER: gui_friend_screen_choose(p, "friend:join", out); return true;
    default: return true; /* typing reaches the fields as text, not keys */
    }
}

void gui_friend_screen_text(GuiNet *net, GuiFrameStats *frames, const char *typed)
{
    frames->redraw = true; /* each letter shows as it is typed */
    size_t size;
    char *text = field_text(net, net->form_field, &size);
    for (const char *p = typed; *p != '\0'; p++) {
        size_t len = strlen(text);
        /* Addresses and codes: letters, digits and . : - [ ] only; the rest is dropped. */
        char c = *p;
        bool fits = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    strchr(".:-[]", c) != NULL;
        if (fits && len + 1 < size) {
            text[len] = c;
            text[len + 1] = '\0';
        }
    }
}

static void draw_field(GuiWindow *win, GuiFlow *f, const GuiNet *net, GuiRect box, const char *label,
                       int field, const char *id)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale;
    const char *text = field == FIELD_HOST ? net->form_host : net->form_code;
    gui_text_draw(t, r, GUI_FONT_SANS, label, box.x - 10 * s, box.y + 6 * s, GUI_ALIGN_RIGHT,
                  GUI_UI_TEXT, NULL, NULL);
    bool focused = net->form_field == field;
    static const float EDGE[4] = {0.55f, 0.62f, 0.75f, 1.0f}, FILL[4] = {0.08f, 0.09f, 0.12f, 1.0f};
    gui_renderer_rect(r, box.x - 2 * s, box.y - 2 * s, box.w + 4 * s, box.h + 4 * s,
                      focused ? GUI_UI_ACCENT : EDGE);
    gui_renderer_rect(r, box.x, box.y, box.w, box.h, FILL);
    char shown[S4_TCP_HOST_MAX + 16];
    snprintf(shown, sizeof shown, "%s%s", text, focused ? "_" : "");
    gui_text_draw(t, r, GUI_FONT_MONO, shown, box.x + 8 * s, box.y + 6 * s, GUI_ALIGN_LEFT,
                  GUI_UI_TEXT, NULL, NULL);
    gui_hits_add(&f->hits, box, id);
}

/* The Resume button's label: the longest of its forms that fits `width` in the button's
 * bold font, so a narrow window shortens it instead of cutting it at both ends. */
static void resume_label(GuiText *t, GuiRenderer *r, const GuiNet *net, float width, char *out,
                         size_t size)
{
    const char *title = gui_game_title(net->kept_game);
    enum { FORMS = 4 };
    for (int form = 0; form < FORMS; form++) {
        if (form == 0)
            snprintf(out, size, "Resume %s (%d moves, code %s)", title, net->kept_moves,
                     net->kept_code);
        else if (form == 1)
            snprintf(out, size, "Resume %s, code %s", title, net->kept_code);
        else if (form == 2)
            snprintf(out, size, "Resume %s (%d moves)", title, net->kept_moves);
        else
            snprintf(out, size, "Resume %s", title);
        int w = 0, h = 0;
        gui_text_size(t, r, GUI_FONT_BOLD, out, &w, &h);
        if ((float)w <= width)
            return; /* the last form is kept whatever its width */
    }
}

void gui_friend_screen_draw(GuiWindow *win, GuiFlow *f, const GuiGameState *game,
                            const GuiNet *net)
{
    GuiRenderer *r = &win->renderer;
    GuiText *t = &win->text;
    float s = t->scale;
    float w = 560 * s;
    if (w > (float)win->draw_w - 20 * s)
        w = (float)win->draw_w - 20 * s;
    float inner = w - 40 * s;
    const GuiSettings *st = &f->settings;
    char line[256];
    snprintf(line, sizeof line,
             "Host: %s, you playing %s. Your window shows this machine's address, the port "
             "and a code to read out to your friend.",
             gui_game_title(game->geo.name),
             st->side == GUI_SIDE_BLACK ? s4_side_name(&game->geo, S4_BLACK)
                                        : s4_side_name(&game->geo, S4_WHITE));
    static const char JOIN[] = "Join: type the host's address and the code it shows.";
    /* Both sentences wrap in a narrow window, and the panel is as tall as they make it. */
    float host_h = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, line, 0, 0, inner, GUI_ALIGN_LEFT,
                                      GUI_UI_DIM);
    float join_h = gui_widget_wrapped(NULL, t, GUI_FONT_SANS, JOIN, 0, 0, inner, GUI_ALIGN_LEFT,
                                      GUI_UI_DIM);
    /* Why the last Join failed (net.c), under its button until the next try. */
    const char *error = net->form_error;
    float error_h = error[0] ? 10 * s + gui_widget_wrapped(NULL, t, GUI_FONT_SANS, error, 0, 0,
                                                           inner, GUI_ALIGN_LEFT, GUI_UI_ACCENT)
                             : 0;
    float bh = 34 * s, fh = 30 * s;
    /* The game this person hosted, kept unfinished: Resume hosts it again with its code. */
    char resume[160] = "";
    if (net->kept_code[0] != '\0')
        resume_label(t, r, net, inner - 16 * s, resume, sizeof resume);
    float resume_h = resume[0] ? bh + 12 * s : 0;
    float h = (16 + 34 + 14 + 18 + 8 + 12 + 16 + 16) * s + host_h + join_h + 2 * bh + 2 * fh +
              error_h + resume_h;
    GuiRect panel = {((float)win->draw_w - w) * 0.5f, ((float)win->draw_h - h) * 0.5f, w,
                     h};
    gui_widget_veil(r, win->draw_w, win->draw_h);
    gui_widget_page(r, panel, s);
    float x = panel.x + 20 * s, y = panel.y + 16 * s;
    gui_text_draw(t, r, GUI_FONT_BOLD, "A friend over the network", x, y, GUI_ALIGN_LEFT,
                  GUI_UI_ACCENT, NULL, NULL);
    y += 34 * s;
    y += gui_widget_wrapped(r, t, GUI_FONT_SANS, line, x, y, inner, GUI_ALIGN_LEFT, GUI_UI_DIM);
    y += 14 * s; /* clear of the sentence's last line */
    float bw = 170 * s;
    if (resume[0]) {
        gui_widget_button(r, t, &f->hits, (GuiRect){x, y, inner, bh}, resume, GUI_LOOK_ACTION,
                          false, "friend:resume");
        y += resume_h;
    }
    gui_widget_button(r, t, &f->hits, (GuiRect){x, y, bw, bh}, "Host a game",
                      resume[0] ? GUI_LOOK_PLAIN : GUI_LOOK_ACTION, false, "friend:host");
    y += bh + 18 * s;
    y += gui_widget_wrapped(r, t, GUI_FONT_SANS, JOIN, x, y, inner, GUI_ALIGN_LEFT, GUI_UI_DIM);
    y += 8 * s;
    float fx = x + 70 * s, fw = inner - 70 * s;
    draw_field(win, f, net, (GuiRect){fx, y, fw, fh}, "Host", FIELD_HOST, "friend:field-host");
    y += fh + 12 * s;
    draw_field(win, f, net, (GuiRect){fx, y, fw * 0.5f, fh}, "Code", FIELD_CODE, "friend:field-code");
    y += fh + 16 * s;
    /* Join and Back side by side within the fields' width. */
    float pair_w = (fw - 12 * s) * 0.5f;
    if (pair_w < bw)
        bw = pair_w;
    gui_widget_button(r, t, &f->hits, (GuiRect){fx, y, bw, bh}, "Join", GUI_LOOK_ACTION,
                      false, "friend:join");
    gui_widget_button(r, t, &f->hits, (GuiRect){fx + bw + 12 * s, y, bw, bh}, "Back",
                      GUI_LOOK_PLAIN, false, "friend:back");
    if (error[0])
        gui_widget_wrapped(r, t, GUI_FONT_SANS, error, x, y + bh + 10 * s, inner, GUI_ALIGN_LEFT,
                           GUI_UI_ACCENT);
}
