/* sound.h: playing the synthesised sounds through SDL2's audio, mixed in its callback.
 * Without an audio device (or with SDL_AUDIODRIVER=dummy) everything runs silently: every
 * call is then a no-op and nothing is reported. */
#ifndef S4_GUI_SOUND_H
#define S4_GUI_SOUND_H

#include <stdbool.h>

#include <SDL.h>

#include "gui/draw/sound_synth.h"

enum { GUI_SOUND_VOICES = 8, GUI_SOUND_MAX_VOLUME = 10 };

typedef struct GuiVoice {
    const GuiSoundBuffer *buffer; /* NULL: free */
    int pos;
} GuiVoice;

/* Shared with the audio callback's thread: voices, volume and muted change only with the
 * device locked. */
typedef struct GuiSound {
    SDL_AudioDeviceID device;     /* 0: silent (no device) */
    GuiSoundBuffer buffers[GUI_SOUND_COUNT];
    GuiVoice voices[GUI_SOUND_VOICES];
    int volume;                   /* 0..GUI_SOUND_MAX_VOLUME */
    bool muted;
} GuiSound;

/* Synthesises every sound and opens the default output. Never fails: without audio the
 * window is silent. */
void gui_sound_init(GuiSound *s, bool muted, int volume);

/* Starts a sound (the oldest voice makes way when all are busy). */
void gui_sound_play(GuiSound *s, GuiSoundId id);

/* Mute on or off; volume steps by delta within 0..GUI_SOUND_MAX_VOLUME. */
void gui_sound_set_muted(GuiSound *s, bool muted);
void gui_sound_change_volume(GuiSound *s, int delta);

void gui_sound_free(GuiSound *s);

#endif
