// expect: pass
// as: skin
// Known-good skin code: the system log through `Logger`, unguarded (iOS 14 and later; the
// package deploys to iOS 15).
#if canImport(UIKit)
  import os

  func logOnce(_ message: String) {
    Logger(subsystem: "TableGestureKit", category: "SelfCheck")
      .notice("\(message, privacy: .public)")
  }
#endif
