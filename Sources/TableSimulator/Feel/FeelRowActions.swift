import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The actions a feel path's row offers: two trailing buttons, one leading button, both, or
/// none (the same for every row of the feel table).
struct FeelRowActions: OptionSet, Sendable {
  let rawValue: Int
  static let leading = FeelRowActions(rawValue: 1)
  static let trailing = FeelRowActions(rawValue: 2)
  static let none: FeelRowActions = []
  static let both: FeelRowActions = [.leading, .trailing]

  /// The actions on `edge`, if any.
  func set(for edge: SwipeableEdge) -> SwipeActionSet? {
    let (member, count) = edge == .leading ? (Self.leading, 1) : (Self.trailing, 2)
    guard contains(member) else { return nil }
    return SwipeActionSet(
      actions: (0..<count).map { SwipeAction(identifier: "\(edge)-\($0)", title: "Action") })
  }
}

/// The app side of a feel table: offers ``FeelRowActions`` on every row.
final class FeelProvider: SwipeActionsProvider {
  let actions: FeelRowActions

  init(_ actions: FeelRowActions) {
    self.actions = actions
  }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    actions.set(for: edge)
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    completion(true)
  }
}
