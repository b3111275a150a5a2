// Core Animation, as far as this library uses it (`CALayer`, `CADisplayLink`, `CATransaction`,
// `CATransform3D`). Apple's QuartzCore re-exports Foundation and Core Graphics (checked against
// iPhoneOS16.5.sdk: `import QuartzCore` alone type-checks `CGPoint.zero` and `IndexPath`); add one
// file per class here when the skin needs more. The C part (`CATransform3D`) is
// ../CAppleSurface/CATransform3D.h.
@_exported import CAppleSurface.QuartzCore
@_exported import CoreGraphics
@_exported import Foundation
