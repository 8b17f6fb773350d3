#version 330 core
// ui.vert: 2D quads (text, panels, discs) given in window pixels with y down. Panels and
// discs bring their colours per vertex, so that many of them are drawn in one call.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_fill;
layout(location = 3) in vec4 a_ring;
layout(location = 4) in float a_ring_width;

uniform vec2 u_screen; // drawable size in pixels

out vec2 v_uv;
flat out vec4 v_fill;         // a panel's colour, a disc's fill
flat out vec4 v_ring;         // a disc's ring
flat out float v_ring_width;  // the ring's width as a fraction of the radius (0: none)

void main()
{
    vec2 ndc = vec2(a_position.x / u_screen.x * 2.0 - 1.0, 1.0 - a_position.y / u_screen.y * 2.0);
    gl_Position = vec4(ndc, 0.0, 1.0);
    v_uv = a_uv;
    v_fill = a_fill;
    v_ring = a_ring;
    v_ring_width = a_ring_width;
}
