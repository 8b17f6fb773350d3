/* gui_window_query.c: what the window's per-frame size query costs (src/gui/app/window_size.c).
 *
 *   score4-window-query [--size WxH] [--calls N] [--frames N] [--blocks B]
 *
 * Opens a real SDL window with an OpenGL 3.3 core context, as score4 does, and times single
 * calls of gui_window_size (under X11: SDL's two figures plus one XGetGeometry round trip to
 * the X server) against SDL_GetWindowSize and SDL_GL_GetDrawableSize, which only read what
 * SDL holds, and against the timer alone. Two settings:
 *   idle        the calls back to back (the round trip to an idle X server)
 *   after-swap  each call right after a frame (clear, swap, glFinish), where the window's
 *               loop makes it: an X server still busy with the frame's image answers later
 * The methods run in alternating blocks (each block of every method in turn, the order
 * rotating from block to block), so a change of load on a shared machine falls on all of
 * them alike. Each call is timed alone with CLOCK_MONOTONIC: the "timer" line is what the
 * timing itself adds to every other line.
 *
 * In after-swap each frame and its call are also timed together ("frame+call" lines): where
 * the call only waits for work the X server would have done anyway, the frames do not grow.
 * Prints a header of '#' lines (video driver, whether the X11 query runs) and one line per
 * setting and method: "SETTING METHOD calls: N median-us: X p90-us: Y max-us: Z".
 * Under a driver other than x11 (offscreen) gui_window_size makes no X call, and the header
 * says so. Built with the window's own S4_HAVE_X11 (bench/CMakeLists.txt).
 */
#include "gui/app/window_size.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL2/SDL_syswm.h>
#include <glad/gl.h>

#include "core/number.h"

enum { METHODS = 4, SETTINGS = 3 };

typedef enum Method { M_TIMER, M_GUI, M_SDL_WINDOW, M_SDL_DRAWABLE } Method;

static const char *const METHOD_NAMES[METHODS] = {"timer", "gui_window_size", "SDL_GetWindowSize",
                                                  "SDL_GL_GetDrawableSize"};
/* The third: each after-swap frame and its call timed together. */
static const char *const SETTING_NAMES[SETTINGS] = {"idle", "after-swap", "frame+call"};

typedef struct Options {
    int width, height; /* the window's size */
    long calls;        /* calls per block, idle */
    long frames;       /* calls (each after a frame) per block, after-swap */
    long blocks;       /* blocks of every method, each setting */
} Options;

/* Samples of one setting and method, in microseconds; cap fixed at the start. */
typedef struct Samples {
    double *us;
    long count, cap;
} Samples;

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* One call of the method, timed alone (the calls are into other files and libraries, so
 * the compiler keeps them). */
static double timed_call(SDL_Window *window, Method m)
{
    int w = 0, h = 0, dw = 0, dh = 0;
    double t0 = now_us();
    switch (m) {
    case M_TIMER:
        break;
    case M_GUI:
        gui_window_size(window, &w, &h, &dw, &dh);
        break;
    case M_SDL_WINDOW:
        SDL_GetWindowSize(window, &w, &h);
        break;
    case M_SDL_DRAWABLE:
        SDL_GL_GetDrawableSize(window, &dw, &dh);
        break;
    }
    return now_us() - t0;
}

