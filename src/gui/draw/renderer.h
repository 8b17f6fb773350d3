/* renderer.h: the OpenGL side: mesh programs and buffers, lit draws, 2D panels and text quads. */
#ifndef S4_GUI_RENDERER_H
#define S4_GUI_RENDERER_H

#include <stdbool.h>
#include <stddef.h>

#include <cglm/cglm.h>

#include "gui/draw/gl.h"
#include "gui/draw/mesh.h"

/* Triangle meshes; beads are not among them: they are ray-cast (gui_renderer_beads). Rods
 * (capped at the top) and tubes (open) come in GUI_ROD_LEVELS levels of detail
 * (gui_mesh_rod_level), in order from GUI_SHAPE_ROD and GUI_SHAPE_TUBE: level k has 8 << k
 * sides. */
typedef enum GuiShape {
    GUI_SHAPE_BOX,
    GUI_SHAPE_WOOD,        /* a box with a wood grain (the base) */
    GUI_SHAPE_PLATE,       /* a box with round holes (gui_renderer_plate_holes) */
    GUI_SHAPE_ROD,
    GUI_SHAPE_TUBE = GUI_SHAPE_ROD + GUI_ROD_LEVELS,
    GUI_SHAPE_COUNT = GUI_SHAPE_TUBE + GUI_ROD_LEVELS,
} GuiShape;

typedef struct GuiGpuMesh {
    GLuint vao, vbo, ebo;
    GLsizei index_count;
} GuiGpuMesh;

/* A lit material: base colour (alpha < 1 blends), glow, and highlight. */
typedef struct GuiMaterial {
    vec4 colour;
    vec3 emissive;
    float specular;
    float shininess;
    float glow_face;       /* how much of the glow lies over the whole face (0.45 usual); the
                              rest rises towards the silhouette: 0 gives a glowing rim only */
    float band;            /* beads only: 1 paints a bright orange band round the bead's
                              equator (the last bead's mark, readable on white and on
                              black), 2 a dark blue one (on red and yellow discs) */
} GuiMaterial;

/* One drawn copy of a shape: what the instanced vertex shader reads per instance. */
typedef struct GuiInstance {
    float model[16];       /* column-major model matrix */
    float normal[9];       /* column-major inverse-transpose of its upper 3x3 */
    float colour[4];
    float emissive[3];
    float material[3];     /* specular strength, shininess, glow over the face */
} GuiInstance;

/* One bead (an axis-aligned ellipsoid) drawn as a ray-cast impostor: what bead.vert reads
 * per instance. */
typedef struct GuiBeadInstance {
    float centre[3];
    float scale[3];        /* half-extents along x, y, z */
    float colour[4];
    float emissive[3];
    float material[4];     /* specular strength, shininess, glow over the face, band */
} GuiBeadInstance;

/* A soft shadow lying on a horizontal face, round or drawn out along x like the shadow a
 * stack casts (gui_renderer_shadows). */
typedef struct GuiShadowInstance {
    float centre[3];
    float radius;          /* its half-extent along z */
    float darkness;        /* at the centre, 0..1 */
    float length;          /* its half-extent along x (radius for a round one) */
} GuiShadowInstance;

/* How gui_renderer_beads draws a set of beads. */
typedef enum GuiBeadPass {
    GUI_BEADS_EXACT,       /* opaque; each pixel's exact depth is written; any order */
    GUI_BEADS_FRONT_PLANE, /* opaque beads of one size on the pegs of gui_renderer_pegs,
                              best given nearest first and before anything else: shades
                              far fewer pixels (bead.frag), but leaves a depth that is
                              only right for opaque meshes drawn after (pegs and base) */
    GUI_BEADS_TRANSLUCENT, /* blended over what is drawn; depth tested, not written */
} GuiBeadPass;

/* A 2D vertex: position in pixels, texture coordinates, and the shape's fill colour, ring
 * colour and ring width (rectangles use the fill only; text quads none of them). */
enum { GUI_UI_VERTEX_FLOATS = 13 };

/* A program of the 3D scene: each takes the camera as u_view_proj and u_eye. */
typedef struct GuiSceneProgram {
    GLuint id;
    GLint u_view_proj, u_eye;
} GuiSceneProgram;

