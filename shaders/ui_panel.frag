#version 330 core
// ui_panel.frag: a solid, possibly translucent panel. A program of its own rather than a
// branch in the text shader: a software rasteriser runs both sides of a branch on uniform
// data, so every panel pixel would pay for a texture fetch it does not use.
flat in vec4 v_fill;      // ui.vert: the panel's colour

out vec4 frag_colour;

void main()
{
    frag_colour = v_fill;
}
