@_spi(Headless) import TableGestureCore

/// How a system swipe button looks once the library has seen it.
///
/// The raw value is what the skin stores on an action (an associated object), so it never
/// changes: 0 is `.default`, which is also what an action that was never configured reads as.
public enum SwipeButtonStyle: Int, Sendable, Hashable, CaseIterable {
  /// The system look, left untouched.
  case `default` = 0
  /// A round background in the action's colour with the action's image in the middle.
  case circular = 1
  /// Any view returned by the action's custom-view provider, placed with the action's insets.
  case customView = 2

  /// The style a stored raw value stands for; a value this library never wrote reads as `.default`.
  @_spi(Headless) public init(storedValue: Int) {
    self = SwipeButtonStyle(rawValue: storedValue) ?? .default
  }

  /// Whether the library takes over this button's visuals (anything but `.default`).
  @_spi(Headless) public var replacesSystemLook: Bool { self != .default }
}
