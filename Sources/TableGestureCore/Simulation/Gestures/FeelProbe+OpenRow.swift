import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FeelProbe {
  /// What a touch on another row did while a row was open: whether a tap recognizer of the
  /// app's in the touched row fired, when the table scrolled, and whether the open row closed —
  /// on the library's swipe (its dismissal tap and touch shield), and on UIKit's own swipe as
  /// modelled.
  public struct OpenRowTouch: Sendable, Hashable {
    /// Whether the app's tap in the touched row fired with the library's swipe.
    public var cellTapFires: Bool
    /// The travel when the table scrolled with the library's swipe, or `nil`.
    public var scrollTravel: Double?
    /// Whether the open row came to rest closed.
    public var closes: Bool
    /// Whether the app's tap fired under UIKit's own swipe.
    public var uikitCellTapFires: Bool
    /// The travel when the table scrolled under UIKit's own swipe, or `nil`.
    public var uikitScrollTravel: Double?
  }

  /// Replays `path` while the row at `open` is open on `controller` (whose host is `host`),
  /// the touch landing in another row that has a tap recognizer of the app's. The library's
  /// side runs the touch as the UIKit skin does: the dismissal tap hears the touch-down
  /// (``SwipeController/touchDown(at:)``), the shield begins at once where the touch only closes
  /// the row (``SwipeController/touchOnlyCloses(at:)``), both recognizing alongside the table's
  /// own recognizers only (``LibraryGestureRules/dismissalRecognizesWith``). UIKit's side: its
  /// dismissal tap, recognized at lift-off alongside its swipe pan and the table's recognizers
  /// only (`-[_UISwipeHandler gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:]`;
  /// facts W6), added before the app's tap, so it is asked first at lift-off (the order within
  /// one event is the model's choice, as in ``GestureArbitration``).
  public static func openRowTouch(
    _ path: FingerPath, on controller: SwipeController, host: SimulatedSwipeHost,
    open: IndexPath
  ) -> OpenRowTouch {
    controller.touchDown(at: path.start)
    var ours = GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(
        .swipePan, .swipePan { controller.panDecision(at: $0, translation: $1) }),
      SimulatedRecognizer(
        .dismissal, .longPress(duration: 0, allowableMovement: 10),
        shouldBegin: { controller.touchOnlyCloses(at: $0) }),
      SimulatedRecognizer(.cellTap, .tap(allowableMovement: 10)),
    ])
    ours.run(path)
    var time = path.samples.last?.time ?? 0
    controller.tick(at: time)
    let settled = time + 5
    while controller.needsFrames, time < settled {
      time += 1.0 / 60
      controller.tick(at: time)
    }

    var rules = LibraryGestureRules.current
    rules.dismissalRecognizesWith = [.dismissal, .tableScroll, .systemSwipe]
    var uikit = GestureArbitration(
      [
        SimulatedRecognizer(.tableScroll, .tableScroll),
        SimulatedRecognizer(.systemSwipe, .systemSwipe { _, _ in true }),
        SimulatedRecognizer(.dismissal, .tap(allowableMovement: 10)),
        SimulatedRecognizer(.cellTap, .tap(allowableMovement: 10)),
      ], rules: rules)
    uikit.run(path)
    func scroll(_ arbitration: GestureArbitration) -> Double? {
      arbitration.recognizer(.tableScroll)?.beganIndex.map(path.travel(at:))
    }
    return OpenRowTouch(
      cellTapFires: ours.recognizer(.cellTap)?.beganIndex != nil, scrollTravel: scroll(ours),
      closes: host.offset(at: open) == 0,
      uikitCellTapFires: uikit.recognizer(.cellTap)?.beganIndex != nil,
      uikitScrollTravel: scroll(uikit))
  }
}
