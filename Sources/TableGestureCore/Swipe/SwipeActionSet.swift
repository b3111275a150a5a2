/// The actions and options the app supplies for one edge of one row.
@_spi(Headless) public struct SwipeActionSet: Sendable, Hashable {
  /// The buttons, outermost first. An empty list means "no swipe toward this edge".
  public var actions: [SwipeAction]
  /// How the buttons look and behave.
  public var options: SwipeableOptions

  /// Creates the set of `actions`, outermost first, with `options`.
  public init(actions: [SwipeAction], options: SwipeableOptions = SwipeableOptions()) {
    self.actions = actions
    self.options = options
  }
}
