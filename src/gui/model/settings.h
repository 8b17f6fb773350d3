/* settings.h: the start screen's choices, remembered between runs (no SDL, no GL).
 *
 * The file is $XDG_CONFIG_HOME/score4/settings (or ~/.config/score4/settings), plain text,
 * one `key = value` a line; blank lines and lines starting with '#' are comments:
 *
 *     # score4 settings, written by the start screen
 *     game = score4          # score4, connect4, connect3, connect4-6x4
 *     opponent = engine      # engine, person (two people here), engines (watch two),
 *                            # friend (over the network)
 *     side = white           # white, black, random (your side against the engine)
 *     difficulty = casual    # beginner, casual, club, expert, maximum (White's when
 *                            # watching two engines)
 *     black_engine = casual  # watching two engines: Black's difficulty
 *     threats = off          # on, off: mark the cells that would complete a line
 *     palette = standard     # standard, colour-blind (the Connect games' discs orange and
 *                            # sky blue, the hints' grades blue, yellow and vermilion)
 *     warn = off             # on, off: ask before a move that throws away a proved win or
 *                            # draw (W in a game turns it on or off and keeps the choice)
 *
 * Keys may come in any order and any may be missing (its default stays). An unknown key is
 * skipped (a newer version may have written it). A line that is not `key = value`, or a
 * known key with a value it cannot take, makes the whole file corrupt: it is ignored and
 * the defaults are used. The window says so once on stderr and never fails because of it.
 */
#ifndef S4_GUI_SETTINGS_H
#define S4_GUI_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>

typedef enum GuiOpponent {
    GUI_OPPONENT_ENGINE,
    GUI_OPPONENT_PERSON,
    GUI_OPPONENT_ENGINES,
    GUI_OPPONENT_FRIEND, /* a friend over the network: Start opens the host-or-join screen */
} GuiOpponent;
typedef enum GuiSide { GUI_SIDE_WHITE, GUI_SIDE_BLACK, GUI_SIDE_RANDOM } GuiSide;

typedef struct GuiSettings {
    int game;               /* index into s4_geometry_preset_names() */
    GuiOpponent opponent;
    GuiSide side;
    int difficulty;         /* index into the difficulty table (difficulty.h): the
                             * engine's, or White's when two engines are watched */
    int black_engine;       /* the same for Black's engine when two are watched */
    bool threats;           /* threat display on */
    bool colour_blind;      /* palette = colour-blind: colours told apart by lightness and on
                             * the blue-yellow axis, which the common colour blindness keeps */
    bool warn;              /* warn = on: ask before a move that loses a proved win or draw */
} GuiSettings;

typedef enum GuiSettingsLoad {
    GUI_SETTINGS_LOADED,    /* read; unknown keys, if any, are named in the message */
    GUI_SETTINGS_MISSING,   /* no file yet: defaults */
    GUI_SETTINGS_CORRUPT,   /* unreadable or malformed: defaults */
} GuiSettingsLoad;

enum { GUI_SETTINGS_PATH = 1024, GUI_SETTINGS_TEXT = 1024 };

/* Score Four, against the engine, White, Casual (both engines when watching), no threats. */
void gui_settings_defaults(GuiSettings *s);

/* The settings file's path from $XDG_CONFIG_HOME (or $HOME/.config). False when neither
 * is set to an absolute path. */
bool gui_settings_path(char *buf, size_t size);

/* Reads text (a whole file) over *s. On CORRUPT *s holds the defaults. msg receives a
 * sentence for stderr when something was wrong (empty otherwise). */
GuiSettingsLoad gui_settings_parse(const char *text, GuiSettings *s, char *msg, size_t msg_size);

/* The file's text for *s; returns the length needed (like snprintf). */
size_t gui_settings_format(const GuiSettings *s, char *buf, size_t size);

/* Reads the file at path into *s (defaults first). msg as in gui_settings_parse, naming
 * the path; a missing file gets a message too (the first run: the defaults are used). */
GuiSettingsLoad gui_settings_load(const char *path, GuiSettings *s, char *msg, size_t msg_size);

/* Writes *s to path, creating its directory; the old file is replaced only by a complete
 * new one. False with a reason in err (a read-only directory, ...). */
bool gui_settings_save(const char *path, const GuiSettings *s, char *err, size_t err_size);

/* Keeps *s for the next start: gui_settings_save to path unless path is empty (no home to
 * keep them in); a failure is said on stderr, and the window goes on with *s unkept. */
void gui_settings_keep(const char *path, const GuiSettings *s);

#endif
