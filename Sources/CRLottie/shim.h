#ifndef REEL_CRLOTTIE_SHIM_H
#define REEL_CRLOTTIE_SHIM_H
// rlottie, the independent Lottie renderer that the Lottie import tests and `make bench`
// compare Reel with. Used only by test and benchmark targets, never by the library.
#include <rlottie_capi.h>
#endif
