// Core Animation, as far as this library uses it (`CALayer`, `CADisplayLink`, `CATransaction`,
// `CATransform3D`). Apple's QuartzCore re-exports Foundation; add one file per class here when the
// skin needs more. The C part (`CATransform3D`) is ../CAppleSurface/CATransform3D.h.
@_exported import CAppleSurface.QuartzCore
@_exported import Foundation
