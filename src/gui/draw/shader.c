/* shader.c: GLSL compile and link with checked status and logs. */
#include "gui/draw/shader.h"

#include <stdio.h>
#include <string.h>

static GLuint compile(GLenum stage, const char *src, const char *defines, const char *label,
                      char *err, size_t err_size)
{
    GLuint shader = glCreateShader(stage);
    if (shader == 0) {
        snprintf(err, err_size, "%s: glCreateShader failed", label);
        return 0;
    }
    /* The #version line must come first: the defines go right after it, and #line keeps
     * the driver's line numbers those of the file. */
    const char *newline = strchr(src, '\n');
    size_t head = newline != NULL ? (size_t)(newline - src) + 1 : strlen(src);
    const char *parts[4] = {src, defines != NULL ? defines : "", "#line 2\n", src + head};
    const GLint lengths[4] = {(GLint)head, -1, -1, -1};
    glShaderSource(shader, 4, parts, lengths);
    glCompileShader(shader);
    GLint ok = GL_FALSE;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (ok != GL_TRUE) {
        char log[1024] = "";
        glGetShaderInfoLog(shader, sizeof log, NULL, log);
        snprintf(err, err_size, "%s: does not compile: %s", label, log);
        glDeleteShader(shader);
        return 0;
    }
    return shader;
}

GLuint gui_shader_program(const char *name, const char *vertex_src, const char *fragment_src,
                          const char *defines, char *err, size_t err_size)
{
    char label[64];
    snprintf(label, sizeof label, "%s.vert", name);
    GLuint vs = compile(GL_VERTEX_SHADER, vertex_src, defines, label, err, err_size);
    if (vs == 0)
        return 0;
    snprintf(label, sizeof label, "%s.frag", name);
    GLuint fs = compile(GL_FRAGMENT_SHADER, fragment_src, defines, label, err, err_size);
    if (fs == 0) {
        glDeleteShader(vs);
        return 0;
    }
    GLuint prog = glCreateProgram();
    glAttachShader(prog, vs);
    glAttachShader(prog, fs);
    glLinkProgram(prog);
    /* The program keeps what it needs; the stages can go either way. */
    glDeleteShader(vs);
    glDeleteShader(fs);
    GLint ok = GL_FALSE;
    glGetProgramiv(prog, GL_LINK_STATUS, &ok);
    if (ok != GL_TRUE) {
        char log[1024] = "";
        glGetProgramInfoLog(prog, sizeof log, NULL, log);
        snprintf(err, err_size, "%s: does not link: %s", name, log);
        glDeleteProgram(prog);
        return 0;
    }
    return prog;
}
