/* app.c: setting the window up from the options, the main loop, and tearing down. */
#include "core/clock.h"
#include "gui/app/app.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/notation.h"
#include "gui/draw/gl.h"
#include "gui/draw/icon.h"
#include "gui/model/net.h"
#include "gui/screens/net_screen.h"
#include "gui/app/app_intent.h"
#include "gui/screens/screens.h"
#include "core/quote.h"
#include "gui/draw/insets_ease.h"
#include "gui/draw/screenshot.h"

/* CPU time used by the whole process (all threads), in milliseconds. */
static double cpu_ms(void)
{
    return s4_clock_cpu_ms();
}

/* ================================================================ window and GL */

/* Creates the window and a GL 3.3 core context with `samples` (0: none), falling back to
 * none when the driver refuses. */
static bool create_window(App *app, int samples)
{
    Uint32 flags = SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    char title[64];
    snprintf(title, sizeof title, "Score Four - %s", app->game.geo.name);
    /* Multisampling when the driver has it; otherwise a plain framebuffer. */
    for (int attempt = 0; attempt < 2 && app->win.sdl == NULL; attempt++) {
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 3);
        SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_CORE);
        SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
        SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 24);
        bool msaa = attempt == 0 && samples > 0;
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLEBUFFERS, msaa ? 1 : 0);
        SDL_GL_SetAttribute(SDL_GL_MULTISAMPLESAMPLES, msaa ? samples : 0);
        app->win.sdl = SDL_CreateWindow(title, SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                        app->opts->width, app->opts->height, flags);
        if (app->win.sdl != NULL) {
            app->win.gl = SDL_GL_CreateContext(app->win.sdl);
            if (app->win.gl == NULL) {
                SDL_DestroyWindow(app->win.sdl);
                app->win.sdl = NULL;
            }
        }
    }
    if (app->win.sdl == NULL) {
        snprintf(app->err, sizeof app->err, "cannot open an OpenGL 3.3 core window: %s",
                 SDL_GetError());
        return false;
    }
    int version = gladLoadGL((GLADloadfunc)SDL_GL_GetProcAddress);
    if (version == 0 || GLAD_VERSION_MAJOR(version) * 10 + GLAD_VERSION_MINOR(version) < 33) {
        snprintf(app->err, sizeof app->err, "OpenGL 3.3 core is not available");
        return false;
    }
    return true;
}

/* True for renderers that shade on the CPU, where multisampling multiplies the frame time. */
static bool software_renderer(void)
{
    const char *name = (const char *)glGetString(GL_RENDERER);
    return name != NULL && (strstr(name, "llvmpipe") != NULL || strstr(name, "softpipe") != NULL ||
                            strstr(name, "SwiftShader") != NULL);
}

/* The window icon (best effort: a window without one still works). */
static void set_icon(App *app)
{
    unsigned char *pixels = malloc((size_t)GUI_ICON_SIZE * GUI_ICON_SIZE * 4);
    if (pixels == NULL)
        return;
    gui_icon_pixels(pixels);
    SDL_Surface *icon = SDL_CreateRGBSurfaceWithFormatFrom(
        pixels, GUI_ICON_SIZE, GUI_ICON_SIZE, 32, GUI_ICON_SIZE * 4, SDL_PIXELFORMAT_RGBA32);
    if (icon != NULL) {
        SDL_SetWindowIcon(app->win.sdl, icon); /* SDL copies the pixels */
        SDL_FreeSurface(icon);
    }
    free(pixels);
}

