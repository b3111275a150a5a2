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
  /// The pull view has no readable `_cellEdge`.
  case cellEdgeFieldMissing
  /// `_cellEdge` holds a value that is neither `UIRectEdge.left` nor `UIRectEdge.right`.
  case unknownCellEdge(rawValue: UInt)
  /// A system button does not respond to the private `buttonWidth` setter.
  case buttonWidthSetterMissing
  /// The number of system buttons differs from the number of actions, so buttons cannot be
  /// matched to actions by index.
  case buttonCountMismatch(buttons: Int, actions: Int)

  /// Whether this means the private structure changed (worth one log line), as opposed to an
  /// ordinary configuration that simply asks for nothing (`noActions`, `allActionsDefault`).
  public var isProblem: Bool {
    switch self {
    case .noActions, .allActionsDefault: return false
    default: return true
    }
  }

  /// A one-line, human-readable message for the log.
  public var logMessage: String {
    let prefix = "TableGestureKit: swipe buttons left stock: "
    switch self {
    case .pullViewClassMissing:
      return prefix + "UISwipeActionPullView not found on this system."
    case .actionsFieldMissing:
      return prefix + "the pull view has no readable _actions array."
    case .noActions:
      return prefix + "the pull view has no actions."
    case .allActionsDefault:
      return prefix + "every action uses the default style."
    case .cellEdgeFieldMissing:
      return prefix + "the pull view has no readable _cellEdge."
    case .unknownCellEdge(let rawValue):
      return prefix + "_cellEdge is \(rawValue), neither left (2) nor right (8)."
    case .buttonWidthSetterMissing:
      return prefix + "a system button does not accept buttonWidth."
    case .buttonCountMismatch(let buttons, let actions):
      return prefix + "\(buttons) system buttons for \(actions) actions."
    }
  }
}
