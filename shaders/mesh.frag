#version 330 core
// mesh.frag: per pixel, what needs the interpolated normal: a Blinn-Phong highlight of the
// key light, a rim term that carries the emissive colour (hover, last bead, winning line)
// and a soft light from the viewer. Ambient, key and fill diffuse come from mesh.vert.
// One normalize per pixel: the view and half vectors vary slowly across a part, so their
// interpolated values are used as they are (a few per cent short at most mid-triangle).
// WOOD (the board's base): a grain made here from the world position: planks along x,
// their growth rings as wavy stripes, fine streaks, dark seams between planks; it scales
// the face's diffuse light, so the wood keeps its lighting.
// PLATE (a Connect frame's plates): round holes at every cell, pixels inside discarded,
// a shaded lip round each so the plate has a thickness to the eye.
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

#if defined(WOOD) || defined(PLATE)
in vec3 v_world;
#endif
#ifdef PLATE
uniform vec2 u_hole_origin;   // the centre of the first column's lowest cell (x, y)
uniform vec2 u_hole_count;    // columns, rows
uniform float u_hole_radius;  // cells are 1 apart
#endif
#ifdef WOOD
// A value in [0, 1) for an integer lattice point: an integer mix (a multiply-xorshift
// hash), far cheaper on a software rasteriser than the classic fract(sin(...)), whose sine
// is a long polynomial per pixel.
float hash(ivec2 p)
{
    uvec2 q = uvec2(p) * uvec2(1597334677u, 3812015801u);
    uint n = (q.x ^ q.y) * 1597334677u;
    n ^= n >> 16;
    return float(n >> 8) * (1.0 / 16777216.0);
}

// Value noise: the lattice's hashes blended smoothly.
float noise(vec2 p)
{
    vec2 cell = floor(p), f = p - cell;
    ivec2 i = ivec2(cell);
    f = f * f * (3.0 - 2.0 * f);
    return mix(mix(hash(i), hash(i + ivec2(1, 0)), f.x),
               mix(hash(i + ivec2(0, 1)), hash(i + ivec2(1, 1)), f.x), f.y);
}

// How much light the wood at p gives back, about 0.75 to 1.15 of the base colour's.
float grain(vec3 p)
{
    const float PLANK = 1.1;
    float across = p.z + p.y;                         // the side faces carry the grain on
    float plank = floor(across / PLANK + 0.5);
    float along = p.x + hash(ivec2(int(plank), 13)) * 7.0; // each plank cut from elsewhere
    float wave = 0.18 * noise(vec2(along * 0.9, plank * 3.1)) + 0.03 * sin(along * 2.3);
    float ring = fract((across + wave) * 4.0 + hash(ivec2(int(plank), 51)) * 3.0);
    float late = smoothstep(0.0, 0.12, ring) * (1.0 - smoothstep(0.45, 1.0, ring));
    float streak = noise(vec2(along * 0.8, across * 30.0));
    float edge = abs(fract(across / PLANK + 0.5) - 0.5) * PLANK;  // to the nearest seam
    float seam = mix(0.45, 1.0, smoothstep(0.0, 0.025, edge));
    return (0.8 + 0.28 * late) * (0.92 + 0.16 * streak) * seam;
}
#endif

const vec3 KEY_DIR = normalize(vec3(-0.6, 0.9, -0.05));
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
#ifdef PLATE
    vec2 q = v_world.xy - u_hole_origin;
    vec2 cell = floor(q + 0.5);
    float from_centre = length(q - cell);
    bool in_grid = all(greaterThanEqual(cell, vec2(0.0))) && all(lessThan(cell, u_hole_count));
    if (in_grid && from_centre < u_hole_radius)
        discard;
    // The lip: darker just outside the hole, as a rounded edge turning away from the light.
    float lip = in_grid ? 0.62 + 0.38 * smoothstep(u_hole_radius, u_hole_radius + 0.07,
                                                   from_centre) : 1.0;
#else
    const float lip = 1.0;
#endif
#ifdef WOOD
    vec3 diffuse = v_diffuse * grain(v_world);
#else
    vec3 diffuse = v_diffuse;
#endif
    vec3 lit = (diffuse + v_colour.rgb * (0.25 * nv)) * lip + spec * KEY_COLOUR
             + v_emissive * (v_material.z + 0.9 * edge * edge);
    frag_colour = vec4(lit, v_colour.a);
}
