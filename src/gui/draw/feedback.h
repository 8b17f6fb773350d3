/* feedback.h: the App's feedback part: the falling bead and the sounds a move or a result
 * starts (app_view.c's gui_app_track_moves keeps them in step with the game).
 */
#ifndef S4_GUI_FEEDBACK_H
#define S4_GUI_FEEDBACK_H

#include <stdbool.h>

#include "core/game.h"
#include "gui/draw/drop.h"
#include "gui/draw/sound.h"

typedef struct GuiFeedback {
    bool animate;                 /* beads drop when played (off: --no-animation, scripts) */
    GuiDrop drop;                 /* the bead falling now, if any */
    int drop_seen_moves;          /* moves on the board when drops were last looked for */
    GuiSound sound;               /* synthesised sounds and the audio device (maybe none) */
    double click_due_ms;          /* when the falling bead lands and clicks, 0: none due */
    int click_level;              /* its level */
    double result_due_ms;         /* when the win or draw sound is due, 0: none */
    S4Result heard_result;        /* the result whose sound was last started */
} GuiFeedback;

#endif
