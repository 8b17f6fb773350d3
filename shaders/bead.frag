#version 330 core
// bead.frag: the ray through this pixel against the unit sphere (the bead in unit space,
// see bead.vert); outside it the pixel is discarded. The hit gives the exact normal and
// depth, so beads look round at any size and meet their pegs where the geometry says.
// Lighting is mesh.vert's and mesh.frag's, all of it per pixel: ambient, key and fill
// diffuse, a Blinn-Phong highlight, a rim that carries the emissive colour, a head light.
//
// FRONT_PLANE (opaque beads on pegs, drawn nearest first, before the meshes): writing
// gl_FragDepth makes a software rasteriser shade every covered pixel before its depth
// test, and beads hide each other a lot (1.8 shaded pixels per visible one on a full
// board). This variant keeps the octagon's depth (bead.vert: the plane facing the eye that
// touches the bead), so the test runs before shading. Beads of one size, apart or stacked,
// never overlap on screen with their touching planes in the wrong order, and other pegs
// and the base are in front of or behind a bead by more than its thickness, so the depth
// test orders them all. Only the bead's own peg can be in front of the bead yet behind
// that plane: the ray is tested against the peg too, and such pixels are left to it.
in vec3 v_ray;
in vec3 v_half;
flat in vec3 v_origin;
flat in vec3 v_inv_scale;
flat in vec3 v_scale;
flat in vec4 v_colour;     // base colour; alpha < 1 for the ghost bead
flat in vec3 v_emissive;
flat in vec4 v_material;   // highlight strength and tightness, glow over the face, band
#ifdef FRONT_PLANE
flat in float v_peg_radius;
flat in float v_peg_top;
#else
in vec2 v_ray_zw;          // for the exact depth only
flat in vec2 v_eye_zw;
#endif

out vec4 frag_colour;

const vec3 KEY_DIR = normalize(vec3(-0.6, 0.9, -0.05));
const vec3 FILL_DIR = normalize(vec3(0.7, 0.25, -0.45));
const vec3 KEY_COLOUR = vec3(0.95, 0.9, 0.82);
const vec3 FILL_COLOUR = vec3(0.22, 0.26, 0.34);
const vec3 SKY = vec3(0.42, 0.45, 0.52);
const vec3 GROUND = vec3(0.16, 0.14, 0.12);
const vec3 BAND = vec3(1.0, 0.36, 0.04);   // the last bead's equator band: on white and black
const vec3 BAND_DARK = vec3(0.03, 0.05, 0.16);  // band 2: on red and yellow discs

void main()
{
    // |o + t r| = 1, nearest root: t = (-b - sqrt(b^2 - a c)) / a.
    float a = dot(v_ray, v_ray);
    float b = dot(v_origin, v_ray);
    float c = dot(v_origin, v_origin) - 1.0;
    float disc = b * b - a * c;
    if (disc < 0.0)
        discard;
    float t = (-b - sqrt(disc)) / a;
    vec3 q = v_origin + t * v_ray;                 // on the unit sphere
#ifdef FRONT_PLANE
    // The peg, a solid rod around the y axis up to v_peg_top: where the ray is inside
    // both the infinite cylinder and the half-space below the top, [enter, leave].
    float pa = dot(v_ray.xz, v_ray.xz);
    float pb = dot(v_origin.xz, v_ray.xz);
    float pc = dot(v_origin.xz, v_origin.xz) - v_peg_radius * v_peg_radius;
    float pdisc = pb * pb - pa * pc;
    float proot = sqrt(max(pdisc, 0.0));
    float top = (v_peg_top - v_origin.y) / v_ray.y;  // where the ray crosses the top's plane
    float enter = max((-pb - proot) / pa, v_ray.y < 0.0 ? top : -1e30);
    float leave = min((-pb + proot) / pa, v_ray.y < 0.0 ? 1e30 : top);
    if (pdisc >= 0.0 && enter <= leave && enter < t)
        discard;
#else
    vec2 zw = v_eye_zw + t * v_ray_zw;             // clip zw of the hit: see bead.vert
    gl_FragDepth = 0.5 + 0.5 * zw.x / zw.y;        // default depth range 0..1
#endif

    vec3 n = normalize(q * v_inv_scale);           // the ellipsoid's normal in world space
    vec3 view = normalize(-v_ray * v_scale);       // to the eye, in the world (one per ray)
    float key = max(dot(n, KEY_DIR), 0.0);
    float fill = max(dot(n, FILL_DIR), 0.0);
    vec3 ambient = mix(GROUND, SKY, 0.5 + 0.5 * n.y);
    vec3 diffuse = v_colour.rgb * (ambient + key * KEY_COLOUR + fill * FILL_COLOUR);
    float nv = max(dot(n, view), 0.0);
    float nh = max(dot(n, v_half), 0.0);
    float shininess = v_material.y;
    float spec = nh / (shininess - shininess * nh + nh) * v_material.x * step(0.0001, key);
    float edge = 1.0 - nv;
    vec3 lit = diffuse + v_colour.rgb * (0.25 * nv) + spec * KEY_COLOUR
             + v_emissive * (v_material.z + 0.9 * edge * edge);
    // A darker silhouette, so a bead keeps its own outline against a neighbour of its colour;
    // and ambient occlusion on the underside, which faces the bead or the board below.
    lit *= (0.55 + 0.45 * smoothstep(0.0, 0.3, nv)) * (0.62 + 0.38 * smoothstep(-0.9, -0.1, n.y));
    // The band: a bright stripe round the equator (q.y is the height in unit space), lit
    // mostly by itself and a little by the key light, so it reads on a white and a black bead
    // from any side.
    float band = min(v_material.w, 1.0) * (1.0 - smoothstep(0.26, 0.34, abs(q.y)));
    lit = mix(lit, (v_material.w > 1.5 ? BAND_DARK : BAND) * (0.8 + 0.35 * key), band);
    frag_colour = vec4(lit, v_colour.a);
}
