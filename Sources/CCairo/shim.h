#ifndef REEL_CCAIRO_SHIM_H
#define REEL_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H

/// PANGO_SCALE is a macro; Swift sees it as an Int32 constant only when simple. Wrap it.
static inline int ccairo_pango_scale(void) { return PANGO_SCALE; }
#endif
