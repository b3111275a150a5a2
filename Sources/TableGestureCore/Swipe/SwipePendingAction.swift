import Foundation

/// An action the controller has started and not yet resolved.
struct SwipePendingAction {
  /// How the action was started, which decides how it resolves.
  enum Kind: Equatable {
    /// A full swipe that closes at once (the completion's value is not needed).
    case bounce
    /// A full swipe that fills the row.
    case fill(SwipeableExpansionStyle.FillOptions)
    /// A tap on a button of an open row.
    case tap
    /// A VoiceOver custom action (the row may not be open).
    case accessibility
  }

  var token: Int
  var kind: Kind
  var row: IndexPath
  var action: SwipeAction
  /// The row's identity when the action started (if the app supplies identities).
  var identity: AnyHashable?
  /// The number of rows in the row's section when the action started.
  var rowCount: Int
  var handlerCalled = false
  var fillFinished = false
  /// The completion's value, once the app called it.
  var outcome: Bool?
  /// The controller was told the row was deleted.
  var rowDeleted = false

  var isFill: Bool {
    if case .fill = kind { return true }
    return false
  }

  var isDestructive: Bool { action.style == .destructive }

  /// Whether the open row's leaving cell fills the row (``SwipeLeavingFill``) when the row is
  /// deleted while the action is pending: a full swipe that fills, or a tapped destructive
  /// button (a tap on the outermost one runs as a fill).
  var fillsWhenItsRowIsDeleted: Bool { isFill || (isDestructive && kind == .tap) }
}
