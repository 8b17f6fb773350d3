/* text.c: font discovery, rasterising with SDL2_ttf, and the texture cache. */
#include "gui/draw/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char *const FONT_DIRS[] = {
    "/usr/share/fonts/truetype/dejavu",
    "/usr/share/fonts/dejavu",
    "/usr/share/fonts/TTF",
    "/usr/local/share/fonts",
};

/* File and point size (at scale 1) of each GuiFont. */
static const struct {
    const char *file;
    int points;
} FONT_FILES[GUI_FONT_COUNT] = {
    [GUI_FONT_SANS] = {"DejaVuSans.ttf", 17},
    [GUI_FONT_BOLD] = {"DejaVuSans-Bold.ttf", 19},
    [GUI_FONT_LABEL] = {"DejaVuSans-Bold.ttf", 22},
    [GUI_FONT_MONO] = {"DejaVuSansMono.ttf", 15},
};

static bool find_font(const char *file, char *path, size_t size)
{
    const char *env = getenv("S4_FONT_DIR");
    if (env != NULL && env[0] != '\0') {
        snprintf(path, size, "%s/%s", env, file);
        if (access(path, R_OK) == 0)
            return true;
    }
    for (size_t i = 0; i < sizeof FONT_DIRS / sizeof FONT_DIRS[0]; i++) {
        snprintf(path, size, "%s/%s", FONT_DIRS[i], file);
        if (access(path, R_OK) == 0)
            return true;
    }
    return false;
}

bool gui_text_init(GuiText *t, float scale, char *err, size_t err_size)
{
    memset(t, 0, sizeof *t);
    t->scale = scale;
    if (TTF_Init() != 0) {
        snprintf(err, err_size, "SDL_ttf: %s", TTF_GetError());
        return false;
    }
    for (int f = 0; f < GUI_FONT_COUNT; f++) {
        char path[512];
        if (!find_font(FONT_FILES[f].file, path, sizeof path)) {
            snprintf(err, err_size,
                     "font %s not found in S4_FONT_DIR or /usr/share/fonts/truetype/dejavu "
                     "(install fonts-dejavu-core)", FONT_FILES[f].file);
            gui_text_free(t);
            return false;
        }
        int points = (int)((float)FONT_FILES[f].points * scale + 0.5f);
        t->fonts[f] = TTF_OpenFont(path, points);
        if (t->fonts[f] == NULL) {
            snprintf(err, err_size, "%s: %s", path, TTF_GetError());
            gui_text_free(t);
            return false;
        }
    }
    return true;
}

void gui_text_frame(GuiText *t)
{
    t->frame++;
}

static unsigned long hash_text(const char *s)
{
    unsigned long h = 5381;
    for (; *s != '\0'; s++)
        h = h * 33u + (unsigned char)*s;
    return h;
}

static GuiTextEntry *lookup(GuiText *t, GuiFont font, const char *text)
{
    size_t len = strlen(text);
    unsigned long h = hash_text(text);
    GuiTextEntry *victim = &t->cache[0];
    for (int i = 0; i < GUI_TEXT_CACHE; i++) {
        GuiTextEntry *e = &t->cache[i];
        if (e->tex != 0 && e->font == font && e->len == len && e->hash == h &&
            strncmp(e->key, text, sizeof e->key - 1) == 0) {
            e->last_used = t->frame;
            return e;
        }
        if (e->tex == 0 || (victim->tex != 0 && e->last_used < victim->last_used))
            victim = e;
    }
    /* Not cached: rasterise the text; only its coverage is kept (the draw tints it), one
     * byte a pixel. Newlines break lines. */
    SDL_Color white = {255, 255, 255, 255};
    SDL_Surface *surf = TTF_RenderUTF8_Blended_Wrapped(t->fonts[font], text, white, 0);
    if (surf == NULL)
        return NULL;
    SDL_Surface *argb = SDL_ConvertSurfaceFormat(surf, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(surf);
    if (argb == NULL)
        return NULL;
    unsigned char *coverage = malloc((size_t)argb->w * (size_t)argb->h);
    if (coverage == NULL) {
        SDL_FreeSurface(argb);
        return NULL;
    }
    for (int y = 0; y < argb->h; y++) {
        const Uint32 *row = (const Uint32 *)((const unsigned char *)argb->pixels + y * argb->pitch);
        for (int x = 0; x < argb->w; x++)
            coverage[y * argb->w + x] = (unsigned char)(row[x] >> 24);
    }
    if (victim->tex != 0)
        glDeleteTextures(1, &victim->tex);
    memset(victim, 0, sizeof *victim);
    glGenTextures(1, &victim->tex);
    glBindTexture(GL_TEXTURE_2D, victim->tex);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 1);
    glTexImage2D(GL_TEXTURE_2D, 0, GL_R8, argb->w, argb->h, 0, GL_RED, GL_UNSIGNED_BYTE, coverage);
    glPixelStorei(GL_UNPACK_ALIGNMENT, 4);
    free(coverage);
    /* Drawn on whole pixels at the texture's size (gui_text_draw): nearest is exact. */
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MIN_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_MAG_FILTER, GL_NEAREST);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE);
    glTexParameteri(GL_TEXTURE_2D, GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE);
    victim->font = font;
    snprintf(victim->key, sizeof victim->key, "%s", text);
    victim->len = len;
    victim->hash = h;
    victim->w = argb->w;
    victim->h = argb->h;
    victim->last_used = t->frame;
    SDL_FreeSurface(argb);
    return victim;
}

void gui_text_size(GuiText *t, GuiRenderer *r, GuiFont font, const char *text, int *w, int *h)
{
    (void)r;
    GuiTextEntry *e = text[0] != '\0' ? lookup(t, font, text) : NULL;
    if (w != NULL)
        *w = e ? e->w : 0;
    if (h != NULL)
        *h = e ? e->h : 0;
}

void gui_text_draw(GuiText *t, GuiRenderer *r, GuiFont font, const char *text, float x, float y,
                   GuiAlign align, const vec4 colour, int *w, int *h)
{
    GuiTextEntry *e = text[0] != '\0' ? lookup(t, font, text) : NULL;
    if (w != NULL)
        *w = e ? e->w : 0;
    if (h != NULL)
        *h = e ? e->h : 0;
    if (e == NULL)
        return;
    float left = align == GUI_ALIGN_LEFT     ? x
                 : align == GUI_ALIGN_CENTRE ? x - (float)e->w * 0.5f
                                             : x - (float)e->w;
    gui_renderer_texture(r, e->tex, floorf(left), floorf(y), (float)e->w, (float)e->h, colour);
    if (t->echo != NULL) {
        fprintf(t->echo, "text %d %d %d %d: ", (int)floorf(left), (int)floorf(y), e->w, e->h);
        for (const char *p = text; *p != '\0'; p++) {
            if (*p == '\n')
                fputs(" | ", t->echo);
            else
                fputc(*p, t->echo);
        }
        fputc('\n', t->echo);
    }
}

void gui_text_free(GuiText *t)
{
    for (int i = 0; i < GUI_TEXT_CACHE; i++)
        if (t->cache[i].tex != 0)
            glDeleteTextures(1, &t->cache[i].tex);
    for (int f = 0; f < GUI_FONT_COUNT; f++)
        if (t->fonts[f] != NULL)
            TTF_CloseFont(t->fonts[f]);
    memset(t->fonts, 0, sizeof t->fonts);
    if (TTF_WasInit())
        TTF_Quit();
}
