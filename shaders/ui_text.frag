#version 330 core
// ui_text.frag: text tinted u_colour; the texture's one channel is the glyphs' coverage.
// Text quads sit on whole pixels with the texture's own size, so each pixel centre falls on
// a texel centre: nearest sampling gives the exact texel, at a fraction of a filter's cost.
in vec2 v_uv;

uniform sampler2D u_texture;
uniform vec4 u_colour;

out vec4 frag_colour;

void main()
{
    frag_colour = vec4(u_colour.rgb, u_colour.a * texture(u_texture, v_uv).r);
}