static bool open_window(App *app)
{
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
        snprintf(app->err, sizeof app->err, "SDL: %s", SDL_GetError());
        return false;
    }
    bool automatic = app->opts->samples < 0;
    if (!create_window(app, automatic ? 0 : app->opts->samples))
        return false;
    if (automatic && !software_renderer()) {
        /* Multisampling by default only where it is cheap (a GPU, where starting again is
         * quick too); on a CPU rasteriser it would multiply every frame's time. */
        SDL_GL_DeleteContext(app->win.gl);
        SDL_DestroyWindow(app->win.sdl);
        app->win.gl = NULL;
        app->win.sdl = NULL;
        if (!create_window(app, 4))
            return false;
    }
    SDL_GL_SetSwapInterval(app->opts->vsync ? 1 : 0); /* best effort: some drivers refuse */
    set_icon(app);
    GLint samples = 0;
    glGetIntegerv(GL_SAMPLES, &samples);
    if (samples > 0)
        glEnable(GL_MULTISAMPLE);
    gui_window_size(app->win.sdl, &app->win.w, &app->win.h, &app->win.draw_w, &app->win.draw_h);
    return true;
}

bool gui_app_init(App *app, const GuiOptions *opts, const GuiGameSetup *setup, double start_ms)
{
    memset(app, 0, sizeof *app);
    app->opts = opts;
    app->game.setup = *setup;
    app->frames.start_ms = start_ms;
    app->frames.first_frame_ms = -1;
    app->ptr.hover_peg = -1;
    app->ptr.key_peg = -1;
    gui_hints_init(&app->flow.hints);
    /* The start screen's first backdrop is the default game; the settings may change it. */
    if (!gui_app_setup_game(app, !opts->start_screen))
        return false;
    if (opts->script != NULL &&
        gui_script_parse_for(&app->game.geo, opts->start_screen || setup->net.join != NULL, /* the
                             host names the joiner's game */ opts->script, &app->run.script,
                             app->err, sizeof app->err) != S4_OK)
        return false;
    app->run.done = opts->script == NULL;
    if (!open_window(app))
        return false;
    gui_sound_init(&app->fx.sound, opts->mute, 7);
    if (!gui_app_script_check(app))
        return false;
    char why[GUI_APP_ERR];
    if (!gui_renderer_init(&app->win.renderer, why, sizeof why)) {
        snprintf(app->err, sizeof app->err, "renderer: %.900s", why);
        return false;
    }
    /* Smoothed edges where the frame budget allows: multisampling on a GPU (open_window),
     * else FXAA on a GPU; on a software rasteriser neither by default (FXAA's texture
     * reads cost about 40 ms of CPU a frame at 1280x720 on llvmpipe: docs/benchmarks.md). */
    GLint samples = 0;
    glGetIntegerv(GL_SAMPLES, &samples);
    bool fxaa = opts->fxaa > 0 || (opts->fxaa < 0 && samples == 0 && !software_renderer());
    gui_renderer_set_fxaa(&app->win.renderer, fxaa);
    float scale = app->win.w > 0 ? (float)app->win.draw_w / (float)app->win.w : 1.0f;
    if (!gui_text_init(&app->win.text, scale, why, sizeof why)) {
        snprintf(app->err, sizeof app->err, "text: %.900s", why);
        return false;
    }
    gui_camera_init(&app->view.camera, &app->game.layout,
                    (float)app->win.draw_w / (float)app->win.draw_h);
    gui_app_face_seat(app);
    app->view.layers = true;
    app->fx.animate = !opts->no_animation && opts->script == NULL;
    if (opts->fullscreen)
        gui_app_toggle_fullscreen(app);
    gui_app_update_screen(app);
    gui_flow_init(app); /* the start screen, or the command line's game started */
    /* The starting position is not a move: no drop, no click, no fanfare for it. */
    app->fx.drop_seen_moves = app->game.ref.game.move_count;
    app->fx.heard_result = app->game.ref.game.result;
    return true;
}

/* ================================================================ the loop */

/* The position on the board (a reviewed one while reviewing). */
static void print_position(const App *app)
{
    char text[S4_MAX_CELLS * 3 + 64];
    const S4Game *shown = gui_flow_shown(&app->flow, &app->game.ref);
    s4_position_format(&shown->board, text, sizeof text);
    printf("position: %s to-move: %s result: %s\n", text, s4_colour_name(s4_game_to_move(shown)),
           s4_result_text(shown));
}

