#ifndef REEL_CFFMPEG_SHIM_H
#define REEL_CFFMPEG_SHIM_H
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libswscale/swscale.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/hash.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/dict.h>
#include <libavutil/display.h>

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

/// Reel's libav* log callback: FFmpeg's own log lines (`[png @ 0x…] Invalid PNG signature`)
/// never reach stderr. Reel reports every FFmpeg failure itself, from the error code the call
/// returned (`av_strerror`), naming the file and what it was doing; so every message, at every
/// level, is dropped here. Stateless, so that each module's copy of this header behaves alike.
static void cffmpeg_drop_log(void *context, int level, const char *format, va_list arguments) {
    (void)context;
    (void)level;
    (void)format;
    (void)arguments;
}

/// Routes libav* logging to `cffmpeg_drop_log`, and sets the level to errors so that FFmpeg
/// does not format messages below it. Called once by each module that calls FFmpeg
/// (ReelRender's image decoder, ReelEncode's writers) before its first FFmpeg call.
/// With `REEL_FFMPEG_LOG` set (to a level name FFmpeg's `-v` takes: `error`, `warning`, `info`,
/// `verbose`, `debug`), FFmpeg's own lines go to stderr at that level instead, for diagnosing a
/// failure that Reel's own message does not explain.
static inline void cffmpeg_route_log(void) {
    const char *wanted = getenv("REEL_FFMPEG_LOG");
    if (wanted != NULL && *wanted != 0) {
        int level = AV_LOG_VERBOSE;
        if (strcmp(wanted, "error") == 0) level = AV_LOG_ERROR;
        else if (strcmp(wanted, "warning") == 0) level = AV_LOG_WARNING;
        else if (strcmp(wanted, "info") == 0) level = AV_LOG_INFO;
        else if (strcmp(wanted, "debug") == 0) level = AV_LOG_DEBUG;
        av_log_set_level(level);
        av_log_set_callback(av_log_default_callback);
        return;
    }
    av_log_set_level(AV_LOG_ERROR);
    av_log_set_callback(cffmpeg_drop_log);
}
#endif
