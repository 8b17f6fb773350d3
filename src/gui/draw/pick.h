/* pick.h: screen <-> world for the mouse: rays through pixels, the peg a ray points at,
 * and where a world point lands on screen (pure maths, no window). */
#ifndef S4_GUI_PICK_H
#define S4_GUI_PICK_H

#include <stdbool.h>

#include <cglm/cglm.h>

#include "gui/draw/layout.h"

/* The ray from the eye through window point (x, y) (pixels, y down) of a w x h viewport,
 * for the matrix view_proj. dir is normalised. */
void gui_pick_ray(mat4 view_proj, float x, float y, float w, float h, vec3 origin, vec3 dir);

/* The peg whose axis passes nearest the ray, if within the layout's pick radius; -1 when
 * none. Ties (two axes within 1e-4 of each other in distance) go to the one nearer the eye.
 * A peg is picked whether or not it is full: callers decide what a full peg means. */
int gui_pick_peg(const GuiLayout *layout, const vec3 origin, const vec3 dir);

/* Projects a world point to window pixels (y down). Returns false when it lies behind the eye. */
bool gui_project(mat4 view_proj, const vec3 point, float w, float h, float *x, float *y);

/* Shortest distance between the ray (origin + t dir, t >= 0) and the segment a-b; *t_out
 * receives the ray parameter at the closest point. */
float gui_ray_segment_distance(const vec3 origin, const vec3 dir, const vec3 a, const vec3 b,
                               float *t_out);

#endif
