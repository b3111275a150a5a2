import Foundation

/// A ``ReorderHost`` built as the UIKit skin builds one: it owns its controller and forwards
/// the long press, the display frames and its other notices to it through the methods here,
/// which the skin and the benchmarks share, so the benchmarks count how a device reaches its
/// controller.
///
/// Its ``ReorderHost/reorderTable`` is its ``WeakTableReference``'s
/// ``WeakTableReference/heldOrResolved`` table, read by the controller once per event: the
/// event's queries load no weak reference. For the length of a drag it holds the table
/// (``holdTableForDrag(_:)``, ``TableHold``), so a drag's events load none at all.
@_spi(Headless) public protocol ReorderDeviceHost: ReorderHost {
  /// The controller the host owns (made on first use: it needs the host).
  var controller: ReorderController<Self> { get }

  /// Holds the table strongly (`true`) or lets it go: its reference's
  /// ``WeakTableReference/holdTable(_:)``. Called by ``forward(_:)`` only.
  func holdTableForDrag(_ holding: Bool)
}

extension ReorderDeviceHost {
  /// `body` on the controller, as one of the host's entries: afterwards the table is held while
  /// a drag is under way and let go once none is (outside every call of the controller). Every
  /// call of the host's that can begin or end a drag goes through here (``forwardPress(_:at:)``
  /// and ``forwardFrame(at:on:isInWindow:)`` do), so the hold never outlasts the drag. The app
  /// may turn dragging off inside the call, releasing the host: it stays alive until the call
  /// returns.
  @inlinable public func forward<Result>(_ body: (ReorderController<Self>) -> Result) -> Result {
    withExtendedLifetime(self) {
      let result = body(controller)
      followDragWithTableHold()
      return result
    }
  }

  /// The long press reported `phase` at `point` (content coordinates).
  @inlinable public func forwardPress(_ phase: GesturePhase, at point: CGPoint) {
    forward { $0.handleGesture(phase, at: point, from: self) }
  }

  /// One display frame at `timestamp` (seconds), on `table`: the host's
  /// ``ReorderHost/reorderTable`` as it has just read it to see whether the table is in a window
  /// (`isInWindow`), so the frame loads the table's weak reference once (none while held).
  @inlinable public func forwardFrame(
    at timestamp: TimeInterval, on table: Table?, isInWindow: Bool
  ) {
    forward { $0.displayFrame(at: timestamp, isInWindow: isInWindow, from: self, on: table) }
  }

  /// Takes the table's hold after the event that lifted a row, lets it go after the one that
  /// ended the drag. Only outside every call of the controller (a host entry made from inside
  /// one, such as the app turning dragging off in its callback, leaves it to the outer entry):
  /// no table value an event borrowed outlives the hold.
  @inlinable func followDragWithTableHold() {
    let controller = controller
    let dragging = controller.isDragging
    guard dragging != controller.tableHeldForDrag, controller.depth == 0 else { return }
    controller.tableHeldForDrag = dragging
    holdTableForDrag(dragging)
  }
}
