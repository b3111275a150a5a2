import Foundation

/// A ``ReorderHost`` built as the UIKit skin builds one: it owns its controller and forwards
/// the long press and the display frames to it through the methods here, which the skin and the
/// benchmarks share, so the benchmarks count how a device reaches its controller.
///
/// Its ``ReorderHost/reorderTable`` is its ``WeakTableReference``'s
/// ``WeakTableReference/resolved`` table, read by the controller once per event: the event's
/// queries load no weak reference.
@_spi(Headless) public protocol ReorderDeviceHost: ReorderHost {
  /// The controller the host owns (made on first use: it needs the host).
  var controller: ReorderController<Self> { get }
}

extension ReorderDeviceHost {
  /// The long press reported `phase` at `point` (content coordinates). The app may turn
  /// dragging off inside the call, releasing the host: it stays alive until the call returns.
  @inlinable public func forwardPress(_ phase: GesturePhase, at point: CGPoint) {
    withExtendedLifetime(self) { controller.handleGesture(phase, at: point, from: self) }
  }

  /// One display frame at `timestamp` (seconds), on `table`: the host's
  /// ``ReorderHost/reorderTable`` as it has just read it to see whether the table is in a window
  /// (`isInWindow`), so the frame loads the table's weak reference once.
  @inlinable public func forwardFrame(
    at timestamp: TimeInterval, on table: Table?, isInWindow: Bool
  ) {
    withExtendedLifetime(self) {
      controller.displayFrame(at: timestamp, isInWindow: isInWindow, from: self, on: table)
    }
  }
}
