/*
 * raw_cairo: the ceiling for a Cairo-based engine. Draws the three seed clips' primitives
 * straight into a Cairo image surface, with no engine around them, and prints frames/s.
 *
 * Per frame, at 1080 x 1920 (a 360 x 640 pt screen at 3x):
 *   - fly to cart: a table of 8 cells (separator lines, a 180 px food image each at a
 *     fractional scroll offset, a label in Cairo's toy text API, a rounded button outline),
 *     the cart image, and a 60 px image flying along the post's quadratic Bezier;
 *   - avatar on an arc: a 3 px red arc of radius 2W/sqrt(3) around (0, 0), four 150 px
 *     circle-clipped images with 6 px green borders, and the head moving along the arc;
 *   - floating burger: a line plus a 360-segment circle stroked with strokeStart/strokeEnd
 *     trimming (a dash pattern over the path's length).
 *
 * Usage: raw_cairo [all|cart|arc|burger] [frames] [out.png | out.bgra]
 *        raw_cairo images <dir>   writes the images it draws (food0-3.png, avatar0-3.png,
 *                                 icon.png) for reel-bench's render-cairo, which draws the same
 *                                 workloads through Reel's FrameRenderer
 *   (default: all three together, 240 frames; a .png path gets the last frame, a .bgra path
 *   every frame's raw premultiplied BGRA rows, for reel-bench's encode-only runs; the time
 *   printed then includes the writing)
 * Build: cc -O2 raw_cairo.c $(pkg-config --cflags --libs cairo) -lm -o raw_cairo
 */
#include <cairo.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define W 1080
#define H 1920
#define S 3.0 /* points to pixels */

static cairo_surface_t *make_image(int size, double hue) {
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
    cairo_t *c = cairo_create(img);
    cairo_pattern_t *p = cairo_pattern_create_linear(0, 0, size, size);
    cairo_pattern_add_color_stop_rgb(p, 0, 0.9, 0.5 + 0.4 * sin(hue), 0.2);
    cairo_pattern_add_color_stop_rgb(p, 1, 0.2, 0.4, 0.8 + 0.2 * cos(hue));
    cairo_set_source(c, p);
    cairo_paint(c);
    cairo_pattern_destroy(p);
    cairo_set_source_rgba(c, 1, 1, 1, 0.6);
    cairo_arc(c, size * 0.35, size * 0.4, size * 0.2, 0, 2 * M_PI);
    cairo_fill(c);
    cairo_destroy(c);
    return img;
}

static void draw_image(cairo_t *c, cairo_surface_t *img, double x, double y, double size) {
    int n = cairo_image_surface_get_width(img);
    cairo_save(c);
    cairo_translate(c, x, y);
    cairo_scale(c, size / n, size / n);
    cairo_set_source_surface(c, img, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(c), CAIRO_FILTER_GOOD);
    cairo_rectangle(c, 0, 0, n, n);
    cairo_fill(c);
    cairo_restore(c);
}

