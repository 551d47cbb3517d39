#ifndef PNG_ROWS_H
#define PNG_ROWS_H

#include <stddef.h>
#include <stdint.h>

/// Decodes the PNG file at `path` row by row, shrinking it as it goes to `width` x `height`
/// ARGB8888 pixels (little-endian: B, G, R, A bytes; each pixel the average of the source
/// pixels it covers) into `pixels` (`width * height` values, rows without padding).
///
/// Memory is one source row and one row of sums, whatever the file's size. The source must
/// be at least `width` x `height`. Returns 0, or -1 with a one-line reason in `reason`
/// (at most `reason_size` bytes), for a corrupt file, an interlaced one (call `IMG_Load`
/// instead: `png_rows_interlaced` says which), or a file that cannot be opened.
int png_rows_decode_shrunk(const char *path, int width, int height, uint32_t *pixels,
                           char *reason, size_t reason_size);

/// Whether the last failed `png_rows_decode_shrunk` failed because the file is interlaced.
int png_rows_interlaced(void);

#endif
