/* sound.c: an SDL audio device whose callback mixes the playing voices. */
#include "gui/draw/sound.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* False when this machine plainly has no sound output: no driver chosen, no sound card
 * device and no sound server to reach. SDL would otherwise try ALSA, whose library prints
 * its failure on stderr; a machine without sound should just be silent. */
static bool audio_may_exist(void)
{
    if (getenv("SDL_AUDIODRIVER") != NULL || getenv("PULSE_SERVER") != NULL)
        return true;
    if (access("/dev/snd", F_OK) == 0)
        return true;
    const char *runtime = getenv("XDG_RUNTIME_DIR");
    if (runtime != NULL) {
        char path[512];
        snprintf(path, sizeof path, "%s/pulse/native", runtime);
        if (access(path, F_OK) == 0)
            return true;
        snprintf(path, sizeof path, "%s/pipewire-0", runtime);
        if (access(path, F_OK) == 0)
            return true;
    }
    return false;
}

static void mix(void *userdata, Uint8 *stream, int len)
{
    GuiSound *s = userdata;
    int16_t *out = (int16_t *)stream;
    int n = len / (int)sizeof *out;
    /* Volume in steps that sound even: the square of the step's share. */
    float gain = s->muted ? 0.0f : (float)(s->volume * s->volume) /
                                       (float)(GUI_SOUND_MAX_VOLUME * GUI_SOUND_MAX_VOLUME);
    for (int i = 0; i < n; i++) {
        float v = 0.0f;
        for (int k = 0; k < GUI_SOUND_VOICES; k++) {
            GuiVoice *voice = &s->voices[k];
            if (voice->buffer == NULL)
                continue;
            v += (float)voice->buffer->samples[voice->pos++];
            if (voice->pos >= voice->buffer->count)
                voice->buffer = NULL;
        }
        v *= gain;
        out[i] = (int16_t)(v > 32767.0f ? 32767.0f : v < -32768.0f ? -32768.0f : v);
    }
}

void gui_sound_init(GuiSound *s, bool muted, int volume)
{
    memset(s, 0, sizeof *s);
    s->muted = muted;
    s->volume = volume < 0 ? 0 : volume > GUI_SOUND_MAX_VOLUME ? GUI_SOUND_MAX_VOLUME : volume;
    if (!audio_may_exist() || SDL_InitSubSystem(SDL_INIT_AUDIO) != 0)
        return; /* no audio: silent */
    for (int id = 0; id < GUI_SOUND_COUNT; id++)
        if (!gui_sound_synth((GuiSoundId)id, &s->buffers[id]))
            return;
    SDL_AudioSpec want = {0}, have;
    want.freq = GUI_SOUND_RATE;
    want.format = AUDIO_S16SYS;
    want.channels = 1;
    want.samples = 512; /* about 12 ms: a click follows the bead's landing closely */
    want.callback = mix;
    want.userdata = s;
    s->device = SDL_OpenAudioDevice(NULL, 0, &want, &have, 0);
    if (s->device != 0)
        SDL_PauseAudioDevice(s->device, 0);
}

void gui_sound_play(GuiSound *s, GuiSoundId id)
{
    if (s->device == 0 || s->buffers[id].samples == NULL)
        return;
    SDL_LockAudioDevice(s->device);
    int slot = 0;
    for (int k = 0; k < GUI_SOUND_VOICES; k++) {
        if (s->voices[k].buffer == NULL) {
            slot = k;
            break;
        }
        if (s->voices[k].pos > s->voices[slot].pos)
            slot = k; /* the one furthest through makes way */
    }
    s->voices[slot].buffer = &s->buffers[id];
    s->voices[slot].pos = 0;
    SDL_UnlockAudioDevice(s->device);
}

void gui_sound_set_muted(GuiSound *s, bool muted)
{
    if (s->device != 0)
        SDL_LockAudioDevice(s->device);
    s->muted = muted;
    if (s->device != 0)
        SDL_UnlockAudioDevice(s->device);
}

void gui_sound_change_volume(GuiSound *s, int delta)
{
    if (s->device != 0)
        SDL_LockAudioDevice(s->device);
    int v = s->volume + delta;
    s->volume = v < 0 ? 0 : v > GUI_SOUND_MAX_VOLUME ? GUI_SOUND_MAX_VOLUME : v;
    if (s->device != 0)
        SDL_UnlockAudioDevice(s->device);
}

void gui_sound_free(GuiSound *s)
{
    if (s->device != 0)
        SDL_CloseAudioDevice(s->device);
    s->device = 0;
    for (int id = 0; id < GUI_SOUND_COUNT; id++)
        gui_sound_buffer_free(&s->buffers[id]);
    if (SDL_WasInit(SDL_INIT_AUDIO))
        SDL_QuitSubSystem(SDL_INIT_AUDIO);
}