/* A frame as cheap as the window's loop can make one: clear, swap, wait for it. */
static void frame(SDL_Window *window)
{
    glClearColor(0.1f, 0.1f, 0.12f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT);
    SDL_GL_SwapWindow(window);
    glFinish();
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void report(const char *setting, const char *method, Samples *s)
{
    qsort(s->us, (size_t)s->count, sizeof s->us[0], compare_double);
    long p90 = (long)((double)(s->count - 1) * 0.9 + 0.5);
    printf("%-10s %-22s calls: %ld median-us: %.2f p90-us: %.2f max-us: %.1f\n", setting, method,
           s->count, s->us[s->count / 2], s->us[p90], s->us[s->count - 1]);
}

/* Runs both settings, every method in alternating blocks; false when out of memory. */
static bool measure(SDL_Window *window, const Options *o)
{
    Samples samples[SETTINGS][METHODS] = {0};
    bool ok = true;
    for (int set = 0; set < SETTINGS; set++) {
        for (int m = 0; m < METHODS; m++) {
            samples[set][m].cap = (set == 0 ? o->calls : o->frames) * o->blocks;
            samples[set][m].us = malloc((size_t)samples[set][m].cap * sizeof(double));
            ok = ok && samples[set][m].us != NULL;
        }
    }
    for (int set = 0; ok && set < 2; set++) {
        long per_block = set == 0 ? o->calls : o->frames;
        for (long b = 0; b < o->blocks; b++) {
            for (int k = 0; k < METHODS; k++) {
                Method m = (Method)((b + k) % METHODS);
                Samples *s = &samples[set][m], *whole = &samples[2][m];
                for (long i = 0; i < per_block; i++) {
                    double t0 = now_us();
                    if (set == 1)
                        frame(window);
                    s->us[s->count++] = timed_call(window, m);
                    if (set == 1)
                        whole->us[whole->count++] = now_us() - t0;
                }
                SDL_PumpEvents(); /* as the window's loop does, so X events never pile up */
            }
        }
    }
    for (int set = 0; ok && set < SETTINGS; set++)
        for (int m = 0; m < METHODS; m++)
            report(SETTING_NAMES[set], METHOD_NAMES[m], &samples[set][m]);
    for (int set = 0; set < SETTINGS; set++)
        for (int m = 0; m < METHODS; m++)
            free(samples[set][m].us);
    return ok;
}

/* The '#' header: the driver, and whether gui_window_size asks the X server. */
static void describe(SDL_Window *window, const Options *o)
{
    const char *driver = SDL_GetCurrentVideoDriver();
    printf("# video driver: %s, window %dx%d, renderer: %s\n", driver, o->width, o->height,
           (const char *)glGetString(GL_RENDERER));
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    bool x11 = SDL_GetWindowWMInfo(window, &info) && info.subsystem == SDL_SYSWM_X11;
#if defined(SDL_VIDEO_DRIVER_X11) && defined(S4_HAVE_X11)
    if (x11) {
        int w, h, dw, dh, sw, sh;
        gui_window_size(window, &w, &h, &dw, &dh);
        SDL_GetWindowSize(window, &sw, &sh);
        printf("# X11: gui_window_size asks the X server (XGetGeometry) on every call; "
               "X server's size %dx%d, SDL's %dx%d (%s)\n",
               w, h, sw, sh,
               w == sw && h == sh ? "they agree: one round trip a call, as in normal use"
                                  : "they disagree: the correcting path, more X calls");
    } else {
        printf("# no X11 window (driver %s): gui_window_size skips the X11 query there, so "
               "it costs what SDL's two calls cost\n", driver);
    }
#else
    (void)x11;
    printf("# built without libx11 (S4_HAVE_X11 unset): gui_window_size makes no X11 query\n");
#endif
    printf("# each call timed alone (CLOCK_MONOTONIC); 'timer' is the timing's own cost; "
           "%ld blocks of %ld calls (idle) and of %ld frames (after-swap) per method, "
           "methods alternating\n", o->blocks, o->calls, o->frames);
}

/* "WxH", each side 16..8192. */
static bool parse_size(const char *text, int *w, int *h)
{
    char side[16];
    const char *x = strchr(text, 'x');
    long lw, lh;
    if (x == NULL || (size_t)(x - text) >= sizeof side)
        return false;
    memcpy(side, text, (size_t)(x - text));
    side[x - text] = '\0';
    if (s4_parse_long(side, 16, 8192, &lw) != S4_OK || s4_parse_long(x + 1, 16, 8192, &lh) != S4_OK)
        return false;
    *w = (int)lw;
    *h = (int)lh;
    return true;
}

static bool parse_options(int argc, char **argv, Options *o)
{
    *o = (Options){1280, 720, 2000, 50, 20};
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i], *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (val == NULL)
            return false;
        i++;
        if (strcmp(arg, "--size") == 0) {
            if (!parse_size(val, &o->width, &o->height))
                return false;
        } else if (strcmp(arg, "--calls") == 0) {
            if (s4_parse_long(val, 1, 1000000, &o->calls) != S4_OK)
                return false;
        } else if (strcmp(arg, "--frames") == 0) {
            if (s4_parse_long(val, 1, 100000, &o->frames) != S4_OK)
                return false;
        } else if (strcmp(arg, "--blocks") == 0) {
            if (s4_parse_long(val, 1, 1000, &o->blocks) != S4_OK)
                return false;
        } else {
            return false;
        }
    }
    return true;
}

int main(int argc, char **argv)
{
    Options o;
    if (!parse_options(argc, argv, &o)) {
        fprintf(stderr, "usage: score4-window-query [--size WxH] [--calls N] [--frames N] "
                        "[--blocks B]\n");
        return 2;
    }
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        fprintf(stderr, "score4-window-query: SDL: %s\n", SDL_GetError());
        return 1;
    }
    /* The window as score4 opens it on a software renderer (no multisampling). */
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
    SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
    SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
    SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
    int status = 1;
    SDL_GLContext gl = NULL;
    SDL_Window *window = SDL_CreateWindow(
        "score4-window-query", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, o.width, o.height,
        SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
    if (window == NULL || (gl = SDL_GL_CreateContext(window)) == NULL) {
        fprintf(stderr, "score4-window-query: cannot open an OpenGL 3.3 core window: %s\n",
                SDL_GetError());
        goto done;
    }
    if (gladLoadGL((GLADloadfunc)SDL_GL_GetProcAddress) == 0) {
        fprintf(stderr, "score4-window-query: cannot load OpenGL\n");
        goto done;
    }
    SDL_GL_SetSwapInterval(0);
    for (int i = 0; i < 10; i++) /* the window mapped and the first frames out of the way */
        frame(window);
    SDL_PumpEvents();
    describe(window, &o);
    if (!measure(window, &o)) {
        fprintf(stderr, "score4-window-query: out of memory\n");
        goto done;
    }
    status = 0;
done:
    if (gl != NULL)
        SDL_GL_DeleteContext(gl);
    if (window != NULL)
        SDL_DestroyWindow(window);
    SDL_Quit();
    return status;
}
