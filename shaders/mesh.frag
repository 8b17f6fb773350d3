#version 330 core
// mesh.frag: a key light, a cool fill, sky/ground ambient, Blinn-Phong highlights and a
// rim term that carries the emissive colour (hover, last bead, winning line).
in vec3 v_world;
in vec3 v_normal;
flat in vec4 v_colour;     // base colour; alpha < 1 for the ghost bead
flat in vec3 v_emissive;   // glow added towards the silhouette
flat in vec2 v_material;   // highlight strength and tightness

uniform vec3 u_eye;        // camera position

out vec4 frag_colour;

const vec3 KEY_DIR = normalize(vec3(-0.45, 0.85, 0.6));
const vec3 FILL_DIR = normalize(vec3(0.7, 0.25, -0.45));
const vec3 KEY_COLOUR = vec3(0.95, 0.9, 0.82);
const vec3 FILL_COLOUR = vec3(0.22, 0.26, 0.34);
const vec3 SKY = vec3(0.42, 0.45, 0.52);
const vec3 GROUND = vec3(0.16, 0.14, 0.12);

void main()
{
    // Cheap on a software rasteriser: no pow(), no branches; back faces are culled.
    vec3 n = normalize(v_normal);
    vec3 v = normalize(u_eye - v_world);
    float key = max(dot(n, KEY_DIR), 0.0);
    float fill = max(dot(n, FILL_DIR), 0.0);
    vec3 ambient = mix(GROUND, SKY, 0.5 + 0.5 * n.y);
    vec3 h = normalize(KEY_DIR + v);
    float nh = max(dot(n, h), 0.0);
    // Schlick's rational stand-in for pow(nh, shininess).
    float shininess = v_material.y;
    float spec = nh / (shininess - shininess * nh + nh) * v_material.x * step(0.0001, key);
    float edge = 1.0 - max(dot(n, v), 0.0);
    float rim = edge * edge;
    float head = 0.25 * max(dot(n, v), 0.0); // a soft light from the viewer keeps faces readable
    vec3 lit = v_colour.rgb * (ambient + key * KEY_COLOUR + fill * FILL_COLOUR + head)
             + spec * KEY_COLOUR + v_emissive * (0.45 + 0.9 * rim);
    frag_colour = vec4(lit, v_colour.a);
}
