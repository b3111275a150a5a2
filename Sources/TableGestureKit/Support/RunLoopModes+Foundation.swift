#if canImport(UIKit)
  import Foundation
  @_spi(Headless) import TableGestureCore

  extension RunLoopModes {
    /// The Foundation modes to schedule in: `.common` when the tracking mode is included (the
    /// common modes hold the default mode and the tracking mode a scroll view runs the main
    /// run loop in: Apple DTS, https://developer.apple.com/forums/thread/731759), else `.default`.
    var foundationModes: [RunLoop.Mode] { contains(.tracking) ? [.common] : [.default] }
  }
#endif
