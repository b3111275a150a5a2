import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One finger on a ``SimulatedTable`` with drag-to-reorder: each touch event goes through the
/// table's gesture arbitration (``GestureArbitration``) between the table's scroll pan and the
/// drag's long press, and the arbitration's decisions drive the table and the
/// ``ReorderController``, as UIKit's recognizers drive `UIScrollView` and the UIKit skin's
/// `DragableHelper`.
///
/// - **The press** (``LibraryGestureRules/dragPressDuration``,
///   ``LibraryGestureRules/dragPressAllowableMovement``: 0.5 s within 10 pt) begins at the first
///   touch event at or after its duration. It asks first, as the skin's
///   `gestureRecognizerShouldBegin(_:)` does,
///   ``ReorderController/canBeginDrag(at:context:offersContextMenu:)`` with the table's
///   `isEditing` and whether the library's swipe has a row open or moving
///   (``SwipeController/isIdle``); a refusal fails the press (``SimulatedRecognizer/shouldBegin``).
///   Once begun, the controller hears `.began`, then `.changed` for each event and `.ended` at
///   lift-off.
/// - **The table's pan** begins at 10 pt of vertical travel and scrolls the table by its
///   translation, clamped to the content (the rubber band past the ends is not modelled). It
///   recognizes alongside the press (``LibraryGestureRules/dragPressRecognizesWith``) until the
///   row lifts: the lift turns `isScrollEnabled` off, which cancels the pan
///   (``GestureArbitration/cancel(_:at:)``), so the table stops following the finger.
/// - **An open swipe row** (`swipe`): the finger's touch-down reaches the swipe's dismissal tap,
///   which the skin enables only while a row is active (``SwipeController/needsDismissalGesture``)
///   and which closes the row when the touch is outside it (``SwipeController/touchDown(at:)``).
///   The press lifts only if the swipe is idle when it would begin: a press on the open row never
///   lifts it (``ReorderGestureConflict/swipeIsActive``), and a press on another row lifts once
///   the row has closed.
///
/// Points are where the finger is in the table's viewport (its frame; add the content offset for
/// content coordinates), times in seconds. Display frames are the caller's
/// (``ReorderController/displayFrame(at:isInWindow:)``), as the tap's recognition at lift-off and
/// the swipe's own pan are.
@_spi(Headless) public struct SimulatedDragPress<Policy: ReorderPolicy> {
  /// The drag's host; its controller hears the press.
  public let host: SimulatedReorderHost<Policy>
  /// The library's swipe engine on the same table, if any.
  public let swipe: SwipeController?
  /// The recognizers: the table's scroll pan, then the drag press.
  public private(set) var arbitration: GestureArbitration
  /// The touch events so far.
  public private(set) var path = FingerPath(name: "press", samples: [])
  /// The content offset's y when the scroll pan began (its translation is measured from there).
  private var scrollOrigin: CGFloat = 0

  /// A finger on `host`'s table, with the library's `swipe` on it too when it has one.
  public init(
    host: SimulatedReorderHost<Policy>, swipe: SwipeController? = nil,
    rules: LibraryGestureRules = .current
  ) {
    self.host = host
    self.swipe = swipe
    let table = host.table
    let press = SimulatedRecognizer(
      .dragPress,
      .longPress(
        duration: rules.dragPressDuration, allowableMovement: rules.dragPressAllowableMovement)
    ) { [host, swipe] location in
      let point = CGPoint(x: location.x, y: location.y + table.contentOffset.y)
      let context = ReorderGestureContext(
        isEditing: table.isEditing, isSwipeActive: swipe.map { !$0.isIdle } ?? false)
      return host.controller.canBeginDrag(at: point, context: context)
    }
    arbitration = GestureArbitration(
      [SimulatedRecognizer(.tableScroll, .tableScroll), press], rules: rules)
  }

  /// Whether the press has begun and still reports the finger: the row is the controller's.
  public var isPressTracking: Bool { arbitration.recognizer(.dragPress)?.isTracking ?? false }
  /// Whether the table's pan scrolls the table with the finger.
  public var isScrolling: Bool { arbitration.recognizer(.tableScroll)?.isTracking ?? false }

  /// The finger goes down at `point` at `time`.
  public mutating func touchDown(at point: CGPoint, time: TimeInterval) {
    if let swipe, swipe.needsDismissalGesture {
      swipe.touchDown(at: contentPoint(point))
    }
    deliver(point, time: time)
  }

  /// The finger is at `point` at `time` (a touch event; a still finger's events keep the same
  /// point).
  public mutating func touchMoved(to point: CGPoint, time: TimeInterval) {
    deliver(point, time: time)
  }

  /// The finger stays where it is until `time`, one event every 1/`rate` s (the long press's
  /// timer fires at its duration whether or not the finger moves; an event at the same point
  /// stands for it).
  public mutating func hold(until time: TimeInterval, rate: Double = 120) {
    guard let last = path.samples.last else { return }
    var t = last.time
    while t < time {
      t = Swift.min(time, t + 1 / rate)
      deliver(last.point, time: t)
    }
  }

  /// The finger lifts at `point` at `time`: a tracking press ends the drag (the row drops);
  /// recognizers still undecided fail.
  public mutating func touchUp(at point: CGPoint, time: TimeInterval) {
    deliver(point, time: time)
    if isPressTracking {
      host.controller.handleGesture(.ended, at: contentPoint(point))
    }
    arbitration.liftOff(at: path.samples.count - 1)
  }

  /// `point` in the table's content coordinates, at the current scroll position.
  private func contentPoint(_ point: CGPoint) -> CGPoint {
    CGPoint(x: point.x, y: point.y + host.table.contentOffset.y)
  }

  /// Runs one touch event through the arbitration, then what it decided: the pan scrolls, the
  /// press begins or follows.
  private mutating func deliver(_ point: CGPoint, time: TimeInterval) {
    let wasPressing = isPressTracking
    let wasScrolling = isScrolling
    path.samples.append(FingerPath.Sample(point: point, time: time))
    let index = path.samples.count - 1
    arbitration.deliver(path, sample: index)
    if let pan = arbitration.recognizer(.tableScroll), pan.isTracking {
      if !wasScrolling { scrollOrigin = host.table.contentOffset.y }
      let raw = CGPoint(x: point.x - path.start.x, y: point.y - path.start.y)
      host.table.scroll(toY: scrollOrigin - pan.translation(raw: raw).y)
    }
    guard isPressTracking else { return }
    if wasPressing {
      host.controller.handleGesture(.changed, at: contentPoint(point))
      return
    }
    host.controller.handleGesture(.began, at: contentPoint(point))
    if !host.controller.isDragging { arbitration.cancel(.dragPress, at: index) }
    if !host.isScrollEnabled { arbitration.cancel(.tableScroll, at: index) }
  }
}
