/* gui_feel.c: the drop's timing curve, the view's easing when a panel takes an edge, and the
 * synthesised sounds (pure maths). */
#include <criterion/criterion.h>
#include <stdlib.h>

#include "gui/draw/drop.h"
#include "gui/draw/insets_ease.h"
#include "gui/draw/sound_synth.h"

Test(drop, falls_eased_within_150_to_300_ms_settles_and_never_sinks)
{
    const float height = 2.0f;
    int total = GUI_DROP_FALL_MS + GUI_DROP_SETTLE_MS;
    cr_assert(total >= 150 && total <= 300, "the drop takes %d ms", total);
    cr_assert_float_eq(gui_drop_offset_at(height, 0.0), height, 1e-6f);
    float last = height, speed_early = 0.0f, speed_late = 0.0f;
    for (int ms = 1; ms <= GUI_DROP_FALL_MS; ms++) {
        float y = gui_drop_offset_at(height, ms);
        cr_assert_leq(y, last, "rises during the fall at %d ms", ms);
        if (ms == 10)
            speed_early = height - y;
        if (ms == GUI_DROP_FALL_MS)
            speed_late = last - y;
        last = y;
    }
    /* Eased: slow at the top, fast at the landing (gravity). */
    cr_assert_lt(speed_early / 10.0f, speed_late, "not eased in");
    cr_assert_float_eq(gui_drop_offset_at(height, GUI_DROP_FALL_MS), 0.0f, 1e-5f);
    float hop = 0.0f;
    for (int ms = GUI_DROP_FALL_MS; ms <= total + 50; ms++) {
        float y = gui_drop_offset_at(height, ms);
        cr_assert_geq(y, 0.0f, "sinks below its rest at %d ms", ms);
        hop = y > hop ? y : hop;
    }
    cr_assert(hop > 0.0f && hop < 0.15f * height, "the settle's hop is %.3f of %.1f", hop, height);
    cr_assert_eq(gui_drop_offset_at(height, total), 0.0f);
    cr_assert_eq(gui_drop_offset_at(height, total + 1000), 0.0f);

    GuiDrop d;
    gui_drop_start(&d, 3, 1, height, 1000.0);
    cr_assert(d.active);
    cr_assert_float_eq(gui_drop_offset(&d, 1000.0), height, 1e-6f);
    cr_assert(d.active);
    cr_assert_eq(gui_drop_offset(&d, 1000.0 + total), 0.0f);
    cr_assert_not(d.active, "the drop did not end when it settled");
}

/* Zero crossings per second of a buffer's first `ms` milliseconds: its pitch, roughly. */
static int crossings(const GuiSoundBuffer *b, int ms)
{
    int n = b->count < GUI_SOUND_RATE * ms / 1000 ? b->count : GUI_SOUND_RATE * ms / 1000;
    int c = 0;
    for (int i = 1; i < n; i++)
        c += (b->samples[i - 1] < 0) != (b->samples[i] < 0);
    return c;
}

Test(sound, every_sound_is_audible_and_clicks_rise_with_the_level)
{
    int last = 0;
    for (int id = 0; id < GUI_SOUND_COUNT; id++) {
        GuiSoundBuffer b;
        cr_assert(gui_sound_synth((GuiSoundId)id, &b));
        cr_assert_gt(b.count, GUI_SOUND_RATE / 20, "sound %d is shorter than 50 ms", id);
        int peak = 0;
        for (int i = 0; i < b.count; i++)
            peak = abs(b.samples[i]) > peak ? abs(b.samples[i]) : peak;
        cr_assert_gt(peak, 4000, "sound %d is nearly silent (peak %d)", id, peak);
        /* It fades out: no click at its end. */
        cr_assert_lt(abs(b.samples[b.count - 1]), 600, "sound %d ends abruptly", id);
        if (id <= GUI_SOUND_CLICK_4) {
            /* After the first 5 ms of noise, the body's pitch. */
            int c = crossings(&b, 60) - crossings(&b, 5);
            cr_assert_gt(c, last, "the level %d click is not higher than the one below", id + 1);
            last = c;
        }
        gui_sound_buffer_free(&b);
    }
    cr_assert_eq(gui_sound_click_for_level(0), GUI_SOUND_CLICK_1);
    cr_assert_eq(gui_sound_click_for_level(3), GUI_SOUND_CLICK_4);
    cr_assert_eq(gui_sound_click_for_level(9), GUI_SOUND_CLICK_4);
}

