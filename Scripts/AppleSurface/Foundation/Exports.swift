// Foundation, as far as this library uses it. Found through `-I` before the toolchain's own
// (Linux) Foundation, so code that imports Foundation sees exactly this model.
//
// Apple's Foundation on iOS re-exports the Objective-C runtime, Core Foundation (with it the C
// geometry types and the `CGFloat` struct) and the C library (Darwin); the model re-exports the
// same (its Darwin declares only the C functions the code calls: ../Darwin). It does not
// re-export Core Graphics' Swift overlay: on iOS `CGPoint.zero` or `CGRect.minY` need
// `import CoreGraphics`, although on macOS Foundation happens to bring it
// (../SelfCheck/FoundationWithoutCoreGraphics.swift; docs/ios-sdk.md).
@_exported import CAppleSurface.Foundation
@_exported import CoreFoundation
@_exported import Darwin
@_exported import ObjectiveC
