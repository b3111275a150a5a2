// UIKit's C geometry types, declared as Apple's UIGeometry.h declares them.
#ifndef APPLE_SURFACE_UIGEOMETRY_H
#define APPLE_SURFACE_UIGEOMETRY_H

#include "CFCGTypes.h"

// https://developer.apple.com/documentation/uikit/uiedgeinsets
typedef struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
typedef struct NSDirectionalEdgeInsets {
  CGFloat top, leading, bottom, trailing;
} NSDirectionalEdgeInsets;

#endif
