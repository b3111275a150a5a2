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
    perform(on: host) { table, session, policy in
      session.move(to: point, in: table, policy: &policy)
    }
  }

  /// ``displayFrame(at:isInWindow:)`` called by the host itself, which hands itself in: `host`
  /// must be this controller's ``host``. A frame of a drag under way then loads no weak
  /// reference to the host; every other call is ``displayFrame(at:isInWindow:)``.
  @inlinable
  public func displayFrame(at timestamp: TimeInterval, isInWindow: Bool, from host: Host) {
    assert(host === hostStorage, "displayFrame(at:isInWindow:from:) must be called by the host")
    guard isInWindow, sessionStorage.isDragging else {
      return displayFrame(at: timestamp, isInWindow: isInWindow)
    }
    perform(on: host) { table, session, policy in
      session.tick(at: timestamp, in: table, policy: &policy)
    }
    keepHapticsReady(at: timestamp)
  }
}
