#version 330 core
// mesh.vert: board parts, pegs and beads in world space, drawn instanced: each instance
// brings its own model matrix, normal matrix and material. Lighting is per fragment.
layout(location = 0) in vec3 a_position;
layout(location = 1) in vec3 a_normal;
layout(location = 2) in mat4 a_model;          // locations 2-5
layout(location = 6) in mat3 a_normal_matrix;  // locations 6-8
layout(location = 9) in vec4 a_colour;
layout(location = 10) in vec3 a_emissive;
layout(location = 11) in vec2 a_material;      // specular strength, shininess

uniform mat4 u_view_proj;

out vec3 v_world;
out vec3 v_normal;
flat out vec4 v_colour;
flat out vec3 v_emissive;
flat out vec2 v_material;

void main()
{
    vec4 world = a_model * vec4(a_position, 1.0);
    v_world = world.xyz;
    v_normal = a_normal_matrix * a_normal;
    v_colour = a_colour;
    v_emissive = a_emissive;
    v_material = a_material;
    gl_Position = u_view_proj * world;
}
