#version 330 core
// shadow.vert: a soft contact shadow on the board's top face: one square per instance,
// lying flat at a_centre (a point on the face), a_shape's half-extents wide: a disc, or an
// ellipse drawn out along x (the key light's way) for the shadow of a stack.
layout(location = 0) in vec2 a_corner;     // -1..1
layout(location = 1) in vec3 a_centre;
layout(location = 2) in vec3 a_shape;      // half-extent along z, darkness at the centre
                                           // (0..1), half-extent along x

uniform mat4 u_view_proj;

out vec2 v_at;                 // the corner, -1..1: the distance from the centre
out vec2 v_floor;              // the world x and z, for shadow.frag's edge of the base
flat out float v_darkness;

void main()
{
    v_at = a_corner;
    v_darkness = a_shape.y;
    vec3 world = a_centre + vec3(a_corner.x * a_shape.z, 0.0, a_corner.y * a_shape.x);
    v_floor = world.xz;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
