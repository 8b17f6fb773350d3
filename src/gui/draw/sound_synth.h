/* sound_synth.h: the window's sounds, synthesised into sample buffers at start-up (pure
 * maths, no SDL): no sound files ship with the game. */
#ifndef S4_GUI_SOUND_SYNTH_H
#define S4_GUI_SOUND_SYNTH_H

#include <stdbool.h>
#include <stdint.h>

typedef enum GuiSoundId {
    GUI_SOUND_CLICK_1,   /* a bead landing on level 1; each level up is a step higher */
    GUI_SOUND_CLICK_2,
    GUI_SOUND_CLICK_3,
    GUI_SOUND_CLICK_4,
    GUI_SOUND_WIN,       /* a rising arpeggio */
    GUI_SOUND_DRAW,      /* two soft even tones */
    GUI_SOUND_REFUSED,   /* a short low buzz: that move cannot be played */
    GUI_SOUND_COUNT
} GuiSoundId;

enum { GUI_SOUND_RATE = 44100 };

typedef struct GuiSoundBuffer {
    int16_t *samples;    /* mono, GUI_SOUND_RATE per second */
    int count;
} GuiSoundBuffer;

/* Synthesises sound id into out (malloc'd; free with gui_sound_buffer_free). False when
 * out of memory. */
bool gui_sound_synth(GuiSoundId id, GuiSoundBuffer *out);

void gui_sound_buffer_free(GuiSoundBuffer *b);

/* The click for a bead landing on level (0-based; levels above 3 share the highest). */
GuiSoundId gui_sound_click_for_level(int level);

#endif
