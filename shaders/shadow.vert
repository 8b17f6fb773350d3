#version 330 core
// shadow.vert: a soft contact shadow on the board's top face: one square per instance,
// lying flat at a_centre (a point on the face), a_radius wide each way.
layout(location = 0) in vec2 a_corner;     // -1..1
layout(location = 1) in vec3 a_centre;
layout(location = 2) in vec2 a_shape;      // radius, darkness at the centre (0..1)

uniform mat4 u_view_proj;

out vec2 v_at;                 // the corner, -1..1: the distance from the centre
flat out float v_darkness;

void main()
{
    v_at = a_corner;
    v_darkness = a_shape.y;
    vec3 world = a_centre + vec3(a_corner.x, 0.0, a_corner.y) * a_shape.x;
    gl_Position = u_view_proj * vec4(world, 1.0);
}
