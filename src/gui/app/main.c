/* main.c: score4's entry: options, --console hand-off, and the window's life. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "client/engine_client.h"
#include "gui/app/app.h"
#include "gui/model/net.h"
#include "gui/model/options.h"

/* Each frame the GL driver (Mesa's llvmpipe above all) allocates and frees a few large
 * blocks. glibc gives freed memory at the heap's top back to the system once it passes the
 * trim threshold, and that threshold moves with the sizes freed so far, so in about one run
 * in four it settled where every frame grew the heap again and touched fresh pages, and
 * every frame took several times as long. A fixed, generous threshold keeps those pages for
 * the next frame (the frame times: docs/benchmarks.md, "Window"). */
static void keep_freed_heap_for_the_next_frame(void)
{
#ifdef __GLIBC__
    mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

/* Replaces this process with score4-console from beside the binary. Returns only on error. */
static int exec_console(int argc, char **argv, int first)
{
    char dir[1024], path[1100];
    if (!s4_client_self_dir(dir, sizeof dir)) {
        fprintf(stderr, "score4: --console: cannot find this program's directory\n");
        return 127;
    }
    snprintf(path, sizeof path, "%s/score4-console", dir);
    char *args[256];
    int n = 0;
    args[n++] = path;
    for (int i = first; i < argc && n < 255; i++)
        args[n++] = argv[i];
    args[n] = NULL;
    execv(path, args);
    int saved = errno;
    fprintf(stderr, "score4: --console: cannot run %s: %s\n", path, strerror(saved));
    return 127;
}

int main(int argc, char **argv)
{
    double start = s4_clock_ms();
    keep_freed_heap_for_the_next_frame();
    GuiOptions opts;
    char err[512];
    if (!gui_options_parse(argc, argv, &opts, err, sizeof err)) {
        fprintf(stderr, "score4: %s\n", err);
        return 2;
    }
    if (opts.console_arg >= 0)
        return exec_console(argc, argv, opts.console_arg);
    if (opts.version) {
        printf("score4 %s\n", S4_VERSION);
        return 0;
    }
    if (opts.help) {
        gui_options_usage(stdout);
        return 0;
    }
    /* The game the command line describes; with --host --code, the game kept under the
     * code keeps its kind. The options stay as parsed. */
    GuiGameSetup setup;
    gui_game_setup_from_options(&setup, &opts);
    int kept_moves;
    if (!gui_net_host_kind(&setup, opts.game_given, &kept_moves, err, sizeof err)) {
        fprintf(stderr, "score4: %s\n", err);
        return 2;
    }
    /* The App is large (frame samples, record); keep it off the stack. */
    App *app = calloc(1, sizeof *app);
    if (app == NULL) {
        fprintf(stderr, "score4: out of memory\n");
        return 1;
    }
    int rc = 1;
    if (gui_app_init(app, &opts, &setup, start))
        rc = gui_app_run(app);
    else
        fprintf(stderr, "score4: %s\n", app->err);
    gui_app_free(app);
    free(app);
    return rc;
}
