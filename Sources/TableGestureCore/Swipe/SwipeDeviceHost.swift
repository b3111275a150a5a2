import Foundation

/// A ``SwipeHost`` built as the UIKit skin builds one: it owns its controller, which sees the
/// table through the host's ``WeakTableReference``, and runs every call into it through
/// ``perform(_:)``, which the skin and the benchmarks share, so the benchmarks count how a device
/// reaches its controller.
@_spi(Headless) public protocol SwipeDeviceHost: SwipeHost {
  /// The table as the host sees it.
  associatedtype Reference: WeakTableReference

  /// The controller the host owns (made on first use: it needs the host).
  var controller: SwipeController { get }
  /// The table, held weakly: the controller's ``SwipeController/table``.
  var tableReference: Reference { get }
  /// Mirrors the controller's needs (frames, the dismissal tap) onto the view system, after each
  /// call into it.
  func controllerDidChange()
  /// Called before each call into the controller through ``perform(_:)``: where a host forgets
  /// what it found out about the table in earlier calls (``SwipeEventCellMemo``). Default:
  /// nothing.
  func controllerWillChange()
}

extension SwipeDeviceHost {
  /// Nothing: a host that keeps nothing between calls.
  public func controllerWillChange() {}

  /// Runs `body` on the controller, then mirrors its needs. The app may turn swiping off inside
  /// the call, releasing the host: it stays alive until the call returns.
  @inlinable public func perform(_ body: (SwipeController) -> Void) {
    withExtendedLifetime(self) {
      controllerWillChange()
      body(controller)
      controllerDidChange()
    }
  }
}