Test(view_ease, a_panel_taking_an_edge_moves_the_view_there_smoothly_and_a_resize_snaps)
{
    GuiInsetsEase e = {0};
    const GuiScreenInsets bars = {0, 0, 40, 42}, result = {260, 0, 40, 42};
    /* The first frame is where the panels are. */
    GuiScreenInsets in = gui_insets_ease(&e, bars, 1280, 720, true, 1000.0);
    cr_assert_float_eq(in.left, 0.0f, 1e-6f);
    /* The result panel appears at 2000 ms: the left edge goes 0 -> 260, eased in and out. */
    float last = 0.0f, first_step = -1.0f, middle_step = 0.0f;
    for (int ms = 0; ms <= GUI_INSETS_EASE_MS; ms += 10) {
        in = gui_insets_ease(&e, result, 1280, 720, true, 2000.0 + ms);
        cr_assert_geq(in.left, last, "goes back at %d ms", ms);
        cr_assert_float_eq(in.top, 40.0f, 1e-6f, "an edge that did not change moved");
        if (ms == 10)
            first_step = in.left - last;
        if (ms == GUI_INSETS_EASE_MS / 2 / 10 * 10)
            middle_step = in.left - last;
        last = in.left;
    }
    cr_assert_float_eq(last, 260.0f, 1e-4f, "arrives");
    cr_assert_lt(first_step, middle_step * 0.5f, "starts gently (%f against %f)", first_step,
                 middle_step);
    cr_assert(GUI_INSETS_EASE_MS >= 150 && GUI_INSETS_EASE_MS <= 400, "seen, and not a wait");
    /* Half-way back the panel comes again: the view turns round from where it is, no jump. */
    gui_insets_ease(&e, bars, 1280, 720, true, 3000.0);
    GuiScreenInsets before = gui_insets_ease(&e, bars, 1280, 720, true, 3000.0 + GUI_INSETS_EASE_MS / 2);
    GuiScreenInsets after = gui_insets_ease(&e, result, 1280, 720, true, 3000.0 + GUI_INSETS_EASE_MS / 2);
    cr_assert_float_eq(before.left, after.left, 1e-4f);
    cr_assert(before.left > 1.0f && before.left < 259.0f, "%f", before.left);
    /* A frame is at rest only when drawn with the edges where the change ends: one drawn
     * a moment before its end is not, though the change is over by the clock after it. */
    gui_insets_ease(&e, bars, 1280, 720, true, 3500.0);
    GuiScreenInsets late = gui_insets_ease(&e, result, 1280, 720, true, 3600.0);
    late = gui_insets_ease(&e, result, 1280, 720, true, 3600.0 + GUI_INSETS_EASE_MS - 1.0);
    cr_assert(late.left > 259.0f && late.left < 260.0f, "%f", late.left);
    cr_assert_not(gui_insets_settled(&e, late));
    cr_assert(gui_insets_settled(&e, gui_insets_ease(&e, result, 1280, 720, true, 3600.0 + GUI_INSETS_EASE_MS)));
    /* A resized window, or no animation, takes the panels' edges at once. */
    in = gui_insets_ease(&e, bars, 800, 800, true, 4000.0);
    cr_assert_float_eq(in.left, 0.0f, 1e-6f);
    in = gui_insets_ease(&e, result, 800, 800, false, 4001.0);
    cr_assert_float_eq(in.left, 260.0f, 1e-6f);
}

Test(view_ease, a_panel_fades_in_and_is_whole_at_once_without_animation)
{
    cr_assert_float_eq(gui_fade_in(0.0, 200.0, true), 0.0f, 1e-6f);
    cr_assert_float_eq(gui_fade_in(100.0, 200.0, true), 0.5f, 1e-6f);
    float last = -1.0f;
    for (int ms = 0; ms <= 250; ms += 10) {
        float a = gui_fade_in(ms, 200.0, true);
        cr_assert(a >= last && a >= 0.0f && a <= 1.0f, "%f at %d ms", a, ms);
        last = a;
    }
    cr_assert_float_eq(last, 1.0f, 1e-6f, "whole after its time");
    cr_assert_float_eq(gui_fade_in(0.0, 200.0, false), 1.0f, 1e-6f, "no animation: at once");
}
