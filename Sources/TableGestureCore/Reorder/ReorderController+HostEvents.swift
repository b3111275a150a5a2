import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension ReorderController {
  /// ``handleGesture(_:at:)`` called by the host itself, which hands itself in: `host` must be
  /// this controller's ``host``. A finger move of a drag under way then loads no weak reference
  /// to the host (Benchmarks/README.md); every other call is ``handleGesture(_:at:)``.
  @inlinable
  public func handleGesture(_ phase: GesturePhase, at point: CGPoint, from host: Host) {
    assert(host === hostStorage, "handleGesture(_:at:from:) must be called by the host")
    guard phase == .changed, sessionStorage.isDragging else {
      return handleGesture(phase, at: point)
    }
    perform(on: host) { table, session, policy, update, slotPath in
      session.move(to: point, in: table, policy: &policy, update: &update, slotPath: slotPath)
    }
  }

  /// ``displayFrame(at:isInWindow:)`` called by the host itself, which hands itself in (`host`
  /// must be this controller's ``host``) and the event's table as it has just read it
  /// (``ReorderHost/reorderTable``, to see whether it is in a window). A frame of a drag under way
  /// then loads no weak reference: not the host's, and the table's once, where the window check
  /// and the event each loaded it (157 instructions a frame, Benchmarks/README.md). Every
  /// other call is ``displayFrame(at:isInWindow:)``.
  @inlinable
  public func displayFrame(
    at timestamp: TimeInterval, isInWindow: Bool, from host: Host, on table: Host.Table?
  ) {
    assert(host === hostStorage, "displayFrame(at:isInWindow:from:on:) must be called by the host")
    guard isInWindow, sessionStorage.isDragging else {
      return displayFrame(at: timestamp, isInWindow: isInWindow)
    }
    if let table {
      let outer = runningFrame
      runningFrame = true
      tick(at: timestamp, on: host, table: table)
      runningFrame = outer
    }
    keepHapticsReady(at: timestamp)
  }
}
