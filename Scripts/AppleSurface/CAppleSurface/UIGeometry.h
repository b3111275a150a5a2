// UIKit's C geometry types, declared as Apple's UIGeometry.h declares them.
#ifndef APPLE_SURFACE_UIGEOMETRY_H
#define APPLE_SURFACE_UIGEOMETRY_H

#include "CGGeometry.h"

// https://developer.apple.com/documentation/uikit/uiedgeinsets
typedef struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

#endif
