/* libFuzzer target: the window's script language and its command line (gui/script.h,
 * gui/options.h): arbitrary text as a --script, and arbitrary NUL-separated words as argv. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gui/model/options.h"
#include "gui/app/script.h"
#include "fuzz_presets.h"

static void check(int condition)
{
    if (!condition)
        abort();
}

enum { MAX_ARGS = 32 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0 || size > 8192)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        return 0;
    memcpy(text, data, size);
    text[size] = '\0';

    const S4Geometry *geo = fuzz_preset(data[0] & 1);
    static GuiScript script;
    char err[256];
    if (gui_script_parse_for(geo, data[0] & 2, text, &script, err, sizeof err) == S4_OK)
        check(script.count >= 0 && script.count <= GUI_SCRIPT_MAX_STEPS);
    else
        check(strlen(err) < sizeof err);

    /* argv: the words between NUL bytes */
    char *argv[MAX_ARGS + 1];
    int argc = 0;
    argv[argc++] = "score4";
    for (size_t i = 0; i < size && argc < MAX_ARGS; i += strlen(text + i) + 1)
        argv[argc++] = text + i;
    argv[argc] = NULL;
    GuiOptions opts;
    if (!gui_options_parse(argc, argv, &opts, err, sizeof err))
        check(strlen(err) < sizeof err);
    free(text);
    return 0;
}
