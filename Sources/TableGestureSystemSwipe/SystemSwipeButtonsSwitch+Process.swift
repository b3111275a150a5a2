#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore

  extension SystemSwipeButtonsSwitch {
    /// The process's one switch: the kit reads it when an action's style is set, and the
    /// system-button customiser (`TableGestureSystemSwipe`) turns it on in
    /// `SwipeButtonCustomization.install()`. The kit itself installs nothing.
    @MainActor package static var process = SystemSwipeButtonsSwitch()
  }
#endif