static int compare_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void print_frame_stats(const App *app)
{
    int n = app->frames.count < GUI_FRAME_SAMPLES ? app->frames.count : GUI_FRAME_SAMPLES;
    /* The first frame carries one-off setup (shader compile, glyphs): reported apart. */
    double sorted[GUI_FRAME_SAMPLES];
    int m = 0;
    for (int i = 1; i < n; i++)
        sorted[m++] = app->frames.frame_ms[i];
    if (m == 0) {
        printf("frames: 0 first-frame-ms: %.1f\n", app->frames.first_frame_ms);
        return;
    }
    qsort(sorted, (size_t)m, sizeof sorted[0], compare_double);
    int p99 = (int)((double)(m - 1) * 0.99 + 0.5);
    GLint samples = 0;
    glGetIntegerv(GL_SAMPLES, &samples);
    /* CPU time of every thread (the rasteriser's too) per frame: on a shared machine the
     * wall times above include waiting for the cores; this does not. */
    double cpu_per_frame = (cpu_ms() - app->frames.cpu_after_first_ms) / m;
    printf("frames: %d size: %dx%d samples: %d median-ms: %.3f p99-ms: %.3f max-ms: %.3f "
           "cpu-ms-per-frame: %.3f first-frame-ms: %.1f renderer: %s\n",
           m, app->win.draw_w, app->win.draw_h, samples, sorted[m / 2], sorted[p99], sorted[m - 1],
           cpu_per_frame, app->frames.first_frame_ms, (const char *)glGetString(GL_RENDERER));
}

/* True when this frame must be drawn: the first, while testing or measuring (a script
 * running, fixed frame counts, --frame-stats), and whenever a part changed what is drawn
 * since the last drawn frame (app_marks.c). A script's `idle` steps force nothing, so a
 * test sees which frames the marks alone draw. */
static bool must_draw(App *app)
{
    bool script = !app->run.done && app->frames.idle_turns == 0;
    bool counted = app->opts->frames > 0 && app->run.done; /* --frames N after the script */
    if (app->frames.count == 0 || app->opts->frame_stats || counted || script)
        return true;
    if (!gui_marks_pending(&app->frames.marks))
        return false;
    if (app->frames.idle_turns > 0) {
        app->frames.idle_drawn++;
        gui_marks_changed(&app->frames.marks, &app->frames.idle_parts);
    }
    return true;
}

