// Core Graphics' affine transform, declared as Apple's C header declares it.
#ifndef APPLE_SURFACE_CGAFFINETRANSFORM_H
#define APPLE_SURFACE_CGAFFINETRANSFORM_H

#include "CGGeometry.h"

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
struct CGAffineTransform {
  CGFloat a, b, c, d;
  CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;

#endif
