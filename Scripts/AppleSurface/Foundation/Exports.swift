// Foundation, as far as this library uses it. Found through `-I` before the toolchain's own
// (Linux) Foundation, so code that imports Foundation sees exactly this model.
//
// Apple's Foundation re-exports the Objective-C runtime, Core Graphics' geometry and the C
// library (Darwin); the model re-exports the same, with Glibc standing in for Darwin.
@_exported import CAppleSurface.Foundation
@_exported import CoreGraphics
@_exported import Glibc
@_exported import ObjectiveC
