import Foundation

/// A begin or end of a row's opening, queued for the provider until the event's work is done.
enum SwipeRowNotice {
  /// ``SwipeActionsProvider/swipeWillBegin(forRowAt:edge:)``.
  case began(IndexPath, SwipeableEdge)
  /// ``SwipeActionsProvider/swipeDidEnd(forRowAt:)``; `nil` when the row is gone.
  case ended(IndexPath?)
}