int gui_app_run(App *app)
{
    const double cap_ms = 1000.0 / 60.0; /* no busier than this unless benchmarking: the engine needs the cores */
    while (!app->quit) {
        double t0 = s4_clock_ms();
        SDL_Event ev;
        gui_app_sync_size(app);
        while (SDL_PollEvent(&ev))
            gui_app_event(app, &ev);
        if (app->quit)
            break;
        gui_app_script_step(app);
        if (app->game.setup.mode != GUI_MODE_REPLAY)
            gui_referee_update(&app->game.ref, s4_clock_ms());
        GuiScreenParts parts = gui_screen_parts(app);
        GuiIntent net_asks;
        gui_net_update(&parts, &net_asks); /* a game with a friend (net.h) */
        gui_app_carry_out(app, &net_asks);
        gui_app_face_seat(app); /* a joiner learns its side from the host */
        if (app->net.turned_back)
            app->exit_code = 1; /* a --join window that could not join stays to say why */
        /* The drop of a move just played starts first: the result screen waits for it. */
        gui_app_track_moves(app, s4_clock_ms());
        gui_flow_update(&parts);
        gui_camera_move_step(&app->view.camera_move, &app->view.camera, s4_clock_ms());
        gui_app_update_screen(app);
        gui_app_update_hover(app);
        gui_app_note_changes(app, s4_clock_ms());
        if (!must_draw(app)) {
            /* Nothing on screen would change: leave the cores to the engine. */
            SDL_Delay((Uint32)cap_ms);
            continue;
        }
        gui_text_frame(&app->win.text);
        if (app->run.pending_texts) {
            printf("texts %d %d\n", app->win.draw_w, app->win.draw_h);
            app->win.text.echo = stdout;
        }
        gui_app_draw(app);
        /* Drawing registers the buttons and places panels: what the frame showed is the
         * parts as they are now. */
        gui_app_note_changes(app, s4_clock_ms());
        gui_marks_drawn(&app->frames.marks);
        if (app->run.pending_texts) {
            app->win.text.echo = NULL;
            app->run.pending_texts = false;
            printf("texts end\n");
            fflush(stdout);
        }
        if ((app->frames.count == 0 || app->run.pending_pegs) && app->opts->print_pegs)
            gui_app_print_pegs(app);
        app->run.pending_pegs = false;
        char why[GUI_APP_ERR];
        if (app->run.pending_shot != NULL &&
            !gui_screenshot_write(app->run.pending_shot, app->win.draw_w, app->win.draw_h, why,
                                  sizeof why)) {
            fprintf(stderr, "score4: %s\n", why);
            app->exit_code = 1;
        }
        app->run.pending_shot = NULL;
        /* The last frame waits for the view to come to rest (a panel taking an edge eases the
         * view over a few hundred milliseconds): what the run ends on is the still picture,
         * drawn with the edges where the change ends. */
        if (app->run.done && app->opts->frames > 0 && ++app->run.frames_after >= app->opts->frames &&
            gui_insets_settled(&app->view.insets_ease, app->view.insets)) {
            app->quit = true;
            if (app->opts->screenshot != NULL &&
                !gui_screenshot_write(app->opts->screenshot, app->win.draw_w, app->win.draw_h, why,
                                      sizeof why)) {
                fprintf(stderr, "score4: %s\n", why);
                app->exit_code = 1;
            }
        }
        SDL_GL_SwapWindow(app->win.sdl);
        /* At most one frame in flight: some drivers (an offscreen pbuffer on llvmpipe) never
         * block in the swap, and queued frames would pile up in memory without end. The
         * benchmark waits for each frame, so its times include the GPU's work. */
        if (app->opts->frame_stats) {
            glFinish();
        } else {
            if (app->win.frame_fence != NULL) {
                glClientWaitSync(app->win.frame_fence, GL_SYNC_FLUSH_COMMANDS_BIT, 2000000000u);
                glDeleteSync(app->win.frame_fence);
            }
            app->win.frame_fence = glFenceSync(GL_SYNC_GPU_COMMANDS_COMPLETE, 0);
        }
        double t1 = s4_clock_ms();
        if (app->frames.first_frame_ms < 0) {
            app->frames.first_frame_ms = t1 - app->frames.start_ms;
            app->frames.cpu_after_first_ms = cpu_ms();
        }
        app->frames.frame_ms[app->frames.count % GUI_FRAME_SAMPLES] = t1 - t0;
        app->frames.count++;
        if (!app->opts->frame_stats && t1 - t0 < cap_ms)
            SDL_Delay((Uint32)(cap_ms - (t1 - t0)));
    }
    if (app->game.ref.failed)
        fprintf(stderr, "score4: %s\n", app->game.ref.message);
    if (app->opts->print_position)
        print_position(app);
    if (app->opts->frame_stats)
        print_frame_stats(app);
    fflush(stdout);
    return app->exit_code;
}

void gui_app_free(App *app)
{
    gui_report_close(&app->flow); /* its thread joined, what it graded kept */
    gui_games_close(&app->flow); /* the list of games, if it was open */
    gui_net_stop(&app->net); /* a friend is told the host left */
    gui_referee_free(&app->game.ref);
    gui_sound_free(&app->fx.sound);
    if (app->win.gl != NULL) {
        if (app->win.frame_fence != NULL)
            glDeleteSync(app->win.frame_fence);
        gui_text_free(&app->win.text);
        gui_renderer_free(&app->win.renderer);
        SDL_GL_DeleteContext(app->win.gl);
    }
    if (app->win.sdl != NULL)
        SDL_DestroyWindow(app->win.sdl);
    SDL_Quit();
}
