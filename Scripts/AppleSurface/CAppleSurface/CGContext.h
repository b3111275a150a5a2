// Core Graphics drawing context, declared as Apple's CGContext.h declares it: an opaque
// Core Foundation type bridged to `id`, which Swift imports as the class `CGContext`.
#ifndef APPLE_SURFACE_CGCONTEXT_H
#define APPLE_SURFACE_CGCONTEXT_H

// https://developer.apple.com/documentation/coregraphics/cgcontext
typedef struct __attribute__((objc_bridge(id))) CGContext *CGContextRef;

// https://developer.apple.com/documentation/coregraphics/cgcontext/data
// CGBitmapContext.h: `CG_EXTERN void * __nullable CGBitmapContextGetData(CGContextRef cg_nullable
// context)`, which CoreGraphics.apinotes names `getter:CGContext.data(self:)`.
void *_Nullable CGBitmapContextGetData(CGContextRef _Nullable context)
    __attribute__((swift_name("getter:CGContext.data(self:)")));

#endif
