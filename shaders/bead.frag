#version 330 core
// bead.frag: the ray through this pixel against the unit sphere (the bead in unit space,
// see bead.vert); outside it the pixel is discarded. The hit gives the exact normal and
// depth, so beads look round at any size and meet their pegs where the geometry says.
// Lighting is mesh.vert's and mesh.frag's, all of it per pixel: ambient, key and fill
// diffuse, a Blinn-Phong highlight, a rim that carries the emissive colour, a head light.
in vec3 v_ray;
in vec3 v_view;
in vec2 v_ray_zw;
in vec3 v_half;
flat in vec3 v_origin;
flat in vec2 v_eye_zw;
flat in vec3 v_inv_scale;
flat in vec4 v_colour;     // base colour; alpha < 1 for the ghost bead
flat in vec3 v_emissive;
flat in vec3 v_material;   // highlight strength and tightness, glow over the face

out vec4 frag_colour;

const vec3 KEY_DIR = normalize(vec3(-0.45, 0.85, 0.6));
const vec3 FILL_DIR = normalize(vec3(0.7, 0.25, -0.45));
const vec3 KEY_COLOUR = vec3(0.95, 0.9, 0.82);
const vec3 FILL_COLOUR = vec3(0.22, 0.26, 0.34);
const vec3 SKY = vec3(0.42, 0.45, 0.52);
const vec3 GROUND = vec3(0.16, 0.14, 0.12);

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
    vec2 zw = v_eye_zw + t * v_ray_zw;             // clip zw of the hit: see bead.vert
    gl_FragDepth = 0.5 + 0.5 * zw.x / zw.y;        // default depth range 0..1

    vec3 n = normalize(q * v_inv_scale);           // the ellipsoid's normal in world space
    vec3 view = normalize(v_view);                 // the same along the whole ray
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
    frag_colour = vec4(lit, v_colour.a);
}
