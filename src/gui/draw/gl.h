/* gl.h: the OpenGL 3.3 core entry points, loaded by glad (generated at build time). */
#ifndef S4_GUI_GL_H
#define S4_GUI_GL_H

#include <glad/gl.h>

#endif
