/* shader.h: compiling and linking GLSL programs, with the driver's log in every error. */
#ifndef S4_GUI_SHADER_H
#define S4_GUI_SHADER_H

#include <stdbool.h>
#include <stddef.h>

#include "gui/draw/gl.h"

/* The shader sources compiled into the binary from shaders/ (NUL-terminated). */
extern const char gui_shader_mesh_vert[];
extern const char gui_shader_mesh_frag[];
extern const char gui_shader_ui_vert[];
extern const char gui_shader_ui_text_frag[];
extern const char gui_shader_ui_panel_frag[];
extern const char gui_shader_ui_disc_frag[];
extern const char gui_shader_shadow_vert[];
extern const char gui_shader_shadow_frag[];
extern const char gui_shader_fxaa_vert[];
extern const char gui_shader_fxaa_frag[];
extern const char gui_shader_bead_vert[];
extern const char gui_shader_bead_frag[];
extern const char gui_shader_backdrop_vert[];
extern const char gui_shader_backdrop_frag[];

/* Compiles and links a program from a vertex and a fragment source; `name` labels errors.
 * `defines` (NULL for none: lines such as "#define X 1\n") goes into both stages after
 * their first line, the #version. Returns 0 and writes "<name>.<stage>: <log>" into err
 * when a stage fails to compile or the program fails to link. Needs a current GL context. */
GLuint gui_shader_program(const char *name, const char *vertex_src, const char *fragment_src,
                          const char *defines, char *err, size_t err_size);

#endif
