// expect-error: cannot convert value of type 'String' to expected argument type 'OSLogMessage'
// as: skin
// Planted error: `Logger` takes an interpolated literal (an `OSLogMessage`), not a `String`.
#if canImport(UIKit)
  import os

  func log(_ message: String) {
    Logger(subsystem: "TableGestureKit", category: "SelfCheck").notice(message)
  }
#endif
