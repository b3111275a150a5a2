// Core Animation's 3D transform, declared as Apple's C header declares it.
#ifndef APPLE_SURFACE_CATRANSFORM3D_H
#define APPLE_SURFACE_CATRANSFORM3D_H

#include "CFCGTypes.h"

// https://developer.apple.com/documentation/quartzcore/catransform3d
struct CATransform3D {
  CGFloat m11, m12, m13, m14;
  CGFloat m21, m22, m23, m24;
  CGFloat m31, m32, m33, m34;
  CGFloat m41, m42, m43, m44;
};
typedef struct CATransform3D CATransform3D;

// https://developer.apple.com/documentation/quartzcore/catransform3dtranslate(_:_:_:_:)
CATransform3D CATransform3DTranslate(CATransform3D t, CGFloat tx, CGFloat ty, CGFloat tz);

// https://developer.apple.com/documentation/quartzcore/catransform3didentity
extern const CATransform3D CATransform3DIdentity;

// https://developer.apple.com/documentation/quartzcore/catransform3drotate(_:_:_:_:_:)
CATransform3D CATransform3DRotate(
    CATransform3D t, CGFloat angle, CGFloat x, CGFloat y, CGFloat z);

#endif
