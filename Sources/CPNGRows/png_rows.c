// Row-by-row PNG decoding with libpng, shrunk on the fly (see png_rows.h).
// libpng reports errors by longjmp, which Swift cannot catch: that is why this is C.
#include "png_rows.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static __thread int last_interlaced = 0;

int png_rows_interlaced(void) { return last_interlaced; }

struct failure {
    char *reason;
    size_t size;
};

static void on_error(png_structp png, png_const_charp message) {
    struct failure *f = png_get_error_ptr(png);
    if (f && f->reason && f->size) snprintf(f->reason, f->size, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) { (void)png; (void)message; }

int png_rows_decode_shrunk(const char *path, int width, int height, uint32_t *pixels,
                           char *reason, size_t reason_size) {
    last_interlaced = 0;
    struct failure failure = { reason, reason_size };
    if (reason && reason_size) reason[0] = 0;
    FILE *file = fopen(path, "rbe");
    if (!file) {
        snprintf(reason, reason_size, "cannot open the file");
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &failure, on_error, on_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    // Volatile: they change between setjmp and a longjmp back to it.
    uint8_t *volatile row = NULL;
    uint64_t *volatile sums = NULL;
    uint32_t *volatile counts = NULL;
    volatile int result = -1;
    if (!png || !info) {
        snprintf(reason, reason_size, "out of memory");
        goto done;
    }
    if (setjmp(png_jmpbuf(png))) goto done;
    png_init_io(png, file);
    png_read_info(png, info);
    png_uint_32 w = png_get_image_width(png, info), h = png_get_image_height(png, info);
    if (png_get_interlace_type(png, info) != PNG_INTERLACE_NONE) {
        last_interlaced = 1;
        snprintf(reason, reason_size, "interlaced");
        goto done;
    }
    if (w < (png_uint_32)width || h < (png_uint_32)height || width < 1 || height < 1) {
        snprintf(reason, reason_size, "smaller than the target size");
        goto done;
    }
    // Whatever the file holds: 8-bit B, G, R, A.
    png_set_expand(png);
    png_set_strip_16(png);
    png_set_gray_to_rgb(png);
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
    png_set_bgr(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)w * 4) {
        snprintf(reason, reason_size, "unexpected row layout");
        goto done;
    }
    row = malloc((size_t)w * 4);
    sums = calloc((size_t)width * 4, sizeof(uint64_t));
    counts = calloc((size_t)width, sizeof(uint32_t));
    if (!row || !sums || !counts) {
        snprintf(reason, reason_size, "out of memory");
        goto done;
    }
    for (png_uint_32 y = 0; y < h; y++) {
        png_read_row(png, row, NULL);
        int dy = (int)((uint64_t)y * (uint64_t)height / h);
        for (png_uint_32 x = 0; x < w; x++) {
            size_t dx = (size_t)((uint64_t)x * (uint64_t)width / w);
            for (int c = 0; c < 4; c++) sums[dx * 4 + c] += row[x * 4 + c];
            counts[dx]++;
        }
        int next = (y + 1 < h) ? (int)((uint64_t)(y + 1) * (uint64_t)height / h) : height;
        if (next != dy || y + 1 == h) {
            // The last source row of destination row dy: write its averages and start again.
            uint32_t *out = pixels + (size_t)dy * (size_t)width;
            for (int dx = 0; dx < width; dx++) {
                uint32_t n = counts[dx] ? counts[dx] : 1;
                uint32_t b = (uint32_t)((sums[dx * 4] + n / 2) / n), g = (uint32_t)((sums[dx * 4 + 1] + n / 2) / n);
                uint32_t r = (uint32_t)((sums[dx * 4 + 2] + n / 2) / n), a = (uint32_t)((sums[dx * 4 + 3] + n / 2) / n);
                out[dx] = (a << 24) | (r << 16) | (g << 8) | b;
            }
            memset(sums, 0, (size_t)width * 4 * sizeof(uint64_t));
            memset(counts, 0, (size_t)width * sizeof(uint32_t));
        }
    }
    png_read_end(png, NULL);
    result = 0;
done:
    free(row);
    free(sums);
    free(counts);
    if (png) png_destroy_read_struct(&png, info ? &info : NULL, NULL);
    fclose(file);
    return result;
}
