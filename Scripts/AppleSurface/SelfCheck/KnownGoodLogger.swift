// expect: pass
// as: skin
// Known-good skin code: the system log, with `Logger` where it exists and `os_log` before.
#if canImport(UIKit)
  import os

  func logOnce(_ message: String) {
    if #available(iOS 14.0, *) {
      Logger(subsystem: "TableGestureKit", category: "SelfCheck")
        .notice("\(message, privacy: .public)")
    } else {
      let log = OSLog(subsystem: "TableGestureKit", category: "SelfCheck")
      message.withCString { os_log("%{public}s", log: log, type: .default, $0) }
    }
  }
#endif
