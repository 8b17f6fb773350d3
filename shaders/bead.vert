#version 330 core
// bead.vert: a bead (or a Connect disc) as a ray-cast impostor: one quad per instance that
// just covers the bead's outline on screen; bead.frag intersects each pixel's ray with the
// bead. The bead is an axis-aligned ellipsoid (centre, half-extents), so in "unit space"
// (p - centre) / scale it is the unit sphere, and that affine map keeps straight lines
// through the eye straight. Seen from the eye e (unit space, |e| = d > 1), the sphere's
// outline is the circle where the tangent cone touches it: centre e / d^2, radius
// sqrt(1 - 1/d^2), in the plane facing e. A square around that circle, in that plane,
// covers exactly what the eye sees of the sphere; an octagon around it covers 1.05 times
// the outline's area (a square 1.27), and outside pixels still cost an intersection.
// With FRONT_PLANE defined (the program for opaque beads, drawn nearest first: bead.frag)
// the octagon is moved along the eye's rays onto the plane that faces the eye and touches
// the bead in front: it covers the same pixels, and its depth, which the depth test takes
// before shading, is never behind the bead and nearly equal to its front.
layout(location = 0) in vec2 a_corner;          // an octagon's corner around the unit circle
layout(location = 1) in vec3 a_centre;
layout(location = 2) in vec3 a_scale;           // half-extents along x, y, z
layout(location = 3) in vec4 a_colour;
layout(location = 4) in vec3 a_emissive;
layout(location = 5) in vec4 a_material;        // specular strength, shininess, glow over the face, band

uniform mat4 u_view_proj;
uniform vec3 u_eye;
#ifdef FRONT_PLANE
uniform float u_peg_radius;   // every bead's peg: a vertical rod through its centre
uniform float u_peg_top;      // world height of the pegs' tops
flat out float v_peg_radius;  // in unit space (beads are as wide along x as along z)
flat out float v_peg_top;
#endif

out vec3 v_ray;            // unit-space direction from the eye to this point of the quad
out vec2 v_ray_zw;         // clip z and w of v_ray in world space (linear, so exact)
out vec3 v_half;           // unit half vector of the key light at the corners
flat out vec3 v_origin;    // the eye in unit space
flat out vec2 v_eye_zw;    // clip z and w of the eye
flat out vec3 v_inv_scale;
flat out vec3 v_scale;
flat out vec4 v_colour;
flat out vec3 v_emissive;
flat out vec4 v_material;

const vec3 KEY_DIR = normalize(vec3(-0.6, 0.9, -0.05));

void main()
{
    vec3 e = (u_eye - a_centre) / a_scale;
    float d2 = max(dot(e, e), 1.0001);   // the eye is never inside a bead; guard anyway
    vec3 w = e * inversesqrt(d2);
    vec3 up = abs(w.y) < 0.9 ? vec3(0.0, 1.0, 0.0) : vec3(1.0, 0.0, 0.0);
    vec3 u = normalize(cross(up, w));
    vec3 v = cross(w, u);
    float r = sqrt(1.0 - 1.0 / d2);
    vec3 p = e / d2 + (u * a_corner.x + v * a_corner.y) * r;
#ifdef FRONT_PLANE
    // The plane through centre + h n facing the eye (n towards it) touches the ellipsoid,
    // h being its extent along n; slide the corner along its ray onto that plane. (The
    // plane touching the sphere in unit space would be tilted in the world, and far in
    // front of the bead at one side of it.)
    vec3 to_eye = u_eye - a_centre;
    float dist = length(to_eye);
    vec3 n = to_eye / dist;
    float h = length(a_scale * n);
    vec3 from_eye = a_scale * (p - e);                  // the corner's ray, in the world
    p = e + (p - e) * ((h - dist) / dot(from_eye, n));
    v_peg_radius = u_peg_radius / a_scale.x;
    v_peg_top = (u_peg_top - a_centre.y) / a_scale.y;
#endif
    vec3 world = a_centre + p * a_scale;
    v_ray = p - e;
    vec3 view = u_eye - world;  // world-space direction from this point of the quad to the eye
    // A point o + t r of the ray has clip zw = eye zw + t * (zw of r), so the depth of the
    // hit needs no matrix per pixel.
    v_ray_zw = (u_view_proj * vec4(-view, 0.0)).zw;
    v_eye_zw = (u_view_proj * vec4(u_eye, 1.0)).zw;
    v_half = normalize(KEY_DIR + normalize(view));
    v_origin = e;
    v_inv_scale = 1.0 / a_scale;
    v_scale = a_scale;
    v_colour = a_colour;
    v_emissive = a_emissive;
    v_material = a_material;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
