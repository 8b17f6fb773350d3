#version 330 core
// mesh.vert: board parts, pegs and beads in world space, drawn instanced: each instance
// brings its own model matrix, normal matrix and material. The parts of the lighting that
// vary slowly over a surface (ambient, key and fill diffuse, the view and half vectors) are
// worked out here, once per vertex; mesh.frag keeps only what needs the per-pixel normal
// (highlight, rim, head light). On a software rasteriser that halves the cost of a pixel.
// With FLAT_FACES defined (boxes, whose faces are flat), the normal and the diffuse light
// are the same all over a face: they are passed flat, not interpolated. WOOD and PLATE
// (boxes too) pass the world position on for mesh.frag's grain and holes.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in mat4 a_model;          // locations 2-5
layout(location = 6) in mat3 a_normal_matrix;  // locations 6-8
layout(location = 9) in vec4 a_colour;
layout(location = 10) in vec3 a_emissive;
layout(location = 11) in vec3 a_material;      // specular strength, shininess, glow over the face

uniform mat4 u_view_proj;
uniform vec3 u_eye;        // camera position

#ifdef FLAT_FACES
flat out vec3 v_normal;    // world normal (unit)
flat out vec3 v_diffuse;   // base colour times ambient, key and fill light
#else
out vec3 v_normal;         // world normal (unit at the vertices)
out vec3 v_diffuse;        // base colour times ambient, key and fill light
#endif
out vec3 v_view;           // unit vector to the eye at the vertices
out vec3 v_half;           // unit half vector of the key light at the vertices
flat out vec4 v_colour;
flat out vec3 v_emissive;
flat out vec3 v_material;
#if defined(WOOD) || defined(PLATE)
out vec3 v_world;
#endif

const vec3 KEY_DIR = normalize(vec3(-0.6, 0.9, -0.05));
const vec3 FILL_DIR = normalize(vec3(0.7, 0.25, -0.45));
const vec3 KEY_COLOUR = vec3(0.95, 0.9, 0.82);
const vec3 FILL_COLOUR = vec3(0.22, 0.26, 0.34);
const vec3 SKY = vec3(0.42, 0.45, 0.52);
const vec3 GROUND = vec3(0.16, 0.14, 0.12);

void main()
{
    vec4 world = a_model * vec4(a_position, 1.0);
    vec3 n = normalize(a_normal_matrix * a_normal);
    vec3 v = normalize(u_eye - world.xyz);
    float key = max(dot(n, KEY_DIR), 0.0);
    float fill = max(dot(n, FILL_DIR), 0.0);
    vec3 ambient = mix(GROUND, SKY, 0.5 + 0.5 * n.y);
    v_normal = n;
    v_view = v;
    v_half = normalize(KEY_DIR + v);
    v_diffuse = a_colour.rgb * (ambient + key * KEY_COLOUR + fill * FILL_COLOUR);
    v_colour = a_colour;
    v_emissive = a_emissive;
    v_material = a_material;
#if defined(WOOD) || defined(PLATE)
    v_world = world.xyz;
#endif
    gl_Position = u_view_proj * world;
}
