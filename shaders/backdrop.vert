#version 330 core
// backdrop.vert: the room behind the board as a grid of GRID x GRID cells over the screen,
// made from gl_VertexID (no vertex buffer), drawn first in a frame with no depth test: the
// board is drawn over it (renderer.c's draw_backdrop says why). The colour is worked out
// per vertex (a pool of light behind the board, lighter above than on the floor, fading
// to the dark of the room) and interpolated: the fragments only write it. Cells wholly in
// the dark are collapsed to nothing: the frame was cleared to that colour (renderer.c's
// ROOM_DARK), and the software rasteriser pays for every pixel it shades.
const int GRID = 16;

uniform float u_aspect;     // width / height of the window

out vec3 v_colour;

const vec3 LIGHT = vec3(0.25, 0.285, 0.34);      // behind the board
const vec3 DARK = vec3(0.055, 0.06, 0.075);      // the room: renderer.c's clear colour
const vec3 FLOOR_TINT = vec3(0.8, 0.76, 0.74);   // the lower half a little warmer, darker

// 0 in the middle of the pool of light, 1 where the room is dark.
float fall(vec2 uv)
{
    vec2 d = (uv - vec2(0.5, 0.56)) * vec2(u_aspect, 1.0) * 1.7;
    float f = clamp(dot(d, d), 0.0, 1.0);
    return f * (2.0 - f);
}

void main()
{
    const int CORNER_X[6] = int[6](0, 1, 0, 1, 1, 0);
    const int CORNER_Y[6] = int[6](0, 0, 1, 0, 1, 1);
    int cell = gl_VertexID / 6, corner = gl_VertexID % 6;
    vec2 lo = vec2(float(cell % GRID), float(cell / GRID)) / float(GRID);
    vec2 uv = lo + vec2(float(CORNER_X[corner]), float(CORNER_Y[corner])) / float(GRID);
    float step_uv = 1.0 / float(GRID);
    float darkest = min(min(fall(lo), fall(lo + vec2(step_uv, 0.0))),
                        min(fall(lo + vec2(0.0, step_uv)), fall(lo + vec2(step_uv))));
    // The pool's nearest point to the centre can lie inside a cell: a cell is left out only
    // when it lies wholly outside the pool (its corners all dark and the centre beyond it).
    vec2 centre = clamp(vec2(0.5, 0.56), lo, lo + vec2(step_uv));
    bool dark = darkest >= 1.0 && fall(centre) >= 1.0;
    vec3 light = LIGHT * mix(FLOOR_TINT, vec3(1.0), smoothstep(0.15, 0.75, uv.y));
    v_colour = mix(light, DARK, fall(uv));
    gl_Position = dark ? vec4(2.0, 2.0, 2.0, 1.0) : vec4(uv * 2.0 - 1.0, 1.0, 1.0);
}
