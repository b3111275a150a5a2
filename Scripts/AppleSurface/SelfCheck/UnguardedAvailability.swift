// expect-error: 'Logger' is only available in iOS 14.0 or newer
// as: skin
// Planted error: an API introduced after the package's deployment target (iOS 13) used without
// `if #available`. The check compiles for iOS 13, so the model's `@available(iOS 14.0, *)` is
// enforced as in Xcode (it once compiled for Linux, where the compiler ignores iOS availability
// and every such use passed).
#if canImport(UIKit)
  import os

  func logUnguarded(_ message: String) {
    Logger(subsystem: "TableGestureKit", category: "SelfCheck").notice("\(message)")
  }
#endif
