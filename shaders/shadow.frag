#version 330 core
// shadow.frag: darkness falling off smoothly from the centre to the edge of the circle, so
// a stack sits on the board instead of floating over it. Blended over the face.
in vec2 v_at;
flat in float v_darkness;

out vec4 frag_colour;

void main()
{
    float r = length(v_at);
    float a = v_darkness * (1.0 - smoothstep(0.15, 1.0, r));
    frag_colour = vec4(0.0, 0.0, 0.0, a);
}
