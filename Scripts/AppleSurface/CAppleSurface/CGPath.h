// Core Graphics path, declared as Apple's CGPath.h declares it: an opaque Core Foundation type
// bridged to `id`, which Swift imports as the class `CGPath`.
#ifndef APPLE_SURFACE_CGPATH_H
#define APPLE_SURFACE_CGPATH_H

// https://developer.apple.com/documentation/coregraphics/cgpath
typedef const struct __attribute__((objc_bridge(id))) CGPath *CGPathRef;

#endif
