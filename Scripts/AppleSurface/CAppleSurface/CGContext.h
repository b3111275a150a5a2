// Core Graphics drawing context, declared as Apple's CGContext.h declares it: an opaque
// Core Foundation type bridged to `id`, which Swift imports as the class `CGContext`.
#ifndef APPLE_SURFACE_CGCONTEXT_H
#define APPLE_SURFACE_CGCONTEXT_H

// https://developer.apple.com/documentation/coregraphics/cgcontext
typedef struct __attribute__((objc_bridge(id))) CGContext *CGContextRef;

#endif
