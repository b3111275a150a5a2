import Foundation

/// A ``SwipeHost`` built as the UIKit skin builds one: it owns its controller, which sees the
/// table through the host's ``WeakTableReference``, and runs every call into it through
/// ``perform(_:)``, which the skin and the benchmarks share, so the benchmarks count how a device
/// reaches its controller.
///
/// While the active row moves (the finger tracks it, or it animates), the host holds its table
/// (``holdTableForSwipe(_:)``, ``TableHold``), so the pan updates and display frames load no weak
/// reference: the controller's reading goes to the hold (``GestureTable/followReading(_:)``)
/// and the host's own calls of those events reach the table through
/// ``WeakTableReference/heldOrResolved``. A row at rest, open or not, holds nothing.
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
  /// Holds the table strongly (`true`) or lets it go: the engine's table's
  /// ``WeakTableReference/holdTable(_:)``. Called by ``perform(_:)`` only. Default:
  /// ``tableReference``'s.
  func holdTableForSwipe(_ holding: Bool)
}

extension SwipeDeviceHost {
  /// Nothing: a host that keeps nothing between calls.
  public func controllerWillChange() {}

  /// ``tableReference``'s hold.
  @inlinable public func holdTableForSwipe(_ holding: Bool) { tableReference.holdTable(holding) }

  /// Runs `body` on the controller, then mirrors its needs; afterwards the table is held while
  /// the active row moves and let go once it rests (outside every call of the controller). Every
  /// call of the host's into the controller goes through here, so the hold never outlasts the
  /// movement. The app may turn swiping off inside the call, releasing the host: it stays alive
  /// until the call returns.
  @inlinable public func perform(_ body: (SwipeController) -> Void) {
    withExtendedLifetime(self) {
      controllerWillChange()
      body(controller)
      controllerDidChange()
      followSwipeWithTableHold()
    }
  }

  /// Takes the table's hold after the call that set the active row moving, lets it go after the
  /// one that left it at rest (or closed it). Only outside every call of the controller (a host
  /// entry made from inside one, such as the app closing the row in an action's handler, leaves
  /// it to the outer entry): no table value an event borrowed outlives the hold.
  @inlinable func followSwipeWithTableHold() {
    let controller = controller
    let moving = controller.isMoving
    guard moving != controller.tableHeldForSwipe, controller.depth == 0 else { return }
    controller.tableHeldForSwipe = moving
    holdTableForSwipe(moving)
  }
}
