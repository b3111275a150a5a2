// The C library, as far as the code calls it: Apple's Darwin module (libSystem's headers), which
// Foundation re-exports on iOS. Declared as the SDK's headers declare them; Swift imports `double`
// as `Double` and `size_t` as `Int`.
// Not found in the stored docs (C library functions have man pages, not documentation pages):
// checked against iPhoneOS16.5.sdk, usr/include/math.h, usr/include/malloc/_malloc.h and
// usr/include/stdio.h.
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

// usr/include/_stdio.h:126 `typedef struct __sFILE { … } FILE;` — its fields are not used, so the
// model leaves the struct incomplete (Swift then spells a `FILE *` as `OpaquePointer` where the
// SDK's is `UnsafeMutablePointer<FILE>`; the code never names the type).
typedef struct __sFILE FILE;
// usr/include/stdio.h:118 `#define SEEK_SET 0`
#define SEEK_SET 0
// usr/include/stdio.h:143 `int fclose(FILE *);`
int fclose(FILE *);
// usr/include/stdio.h:153 `FILE *fopen(const char * __restrict __filename, const char * __restrict __mode)`
FILE *fopen(const char *__restrict __filename, const char *__restrict __mode);
// usr/include/stdio.h:158 `size_t fread(void * __restrict __ptr, size_t __size, size_t __nitems, FILE * __restrict __stream);`
size_t fread(void *__restrict __ptr, size_t __size, size_t __nitems, FILE *__restrict __stream);
// usr/include/stdio.h:162 `int fseek(FILE *, long, int);`
int fseek(FILE *, long, int);

#endif
