// Core Graphics geometry types, declared as Apple's C headers declare them (64-bit).
// The Swift compiler maps the C typedef `CGFloat` onto the Swift struct `CoreGraphics.CGFloat`
// (../CoreGraphics/CGFloat.swift), exactly as it does with Apple's SDK.
#ifndef APPLE_SURFACE_CGGEOMETRY_H
#define APPLE_SURFACE_CGGEOMETRY_H

// https://developer.apple.com/documentation/corefoundation/cgfloat-c.typealias
typedef double CGFloat;

// https://developer.apple.com/documentation/corefoundation/cgpoint
struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;

// https://developer.apple.com/documentation/corefoundation/cgsize
struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;

// https://developer.apple.com/documentation/corefoundation/cgrect
struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;

#endif
