// The C library, as far as the code calls it: Apple's Darwin module (libSystem's headers), which
// Foundation re-exports on iOS. Declared as the SDK's headers declare them; Swift imports `double`
// as `Double` and `size_t` as `Int`.
// Not found in the stored docs (C library functions have man pages, not documentation pages):
// checked against iPhoneOS16.5.sdk, usr/include/math.h and usr/include/malloc/_malloc.h.
#ifndef APPLE_SURFACE_DARWIN_H
#define APPLE_SURFACE_DARWIN_H

#include <stddef.h>

// usr/include/math.h:325 `extern double cos(double);`
extern double cos(double);
// usr/include/math.h:329 `extern double sin(double);`
extern double sin(double);
// usr/include/math.h:361 `extern double exp(double);`
extern double exp(double);
// usr/include/math.h:429 `extern double pow(double, double);`
extern double pow(double, double);
// usr/include/math.h:460 `extern double floor(double);`
extern double floor(double);

// usr/include/malloc/_malloc.h:40 `void *malloc(size_t __size)`
void *malloc(size_t __size);

#endif
