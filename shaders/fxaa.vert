#version 330 core
// fxaa.vert: one triangle covering the screen, no vertex buffer needed.
out vec2 v_uv;

void main()
{
    vec2 p = vec2((gl_VertexID & 1) * 4.0 - 1.0, (gl_VertexID & 2) * 2.0 - 1.0);
    v_uv = p * 0.5 + 0.5;
    gl_Position = vec4(p, 0.0, 1.0);
}