typedef struct GuiRenderer {
    GuiSceneProgram mesh;              /* lit meshes (pegs) */
    GuiSceneProgram box;               /* the same with flat faces (FLAT_FACES): boxes */
    GuiSceneProgram wood;              /* boxes with a grain (WOOD) */
    GuiSceneProgram plate;             /* boxes with holes (PLATE) */
    GLint u_hole_origin, u_hole_count, u_hole_radius;
    GLuint backdrop_prog;              /* the room behind the board, drawn by gui_renderer_begin */
    GLint u_backdrop_aspect;
    GuiSceneProgram bead;              /* ray-cast beads with exact depth */
    GuiSceneProgram front_plane;       /* ray-cast beads with a front plane (FRONT_PLANE) */
    GuiSceneProgram shadow;            /* soft contact shadows on the board */
    GLuint shadow_vao, shadow_quad_vbo; /* a square's corners, and instances from instance_vbo */
    GLint u_shadow_floor;
    GLint u_front_peg_radius, u_front_peg_top;
    GLuint text_prog, panel_prog, disc_prog;
    GLuint bead_vao, bead_quad_vbo;    /* the outline octagon, and the instances from instance_vbo */
    GLuint instance_vbo;               /* per-instance attributes, refilled per draw */
    GLint u_text_screen, u_text_colour, u_text_texture; /* text program uniforms */
    GLint u_panel_screen, u_panel_colour;               /* panel program uniforms */
    float ui_fade;                     /* 2D drawing's opacity, 0..1 (1: the colours as given);
                                          a panel fading in sets it while it draws, and each
                                          frame's 2D pass starts again at 1 */
    GLint u_disc_screen;               /* disc program */
    GuiGpuMesh shapes[GUI_SHAPE_COUNT];
    GLuint ui_vao, ui_vbo;            /* 2D quads: a text quad, or a run of queued shapes */
    float *ui_queue;                   /* rectangles and discs not drawn yet, as the vertices
                                          of their two triangles (GUI_UI_VERTEX_FLOATS each),
                                          in the order they were asked for */
    int ui_queued;                     /* quads in ui_queue */
    GLuint ui_queued_prog;             /* their program: panel_prog or disc_prog */
    bool ui_queued_opaque;             /* panels of alpha 1: drawn without blending, which on
                                          a software rasteriser saves reading each pixel back */
    bool fxaa;                         /* 3D drawn into an image, smoothed onto the screen */
    GLuint fxaa_prog, fxaa_vao, fxaa_fbo, fxaa_colour, fxaa_depth;
    GLint u_fxaa_texel, u_fxaa_image;
    int fxaa_w, fxaa_h;                /* size of the image (0: none yet) */
    int width, height;                 /* drawable pixels of the current frame */
} GuiRenderer;

/* Builds the programs and meshes. False with the reason (shader logs included) in err. */
bool gui_renderer_init(GuiRenderer *r, char *err, size_t err_size);

/* Turns the post-process anti-aliasing (FXAA) on or off for the following frames. */
void gui_renderer_set_fxaa(GuiRenderer *r, bool on);

/* Starts a frame: viewport, clear, the room behind the board (shaders/backdrop.vert), depth
 * test. With FXAA the 3D part is drawn into an
 * image that gui_renderer_begin_2d smooths onto the screen. */
void gui_renderer_begin(GuiRenderer *r, int width, int height);

/* Sets the camera for the following mesh draws. */
void gui_renderer_camera(GuiRenderer *r, mat4 view_proj, const vec3 eye);

/* Fills an instance from a model matrix and a material. */
void gui_renderer_instance(GuiInstance *out, mat4 model, const GuiMaterial *m);

/* Draws `count` copies of a shape in one call, in the order given (nearest first lets the
 * depth test skip hidden fragments). Translucent copies blend and leave depth alone. */
void gui_renderer_meshes(GuiRenderer *r, GuiShape shape, const GuiInstance *instances, int count,
                         bool translucent);

/* Draws copies of a shape as a glow seen through everything: blended, depth test off
 * (for the winning line's bar, which must show through the beads in front of it). */
void gui_renderer_glow_meshes(GuiRenderer *r, GuiShape shape, const GuiInstance *instances,
                              int count);

/* Fills a bead instance: an ellipsoid at centre with half-extents scale. */
void gui_renderer_bead(GuiBeadInstance *out, const vec3 centre, const vec3 scale,
                       const GuiMaterial *m);

/* The pegs GUI_BEADS_FRONT_PLANE beads sit on: vertical rods through the beads' centres, of
 * this radius (at most the drawn one), from below the beads up to the height top. */
void gui_renderer_pegs(GuiRenderer *r, float radius, float top);

/* The holes of GUI_SHAPE_PLATE boxes: columns x rows holes of this radius, 1 apart, the
 * first (lowest left) centred at (x, y) in the world. */
void gui_renderer_plate_holes(GuiRenderer *r, float x, float y, int columns, int rows,
                              float radius);

/* Draws `count` beads, one octagon around each one's outline, ray-cast per pixel, in the
 * order given (nearest first), as `pass` says. */
void gui_renderer_beads(GuiRenderer *r, const GuiBeadInstance *beads, int count,
                        GuiBeadPass pass);

/* Draws soft contact shadows on a horizontal face spanning lo..hi in x and z (nothing
 * beyond it): blended, depth tested, not written. */
void gui_renderer_shadows(GuiRenderer *r, const GuiShadowInstance *shadows, int count,
                          const vec3 lo, const vec3 hi);

/* Switches to 2D drawing in drawable pixels (y down), blending on, depth off. */
void gui_renderer_begin_2d(GuiRenderer *r);

/* Rectangles and discs are queued and drawn together, one draw call for each run of one
 * kind (a software rasteriser pays much per draw call), so the picture is the one drawing
 * each at once would give: a text quad, the end of the 2D pass (gui_renderer_end_2d) or
 * a full queue draws the queue first. */

/* A solid rectangle. */
void gui_renderer_rect(GuiRenderer *r, float x, float y, float w, float h, const vec4 colour);

/* A disc of radius `radius` centred at (cx, cy) filled with `fill`, its outer
 * ring_fraction of the radius in `ring` (0: no ring); edges smoothed. */
void gui_renderer_disc(GuiRenderer *r, float cx, float cy, float radius, const vec4 fill,
                       const vec4 ring, float ring_fraction);

/* A rectangle of text: tex's red channel is coverage, tinted colour; whole pixels only. */
void gui_renderer_texture(GuiRenderer *r, GLuint tex, float x, float y, float w, float h,
                          const vec4 colour);

/* Draws what is queued: the 2D pass, and so the frame, is complete (call before reading
 * or showing it). */
void gui_renderer_end_2d(GuiRenderer *r);

/* Frees every GL object. Needs the context. */
void gui_renderer_free(GuiRenderer *r);

#endif
