/* gui_icon.c: the window icon's pixels: transparent rounded corners, an opaque square, a
 * black bead between two white ones on the peg, and the desktop entry naming that icon. */
#include <criterion/criterion.h>

#include <stdio.h>
#include <string.h>

#include "gui/draw/icon.h"

typedef struct Pixel {
    int r, g, b, a;
} Pixel;

static Pixel at(const unsigned char *rgba, int x, int y)
{
    const unsigned char *p = rgba + ((size_t)y * GUI_ICON_SIZE + (size_t)x) * 4;
    Pixel px = {p[0], p[1], p[2], p[3]};
    return px;
}

static int brightness(Pixel p)
{
    return p.r + p.g + p.b;
}

Test(gui_icon, corners_are_transparent_and_the_square_is_opaque)
{
    static unsigned char rgba[GUI_ICON_SIZE * GUI_ICON_SIZE * 4];
    gui_icon_pixels(rgba);
    int last = GUI_ICON_SIZE - 1;
    cr_assert_eq(at(rgba, 0, 0).a, 0);
    cr_assert_eq(at(rgba, last, 0).a, 0);
    cr_assert_eq(at(rgba, 0, last).a, 0);
    cr_assert_eq(at(rgba, last, last).a, 0);
    cr_assert_eq(at(rgba, GUI_ICON_SIZE / 2, 2).a, 255);
    cr_assert_eq(at(rgba, 2, GUI_ICON_SIZE / 2).a, 255);
    /* Pixels on the rounded corners are partly covered (the edge is smoothed). */
    int partial = 0;
    for (int y = 0; y < GUI_ICON_SIZE; y++)
        for (int x = 0; x < GUI_ICON_SIZE; x++) {
            int a = at(rgba, x, y).a;
            partial += a > 0 && a < 255;
        }
    cr_assert_gt(partial, 0);
}

Test(gui_icon, black_bead_sits_between_two_white_beads)
{
    static unsigned char rgba[GUI_ICON_SIZE * GUI_ICON_SIZE * 4];
    gui_icon_pixels(rgba);
    /* Sample each bead beside the peg, left of centre where the light falls. */
    int s = GUI_ICON_SIZE / 64;
    Pixel top = at(rgba, 24 * s, 22 * s), middle = at(rgba, 24 * s, 34 * s),
          bottom = at(rgba, 24 * s, 46 * s), board = at(rgba, 6 * s, 32 * s);
    cr_assert_gt(brightness(top), 500, "top bead is light: %d", brightness(top));
    cr_assert_gt(brightness(bottom), 500, "bottom bead is light: %d", brightness(bottom));
    cr_assert_lt(brightness(middle), 250, "middle bead is dark: %d", brightness(middle));
    /* The board around them is wood: red over green over blue. */
    cr_assert(board.r > board.g && board.g > board.b, "wood %d %d %d", board.r, board.g, board.b);
}

Test(gui_icon, desktop_entry_runs_score4_with_its_icon)
{
    FILE *f = fopen(S4_SOURCE_DIR "/assets/score4.desktop", "r");
    cr_assert_not_null(f);
    char line[256];
    bool exec = false, icon = false, header = false;
    while (fgets(line, sizeof line, f) != NULL) {
        header |= strcmp(line, "[Desktop Entry]\n") == 0;
        exec |= strcmp(line, "Exec=score4\n") == 0;
        icon |= strcmp(line, "Icon=score4\n") == 0;
    }
    fclose(f);
    cr_assert(header && exec && icon);
    f = fopen(S4_SOURCE_DIR "/assets/score4.svg", "r");
    cr_assert_not_null(f, "the icon named by the desktop entry is in assets/");
    fclose(f);
}
