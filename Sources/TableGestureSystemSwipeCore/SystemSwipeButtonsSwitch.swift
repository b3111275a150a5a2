@_spi(Headless) import TableGestureCore

/// The system-button customiser's on switch: off until the app calls
/// `SwipeButtonCustomization.install()`, installed at most once, and never installed by a read.
///
/// The skin keeps one per process. Only `install(using:)` runs the installer; reading
/// `isOn` or `layoutHookInstalled` (as the customiser's `status` does) changes nothing. A custom
/// look asked for while the switch is off leaves the system buttons stock, with one log line per
/// process (`shouldReportCustomLook(_:)`).
package struct SystemSwipeButtonsSwitch: Sendable, Hashable {
  /// Where the switch is.
  package enum State: Sendable, Hashable {
    /// The app has not asked for the customiser: nothing private is touched.
    case off
    /// The app called `install()`; whether the layout hook went in.
    case on(layoutHookInstalled: Bool)
  }

  /// The log line for a non-`.default` style set while the switch is off.
  package static let customLookWhileOffMessage =
    "A swipe action asks for a custom system button look (preferredButtonStyle), but the "
    + "system-button customiser is off, so system swipe buttons stay stock: import "
    + "TableGestureSystemSwipe and call SwipeButtonCustomization.install() at launch, or show "
    + "the actions with the library's own engine (SwipeableActionsConfiguration(_:))."

  /// Where the switch is now.
  package private(set) var state: State = .off
  private var reportedCustomLookWhileOff = false

  package init() {}

  /// Whether the app has switched the customiser on (whatever the installation's outcome).
  package var isOn: Bool { state != .off }

  /// Whether the layout hook is installed; `false` while the switch is off.
  package var layoutHookInstalled: Bool {
    if case .on(let installed) = state { return installed }
    return false
  }

  /// Switches on: runs `installHooks` (which answers whether the layout hook went in) the first
  /// time only; later calls run nothing and answer the first outcome.
  @discardableResult
  package mutating func install(using installHooks: () -> Bool) -> Bool {
    if case .on(let installed) = state { return installed }
    let installed = installHooks()
    state = .on(layoutHookInstalled: installed)
    return installed
  }

  /// Whether setting `style` on an action should log `customLookWhileOffMessage` now: only for a
  /// style that replaces the system look, only while the switch is off, once per process.
  package mutating func shouldReportCustomLook(_ style: SwipeButtonStyle) -> Bool {
    guard style.replacesSystemLook, !isOn, !reportedCustomLookWhileOff else { return false }
    reportedCustomLookWhileOff = true
    return true
  }
}
