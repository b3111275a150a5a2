// The geometry types as Apple's SDK declares them in CoreFoundation's `CFCGTypes.h` (64-bit), so
// that `import Foundation` alone sees them, as on iOS; the Swift API on top of them (`.zero`,
// `minY`, `init(x:y:width:height:)`, `Equatable`) is Core Graphics' overlay (../CoreGraphics/) and
// needs `import CoreGraphics` (or UIKit, which re-exports it).
// Evidence: iPhoneOS16.5.sdk, CoreFoundation.framework/Headers/CFCGTypes.h declares `CGFloat`,
// `CGPoint`, `CGSize`, `CGVector`, `CGRect` and `CGAffineTransform`; with that SDK,
// `import Foundation` alone type-checks `CGPoint(x:y:)` and rejects `CGPoint.zero`
// (Scripts/check-ios-sdk.sh; docs/ios-sdk.md).
#ifndef APPLE_SURFACE_CFCGTYPES_H
#define APPLE_SURFACE_CFCGTYPES_H

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

// https://developer.apple.com/documentation/corefoundation/cgvector
struct CGVector {
  CGFloat dx;
  CGFloat dy;
};
typedef struct CGVector CGVector;

// https://developer.apple.com/documentation/corefoundation/cgrect
struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;

// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
struct CGAffineTransform {
  CGFloat a, b, c, d;
  CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;

#endif
