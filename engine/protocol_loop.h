/* protocol_loop.h: the engine's thin protocol shell: bytes in, one response line out per command. */
#ifndef S4_ENGINE_PROTOCOL_LOOP_H
#define S4_ENGINE_PROTOCOL_LOOP_H

#include "engine.h"

/* Reads commands from in_fd until `quit;` or end of input, answering each on out_fd as soon
 * as its ';' arrives. Returns 0 on quit or end of input, 1 when the output cannot be written. */
int engine_protocol_loop(Engine *engine, int in_fd, int out_fd);

#endif
