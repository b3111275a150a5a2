/// The completion an action handler receives, like `UIContextualAction`'s: call it once with
/// `true` (done — for a destructive action, the row is deleted) or `false` (close the row).
///
/// Calls after the first do nothing, as does a call after the engine has moved on (the row was
/// closed by a scroll, say). Call it on the engine's thread.
@_spi(Headless) public final class SwipeActionCompletion {
  private weak var controller: SwipeController?
  let token: Int
  /// How many times the app called it (for tests; the engine acts on the first call only).
  public private(set) var callCount = 0

  init(controller: SwipeController, token: Int) {
    self.controller = controller
    self.token = token
  }

  /// Reports the outcome.
  public func callAsFunction(_ success: Bool) {
    callCount += 1
    guard callCount == 1 else { return }
    controller?.actionCompleted(token: token, success: success)
  }
}
