#version 330 core
// ui_panel.frag: a solid, possibly translucent panel. A program of its own rather than a
// branch in the text shader: a software rasteriser runs both sides of a branch on uniform
// data, so every panel pixel would pay for a texture fetch it does not use.
uniform vec4 u_colour;

out vec4 frag_colour;

void main()
{
    frag_colour = u_colour;
}
