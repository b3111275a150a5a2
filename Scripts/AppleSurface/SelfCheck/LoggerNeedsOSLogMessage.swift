// expect-error: cannot convert value of type 'String' to expected argument type 'OSLogMessage'
// as: skin
// Planted error: `Logger` takes an interpolated literal (an `OSLogMessage`), not a `String`.
#if canImport(UIKit)
  import os

  @available(iOS 14.0, *)
  func log(_ message: String) {
    Logger(subsystem: "TableGestureKit", category: "SelfCheck").notice(message)
  }
#endif
