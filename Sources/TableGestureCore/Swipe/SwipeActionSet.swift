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

extension SwipeActionSet {
  /// This set as a host draws it once `geometry` measured it: the look drawn in
  /// ``SwipeableOptions/look`` (never ``SwipeableLook/automatic``), the transition in force, and
  /// each action's shape and content arrangement resolved for the look.
  func resolved(by geometry: SwipeGeometry) -> SwipeActionSet {
    var set = self
    set.options.look = geometry.look
    set.options.transitionStyle = geometry.transitionStyle
    for k in set.actions.indices where k < geometry.shapes.count {
      set.actions[k].shape = geometry.shapes[k]
      set.actions[k].content = geometry.contents[k]
    }
    return set
  }
}
