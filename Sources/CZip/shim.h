#ifndef REEL_CZIP_SHIM_H
#define REEL_CZIP_SHIM_H
#include <zip.h>
#include <zlib.h>

/// zlib's inflateInit2 is a macro; Swift sees this function instead. windowBits 15 + 32
/// reads a gzip or zlib header, whichever the stream has.
static inline int reel_inflate_init_gzip(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}
#endif
