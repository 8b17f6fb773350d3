#version 330 core
// fxaa.frag: fast approximate anti-aliasing of the 3D image (after Lottes' FXAA, its light
// "console" form): where the luma of the four diagonal neighbours shows an edge, the pixel
// is averaged along the edge's direction; elsewhere it is copied. Four bilinear taps find
// the edge, two or four more blend: cheap enough for a software rasteriser.
in vec2 v_uv;

uniform sampler2D u_image;
uniform vec2 u_texel;       // 1 / image size

out vec4 frag_colour;

const vec3 LUMA = vec3(0.299, 0.587, 0.114);

void main()
{
    vec3 m = texture(u_image, v_uv).rgb;
    float nw = dot(texture(u_image, v_uv + vec2(-0.5, -0.5) * u_texel).rgb, LUMA);
    float ne = dot(texture(u_image, v_uv + vec2(0.5, -0.5) * u_texel).rgb, LUMA);
    float sw = dot(texture(u_image, v_uv + vec2(-0.5, 0.5) * u_texel).rgb, LUMA);
    float se = dot(texture(u_image, v_uv + vec2(0.5, 0.5) * u_texel).rgb, LUMA);
    float lm = dot(m, LUMA);
    float lo = min(lm, min(min(nw, ne), min(sw, se)));
    float hi = max(lm, max(max(nw, ne), max(sw, se)));
    if (hi - lo < max(0.05, hi * 0.125)) {
        frag_colour = vec4(m, 1.0);
        return;
    }
    vec2 dir = vec2(-((nw + ne) - (sw + se)), (nw + sw) - (ne + se));
    float reduce = max((nw + ne + sw + se) * 0.03125, 1.0 / 128.0);
    float scale = 1.0 / (min(abs(dir.x), abs(dir.y)) + reduce);
    dir = clamp(dir * scale, vec2(-8.0), vec2(8.0)) * u_texel;
    vec3 a = 0.5 * (texture(u_image, v_uv + dir * (1.0 / 3.0 - 0.5)).rgb +
                    texture(u_image, v_uv + dir * (2.0 / 3.0 - 0.5)).rgb);
    vec3 b = a * 0.5 + 0.25 * (texture(u_image, v_uv - dir * 0.5).rgb +
                               texture(u_image, v_uv + dir * 0.5).rgb);
    float lb = dot(b, LUMA);
    frag_colour = vec4((lb < lo || lb > hi) ? a : b, 1.0);
}
