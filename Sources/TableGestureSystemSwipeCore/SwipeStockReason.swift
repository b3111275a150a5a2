@_spi(Headless) import TableGestureCore

/// Why the hook left a pull view's buttons exactly as the system made them.
public enum SwipeStockReason: Sendable, Hashable {
  /// The private class `UISwipeActionPullView` does not exist on this system.
  case pullViewClassMissing
  /// The pull view has no readable `_actions` array.
  case actionsFieldMissing
  /// `_actions` is empty.
  case noActions
  /// Every action has the `.default` style: the library does not take over (a normal case).
  case allActionsDefault
  /// The row uses iOS 26's `UISwipeActionDynamicPullView` (the new design), whose buttons the
  /// library cannot change; the app would need `UIDesignRequiresCompatibility`.
  case dynamicPullView
  /// The pull view has no readable `_cellEdge`.
  case cellEdgeFieldMissing
  /// `_cellEdge` holds a value that is neither `UIRectEdge.left` nor `UIRectEdge.right`.
  case unknownCellEdge(rawValue: UInt)
  /// The pull view uses its rounded style (buttons inside a `_clippingView`), which the library
  /// leaves stock.
  case roundedPullViewStyle
  /// A system button's class has no `_buttonWidth` instance variable to write the width into.
  case buttonWidthIvarMissing
  /// A system button's class does not let key-value coding reach its instance variables, so
  /// the width cannot be written.
  case ivarAccessDisallowed
  /// A system button does not respond to the `buttonWidth` getter, so a written width would
  /// not be read.
  case buttonWidthGetterMissing
  /// The number of system buttons differs from the number of actions, so buttons cannot be
  /// matched to actions by index.
  case buttonCountMismatch(buttons: Int, actions: Int)

  /// Whether this is worth one log line (the private structure is not what the library
  /// expects, or the system's design rules customisation out), as opposed to an ordinary
  /// configuration that simply asks for nothing (`noActions`, `allActionsDefault`).
  @_spi(Headless) public var isProblem: Bool {
    switch self {
    case .noActions, .allActionsDefault: return false
    default: return true
    }
  }

  /// A one-line, human-readable message for the log.
  ///
  /// It names no private class or instance variable (this text ships in every app that links
  /// the core); `Scripts/AppleSurface/PrivateSwipeSurface.md` maps each reason to the names.
  @_spi(Headless) public var logMessage: String {
    let prefix = "swipe buttons left stock: "
    switch self {
    case .pullViewClassMissing:
      return prefix + "the classic swipe pull view class was not found on this system."
    case .actionsFieldMissing:
      return prefix + "the pull view has no readable actions array."
    case .noActions:
      return prefix + "the pull view has no actions."
    case .allActionsDefault:
      return prefix + "every action uses the default style."
    case .dynamicPullView:
      return prefix
        + "this app uses iOS 26's dynamic swipe pull view (the new design); custom "
        + "system buttons need UIDesignRequiresCompatibility = YES in Info.plist (ignored "
        + "from the iOS 27 SDK on)."
    case .cellEdgeFieldMissing:
      return prefix + "the pull view has no readable cell edge."
    case .unknownCellEdge(let rawValue):
      return prefix + "the cell edge is \(rawValue), neither left (2) nor right (8)."
    case .roundedPullViewStyle:
      return prefix + "the pull view uses its rounded style (buttons in a clipping view)."
    case .buttonWidthIvarMissing:
      return prefix + "a system button has no stored width."
    case .ivarAccessDisallowed:
      return prefix + "a system button's class does not allow key-value access to its stored width."
    case .buttonWidthGetterMissing:
      return prefix + "a system button has no width getter."
    case .buttonCountMismatch(let buttons, let actions):
      return prefix + "\(buttons) system buttons for \(actions) actions."
    }
  }
}
