#ifndef REEL_CFFMPEG_SHIM_H
#define REEL_CFFMPEG_SHIM_H
#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/hash.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/dict.h>

// Swift cannot import FFmpeg's function-like macros; each gets a prefixed inline wrapper.

/// `AVERROR(e)`: FFmpeg's negative error code for a POSIX errno value.
static inline int cffmpeg_averror(int e) { return AVERROR(e); }
/// `AVERROR_EOF`.
static inline int cffmpeg_averror_eof(void) { return AVERROR_EOF; }
/// `AVERROR(EAGAIN)`.
static inline int cffmpeg_averror_eagain(void) { return AVERROR(EAGAIN); }
/// `AV_NOPTS_VALUE`.
static inline int64_t cffmpeg_nopts_value(void) { return AV_NOPTS_VALUE; }
/// `AV_ERROR_MAX_STRING_SIZE`.
static inline int cffmpeg_error_max_string_size(void) { return AV_ERROR_MAX_STRING_SIZE; }
/// `av_err2str` is a macro over a compound literal; this writes into a caller's buffer instead.
static inline const char *cffmpeg_strerror(int code, char *buffer, size_t size) {
    av_strerror(code, buffer, size);
    return buffer;
}
#endif
