#version 330 core
// mesh.frag: per pixel, what needs the interpolated normal: a Blinn-Phong highlight of the
// key light, a rim term that carries the emissive colour (hover, last bead, winning line)
// and a soft light from the viewer. Ambient, key and fill diffuse come from mesh.vert.
// One normalize per pixel: the view and half vectors vary slowly across a part, so their
// interpolated values are used as they are (a few per cent short at most mid-triangle).
#ifdef FLAT_FACES
flat in vec3 v_normal;     // boxes: one normal, one diffuse light per face (mesh.vert)
flat in vec3 v_diffuse;
#else
in vec3 v_normal;
in vec3 v_diffuse;
#endif
in vec3 v_view;
in vec3 v_half;
flat in vec4 v_colour;     // base colour; alpha < 1 for the ghost bead
flat in vec3 v_emissive;   // glow added towards the silhouette
flat in vec3 v_material;   // highlight strength and tightness, glow over the face

out vec4 frag_colour;

const vec3 KEY_DIR = normalize(vec3(-0.45, 0.85, 0.6));
const vec3 KEY_COLOUR = vec3(0.95, 0.9, 0.82);

void main()
{
    // Cheap on a software rasteriser: no pow(), no branches; back faces are culled.
#ifdef FLAT_FACES
    vec3 n = v_normal;
#else
    vec3 n = normalize(v_normal);
#endif
    float nv = max(dot(n, v_view), 0.0);
    float nh = max(dot(n, v_half), 0.0);
    // Schlick's rational stand-in for pow(nh, shininess), only where the key light falls.
    float shininess = v_material.y;
    float spec = nh / (shininess - shininess * nh + nh) * v_material.x *
                 step(0.0001, dot(n, KEY_DIR));
    float edge = 1.0 - nv;
    vec3 lit = v_diffuse + v_colour.rgb * (0.25 * nv) + spec * KEY_COLOUR
             + v_emissive * (v_material.z + 0.9 * edge * edge);
    frag_colour = vec4(lit, v_colour.a);
}
