import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  /// Forwards one callback of a pan recogniser: `.began` starts the pan where the finger first
  /// touched (`location − translation`) and applies the movement so far, `.changed` follows,
  /// `.ended` releases with `velocity`, `.cancelled` and `.failed` cancel; `.possible` is
  /// ignored. Points are in table content coordinates, velocity in points per second.
  ///
  /// A UIKit pan recogniser begins after about 10 pt of travel, before the engine's
  /// ``panHysteresis``; the hysteresis is applied while following, so the row does not move
  /// until the finger has travelled it.
  public func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint
  ) {
    handlePan(phase, location: location, translation: translation, velocity: velocity, host: nil)
  }

  /// ``handlePan(_:location:translation:velocity:)`` called by the host itself, which hands
  /// itself in: `host` must be this controller's ``host`` (see
  /// ``panChanged(translation:location:velocity:from:)``).
  public func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint,
    from host: SwipeHost
  ) {
    // The host is passed on as it came (not optional), so a pan update does not retain it.
    switch phase {
    case .possible:
      return
    case .began:
      handlePan(phase, location: location, translation: translation, velocity: velocity, host: host)
    case .changed:
      panChanged(translation: translation, location: location, velocity: velocity, from: host)
    case .ended:
      panEnded(velocity: velocity)
    case .cancelled, .failed:
      panCancelled()
    }
  }

  /// `host`: the calling host, or `nil` to use the weak ``host``.
  private func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint,
    host: SwipeHost?
  ) {
    func changed() {
      if let host {
        panChanged(translation: translation, location: location, velocity: velocity, from: host)
      } else {
        panChanged(translation: translation, location: location, velocity: velocity)
      }
    }
    switch phase {
    case .possible:
      return
    case .began:
      let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
      panBegan(at: start.x.isFinite && start.y.isFinite ? start : location)
      changed()
    case .changed:
      changed()
    case .ended:
      panEnded(velocity: velocity)
    case .cancelled, .failed:
      panCancelled()
    }
  }
}

extension SwipeController {
  /// The table's content offset was set, from `old` to `new` (UIKit: key-value observation of
  /// `contentOffset`). Setting the value it already had — UIKit does that during layout passes —
  /// is no scroll and changes nothing. A change the user drives (`byUser`: the finger tracks the
  /// content or it decelerates after a fling) is a scroll: the open row starts closing unless its
  /// action is in flight, as UIKit's own swipe resets its rows when the table scrolls while
  /// tracking or scroll-animating and no swipe is interacting
  /// (`-[UISwipeActionController _observeScrollViewDidScroll:]`, decompiled UIKitCore 26.1).
  /// Any other change — keyboard insets, self-sizing corrections, large-title and scroll-edge
  /// adjustments — leaves the row open: UIKit's own swipe closes on user scrolls, not when the
  /// app or the table moves the content (device review r2, M6, F4). Either change may be made
  /// from inside the table's layout pass — UIKit writes the offset from
  /// `-[UITableView _updateVisibleCellsNow:]` for self-sizing corrections, also while the user
  /// tracks — where the table must not be asked for cells, so nothing is asked now (device
  /// review r4, N5): the row closes in the engine (its frames show it), and while a row is open,
  /// moving or just closed the host reconciles once after the layout that follows
  /// (``SwipeHost/scheduleCellReconciliation(for:)``). An unknown (`nil`) value counts as a
  /// change.
  public func contentOffsetDidChange(from old: CGPoint?, to new: CGPoint?, byUser: Bool = true) {
    if let old, let new, old == new { return }
    let watched = needsCellReconciliation
    if byUser { run(.userScrolled) }
    if watched || needsCellReconciliation { host?.scheduleCellReconciliation(for: self) }
  }

  /// The run-loop modes a host schedules the after-layout reconcile in: ``RunLoopModes/common``,
  /// so it also runs while the table tracks a finger or decelerates — the moments cells are
  /// reused (device review r2, V5 a).
  public static let reconcileRunLoopModes = RunLoopModes.common
}
