import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The app's side of the swipe engine: which actions a row has, whether a swipe may start, what
/// an action does, and (optionally) which row is which.
///
/// The engine calls these from inside its events; they may call back into the
/// ``SwipeController`` (see its re-entrancy rules). Call everything on one thread (the main
/// thread in an app).
@_spi(Headless) public protocol SwipeActionsProvider: AnyObject {
  /// The actions and options for `edge` of the row at `indexPath`; `nil` or an empty list means
  /// no swipe toward that edge.
  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet?

  /// Whether a swipe toward `edge` may start on this row with the finger at `point` (table
  /// content coordinates). Default: yes.
  func canBeginSwipe(forRowAt indexPath: IndexPath, edge: SwipeableEdge, at point: CGPoint)
    -> Bool

  /// Runs an action. Call `completion` once, now or later: `true` when it succeeded (for a
  /// destructive action: you have removed the row from your data and told the table), `false`
  /// to close the row unchanged. The engine never deletes rows itself.
  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion)

  /// A stable identity for the row (your model's ID), so an open row stays open through
  /// `reloadData`. Default: `nil` (an open row closes on reload).
  func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable?

  /// Where the row with `identity` is now, or `nil` when it no longer exists. Default: `nil`.
  func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath?

  /// A row starts to open: its buttons toward `edge` are about to show (a swipe, a programmatic
  /// open or the hint). Once per opening, even if the pan then crosses to the other edge.
  /// Called when the event's work is done, before any action handler. Default: nothing.
  func swipeWillBegin(forRowAt indexPath: IndexPath, edge: SwipeableEdge)

  /// The row that began is back at rest at `indexPath`, or gone (`nil`: deleted, or reloaded
  /// away). Exactly once after each ``swipeWillBegin(forRowAt:edge:)``. Default: nothing.
  func swipeDidEnd(forRowAt indexPath: IndexPath?)

  /// The engine holds none of the actions it was given any more: every row is at rest and no
  /// action is in flight. Forget whatever you keep for them (UIKit actions whose handlers
  /// capture a view controller would otherwise keep the screen alive). Called once after the
  /// engine last asked for actions and became idle. Default: nothing.
  func swipeActionsReleased()
}

extension SwipeActionsProvider {
  public func canBeginSwipe(
    forRowAt indexPath: IndexPath, edge: SwipeableEdge, at point: CGPoint
  ) -> Bool { true }

  public func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable? { nil }

  public func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath? { nil }

  public func swipeWillBegin(forRowAt indexPath: IndexPath, edge: SwipeableEdge) {}

  public func swipeDidEnd(forRowAt indexPath: IndexPath?) {}

  public func swipeActionsReleased() {}
}