static void draw_frame(cairo_t *c, int frame, int clips, cairo_surface_t **food, cairo_surface_t *icon, cairo_surface_t **avatars) {
    double t = frame / 60.0;
    cairo_set_source_rgb(c, 1, 1, 1);
    cairo_paint(c);

    /* 1. fly to cart */
    if (clips & 1) {
    double scroll = fmod(t * 37.3, 90.0) * S;
    cairo_select_font_face(c, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(c, 16 * S);
    for (int i = 0; i < 8; i++) {
        double y = (i * 80 + 20) * S - scroll;
        draw_image(c, food[i % 4], 15 * S, y + 10 * S + 0.37, 60 * S);
        cairo_set_source_rgb(c, 0.1, 0.1, 0.1);
        cairo_move_to(c, 90 * S, y + 40 * S);
        cairo_show_text(c, "Food item name");
        cairo_set_line_width(c, 1 * S);
        cairo_set_source_rgb(c, 0.2, 0.5, 0.9);
        double bx = 270 * S, by = y + 25 * S, bw = 70 * S, bh = 30 * S, r = 6 * S;
        cairo_new_sub_path(c);
        cairo_arc(c, bx + bw - r, by + r, r, -M_PI / 2, 0);
        cairo_arc(c, bx + bw - r, by + bh - r, r, 0, M_PI / 2);
        cairo_arc(c, bx + r, by + bh - r, r, M_PI / 2, M_PI);
        cairo_arc(c, bx + r, by + r, r, M_PI, 3 * M_PI / 2);
        cairo_close_path(c);
        cairo_stroke(c);
        cairo_set_source_rgb(c, 0.85, 0.85, 0.85);
        cairo_move_to(c, 15 * S, y + 80 * S - 0.5);
        cairo_line_to(c, W, y + 80 * S - 0.5);
        cairo_set_line_width(c, 1);
        cairo_stroke(c);
    }
    draw_image(c, food[0], 290 * S, 580 * S, 50 * S); /* cart */
    double u = fmod(t, 0.8) / 0.8, sx = 120 * S, sy = 300 * S, ex = 315 * S, ey = 605 * S;
    double cx = sx + (ex - sx) / 3, cy = sy + (ey - sy) * 0.5 - 400 * S;
    double px = (1 - u) * (1 - u) * sx + 2 * u * (1 - u) * cx + u * u * ex;
    double py = (1 - u) * (1 - u) * sy + 2 * u * (1 - u) * cy + u * u * ey;
    draw_image(c, icon, px - 10 * S, py - 10 * S, 20 * S);
    }

    /* 2. avatar on an arc */
    if (clips & 2) {
    double R = 2 * W / sqrt(3.0);
    cairo_set_source_rgb(c, 1, 0, 0);
    cairo_set_line_width(c, 1 * S);
    cairo_set_line_cap(c, CAIRO_LINE_CAP_ROUND);
    cairo_arc_negative(c, 0, 0, R, M_PI / 2, M_PI / 6);
    cairo_stroke(c);
    for (int i = 0; i <= 4; i++) {
        double theta = (i < 4 ? 7.5 + 15 * i : 7.5 + 45 * fmod(t, 1.0)) * M_PI / 180;
        double ax = R * sin(theta), ay = R * cos(theta), ar = 25 * S;
        cairo_save(c);
        cairo_arc(c, ax, ay, ar, 0, 2 * M_PI);
        cairo_clip(c);
        draw_image(c, avatars[i % 4], ax - ar, ay - ar, 2 * ar);
        cairo_restore(c);
        cairo_set_source_rgb(c, 0, 0.8, 0);
        cairo_set_line_width(c, 2 * S);
        cairo_arc(c, ax, ay, ar - S, 0, 2 * M_PI);
        cairo_stroke(c);
    }
    }

    /* 3. floating burger */
    if (clips & 4) {
    double radius = 20 * S, inset = 30 * S, lineLength = W - inset;
    double lineStart = (W - (lineLength - radius)) / 2, ccx = lineLength, ccy = -radius;
    double oy = 120 * S;
    double total = 2 * M_PI * radius + lineLength - lineStart;
    double k = 0.5 + 0.5 * sin(t * 4);
    double start = k * (lineLength - lineStart) / total, end = start + (1 - start) * (0.3 + 0.7 * k);
    cairo_move_to(c, lineStart, oy);
    cairo_line_to(c, lineLength, oy);
    for (int a = 0; a < 360; a++) {
        double rad = a * M_PI / 180;
        cairo_line_to(c, sin(rad) * radius + ccx, cos(rad) * radius + ccy + oy);
    }
    double dash[2] = {(end - start) * total, total};
    cairo_set_dash(c, dash, 2, -start * total);
    cairo_set_source_rgb(c, 0.2, 0.2, 0.2);
    cairo_set_line_width(c, 2 * S);
    cairo_stroke(c);
    cairo_set_dash(c, NULL, 0, 0);
    }
}

int main(int argc, char **argv) {
    const char *which = argc > 1 ? argv[1] : "all";
    if (!strcmp(which, "images") && argc > 2) {
        char path[4096];
        for (int i = 0; i < 4; i++) {
            cairo_surface_t *f = make_image(180, i), *a = make_image(150, i + 0.5);
            snprintf(path, sizeof path, "%s/food%d.png", argv[2], i);
            if (cairo_surface_write_to_png(f, path) != CAIRO_STATUS_SUCCESS) return 1;
            snprintf(path, sizeof path, "%s/avatar%d.png", argv[2], i);
            if (cairo_surface_write_to_png(a, path) != CAIRO_STATUS_SUCCESS) return 1;
            cairo_surface_destroy(f);
            cairo_surface_destroy(a);
        }
        cairo_surface_t *icon = make_image(60, 3.0);
        snprintf(path, sizeof path, "%s/icon.png", argv[2]);
        if (cairo_surface_write_to_png(icon, path) != CAIRO_STATUS_SUCCESS) return 1;
        cairo_surface_destroy(icon);
        return 0;
    }
    int clips = !strcmp(which, "cart") ? 1 : !strcmp(which, "arc") ? 2 : !strcmp(which, "burger") ? 4 : 7;
    int frames = argc > 2 ? atoi(argv[2]) : 240;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, W, H);
    cairo_t *c = cairo_create(surface);
    cairo_surface_t *food[4], *avatars[4], *icon = make_image(60, 3.0);
    for (int i = 0; i < 4; i++) {
        food[i] = make_image(180, i);
        avatars[i] = make_image(150, i + 0.5);
    }
    const char *out = argc > 3 ? argv[3] : NULL;
    size_t len = out ? strlen(out) : 0;
    FILE *dump = (len > 5 && !strcmp(out + len - 5, ".bgra")) ? fopen(out, "wb") : NULL;
    /* One untimed frame first (loads the font), as reel-bench render-cairo does. */
    draw_frame(c, 0, clips, food, icon, avatars);
    cairo_surface_flush(surface);
    struct timespec a, b;
    clock_gettime(CLOCK_MONOTONIC, &a);
    for (int f = 0; f < frames; f++) {
        draw_frame(c, f, clips, food, icon, avatars);
        cairo_surface_flush(surface);
        if (dump) fwrite(cairo_image_surface_get_data(surface), 1, (size_t)W * H * 4, dump); /* stride = 4W */
    }
    clock_gettime(CLOCK_MONOTONIC, &b);
    double seconds = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
    printf("raw-cairo %s %d frames %dx%d in %.3f s: %.1f frames/s\n", which, frames, W, H, seconds, frames / seconds);
    if (dump) fclose(dump);
    else if (out) cairo_surface_write_to_png(surface, out);
    for (int i = 0; i < 4; i++) {
        cairo_surface_destroy(food[i]);
        cairo_surface_destroy(avatars[i]);
    }
    cairo_surface_destroy(icon);
    cairo_destroy(c);
    cairo_surface_destroy(surface);
    return 0;
}
