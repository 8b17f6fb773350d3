#version 330 core
// ui.frag: a solid panel, or text whose coverage is the texture's alpha.
in vec2 v_uv;

uniform sampler2D u_texture;
uniform vec4 u_colour;
uniform bool u_textured;

out vec4 frag_colour;

void main()
{
    float coverage = u_textured ? texture(u_texture, v_uv).a : 1.0;
    frag_colour = vec4(u_colour.rgb, u_colour.a * coverage);
}
