/* sound_synth.c: clicks, chimes and a buzz from sines, noise and envelopes. */
#include "gui/draw/sound_synth.h"

#include <math.h>
#include <stdlib.h>

static const float TAU = 6.28318530718f;

/* A deterministic noise source (xorshift), so every start makes the same sounds. */
static float noise(uint32_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 17;
    *state ^= *state << 5;
    return (float)(*state & 0xffff) / 32768.0f - 1.0f;
}

static int16_t to_sample(float v)
{
    v = v > 1.0f ? 1.0f : v < -1.0f ? -1.0f : v;
    return (int16_t)lrintf(v * 32000.0f);
}

/* A wooden click: a burst of noise over a fast-decaying partial pair at `pitch` Hz. */
static void click(float *out, int n, float pitch)
{
    uint32_t seed = 0x9e3779b9u;
    for (int i = 0; i < n; i++) {
        float t = (float)i / GUI_SOUND_RATE;
        float body = expf(-t * 55.0f) * (sinf(TAU * pitch * t) + 0.45f * sinf(TAU * pitch * 2.76f * t));
        float tick = expf(-t * 900.0f) * noise(&seed);
        out[i] = 0.55f * body + 0.5f * tick;
    }
}

/* A soft bell: a sine with two quiet harmonics, struck at `start` seconds. */
static void bell(float *out, int n, float start, float pitch, float decay, float gain)
{
    int from = (int)(start * GUI_SOUND_RATE);
    for (int i = from; i < n; i++) {
        float t = (float)(i - from) / GUI_SOUND_RATE;
        float attack = fminf(t / 0.006f, 1.0f);
        float env = attack * expf(-t * decay) * gain;
        out[i] += env * (sinf(TAU * pitch * t) + 0.3f * sinf(TAU * pitch * 2.0f * t) +
                         0.12f * sinf(TAU * pitch * 3.0f * t));
    }
}

/* A low buzz: a soft-clipped sawtooth with a short fade at both ends. */
static void buzz(float *out, int n, float pitch)
{
    for (int i = 0; i < n; i++) {
        float t = (float)i / GUI_SOUND_RATE;
        float phase = fmodf(pitch * t, 1.0f);
        float env = fminf(t / 0.01f, 1.0f) * fminf((float)(n - i) / (0.03f * GUI_SOUND_RATE), 1.0f);
        out[i] = 0.35f * env * tanhf(2.5f * (2.0f * phase - 1.0f));
    }
}

GuiSoundId gui_sound_click_for_level(int level)
{
    if (level < 0)
        level = 0;
    if (level > 3)
        level = 3;
    return (GuiSoundId)(GUI_SOUND_CLICK_1 + level);
}

bool gui_sound_synth(GuiSoundId id, GuiSoundBuffer *out)
{
    static const float SECONDS[GUI_SOUND_COUNT] = {0.12f, 0.12f, 0.12f, 0.12f, 1.1f, 0.9f, 0.2f};
    int n = (int)(SECONDS[id] * GUI_SOUND_RATE);
    float *mix = calloc((size_t)n, sizeof *mix);
    out->samples = malloc((size_t)n * sizeof *out->samples);
    if (mix == NULL || out->samples == NULL) {
        free(mix);
        free(out->samples);
        out->samples = NULL;
        return false;
    }
    switch (id) {
    case GUI_SOUND_CLICK_1:
    case GUI_SOUND_CLICK_2:
    case GUI_SOUND_CLICK_3:
    case GUI_SOUND_CLICK_4:
        /* A whole tone up per level: higher beads sound higher. */
        click(mix, n, 700.0f * powf(1.122f, (float)(id - GUI_SOUND_CLICK_1)));
        break;
    case GUI_SOUND_WIN: {
        static const float NOTES[4] = {523.25f, 659.25f, 783.99f, 1046.5f}; /* C E G C */
        for (int k = 0; k < 4; k++)
            bell(mix, n, 0.11f * (float)k, NOTES[k], 3.5f, 0.28f);
        break;
    }
    case GUI_SOUND_DRAW:
        bell(mix, n, 0.0f, 440.0f, 4.0f, 0.3f);
        bell(mix, n, 0.25f, 440.0f * 0.8909f, 4.0f, 0.3f); /* a whole tone down */
        break;
    case GUI_SOUND_REFUSED:
        buzz(mix, n, 110.0f);
        break;
    case GUI_SOUND_COUNT:
        break;
    }
    /* The last 40 ms fade to silence, so no sound ends with a click. */
    int fade = GUI_SOUND_RATE / 25;
    for (int i = 0; i < n; i++) {
        float tail = i >= n - fade ? (float)(n - 1 - i) / (float)fade : 1.0f;
        out->samples[i] = to_sample(mix[i] * tail);
    }
    out->count = n;
    free(mix);
    return true;
}

void gui_sound_buffer_free(GuiSoundBuffer *b)
{
    free(b->samples);
    b->samples = NULL;
    b->count = 0;
}
