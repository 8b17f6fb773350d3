#version 330 core
// ui_disc.frag: a disc filling its quad (v_uv 0..1), with a ring of another colour at its
// edge, both edges smoothed over about a pixel: beads and marks of the layers panel.
in vec2 v_uv;
flat in vec4 v_fill;
flat in vec4 v_ring;
flat in float v_ring_width;   // the ring's width as a fraction of the radius (0: none)

out vec4 frag_colour;

void main()
{
    float r = length(v_uv * 2.0 - 1.0);      // 0 at the centre, 1 at the edge
    float px = max(fwidth(r), 1e-4);
    float outside = smoothstep(1.0 - px, 1.0, r);
    float ring = smoothstep(1.0 - v_ring_width - px, 1.0 - v_ring_width, r);
    vec4 c = mix(v_fill, v_ring, ring);
    frag_colour = vec4(c.rgb, c.a * (1.0 - outside));
}
