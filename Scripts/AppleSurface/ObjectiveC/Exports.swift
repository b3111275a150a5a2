// The Swift overlay of the Objective-C runtime: re-exports `NSObject` and `NSObjectProtocol` from
// ../CAppleSurface/NSObject.h (the clang module `ObjectiveC`, whose overlay this is) and adds the
// runtime functions in this folder.
@_exported import ObjectiveC
