#version 330 core
// shadow.frag: darkness falling off smoothly from the centre to the edge of the circle, so
// a stack sits on the board instead of floating over it. Blended over the face.
in vec2 v_at;
in vec2 v_floor;
flat in float v_darkness;

uniform vec4 u_floor;      // the face the shadows lie on: min x, min z, max x, max z

out vec4 frag_colour;

void main()
{
    float r = length(v_at);
    // Nothing past the face's edge: a shadow cast beyond the base would float in the air.
    vec2 inside = step(u_floor.xy, v_floor) * step(v_floor, u_floor.zw);
    float a = v_darkness * (1.0 - smoothstep(0.15, 1.0, r)) * inside.x * inside.y;
    frag_colour = vec4(0.0, 0.0, 0.0, a);
}
