import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FeelProbe {
  /// What lift-off decided after a horizontal swipe: where the row was and how fast the finger
  /// moved when it lifted, and whether the row came to rest open — on the library's swipe, and
  /// under UIKit's own release rule as modelled.
  public struct Release: Sendable, Hashable {
    /// The library's row offset at lift-off (points; negative: toward the trailing edge).
    public var offset: Double
    /// The finger's horizontal velocity at lift-off (points per second), from its last two
    /// touch events, as the pan reports it.
    public var velocity: Double
    /// Whether the library's row came to rest open.
    public var opens: Bool
    /// Whether UIKit's own swipe would leave the row open (its offset is the finger's travel
    /// past 25 pt), or `nil` when its swipe pan never began.
    public var uikitOpens: Bool?
  }

  /// Replays `path` (touch-down on a row with actions) on the library's swipe — `controller`,
  /// whose host is `host` — releases it with the finger's velocity at lift-off, lets the row
  /// settle, and reports the decision; `nil` when the swipe pan never began (the table scrolled,
  /// or a second finger failed it). `openWidth`: how far the row opens (points), for UIKit's rule.
  public static func release(
    _ path: FingerPath, on controller: SwipeController, host: SimulatedSwipeHost,
    openWidth: Double
  ) -> Release? {
    var arbitration = GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(
        .swipePan, .swipePan { controller.panDecision(at: $0, translation: $1) }),
    ])
    arbitration.run(path)
    guard let swipe = arbitration.recognizer(.swipePan), let began = swipe.beganIndex,
      let row = controller.table.indexPathForRow(at: path.start)
    else { return nil }
    let last = path.samples.count - 1
    for index in began...last {
      controller.forwardRecognizerPan(
        index == began ? .began : .changed, location: path.samples[index].point,
        translation: swipe.translation(raw: raw(path, index)),
        velocity: CGPoint(x: velocity(path, at: index), y: 0), judgedFrom: path.start)
    }
    let offset = Double(host.offset(at: row))
    let lift = velocity(path, at: last)
    controller.forwardRecognizerPan(
      .ended, location: path.samples[last].point,
      translation: swipe.translation(raw: raw(path, last)),
      velocity: CGPoint(x: lift, y: 0), judgedFrom: path.start)
    var time = path.samples[last].time
    controller.tick(at: time)
    while controller.needsFrames, time < path.samples[last].time + 5 {
      time += 1.0 / 60
      controller.tick(at: time)
    }
    let opens = host.offset(at: row) != 0
    return Release(
      offset: offset, velocity: Double(lift), opens: opens,
      uikitOpens: uikitRelease(path, openWidth: openWidth))
  }

  /// UIKit's own swipe on `path`: its row offset at lift-off (the travel past its 25 pt), then
  /// its release rule — "if |v| ≤ 50 pt/s it opens when past half the open threshold; if faster,
  /// it opens when v points toward opening" (`-[UISwipeActionController
  /// _swipeRecognizerEnded:wasCancelled:]`, decompiled UIKitCore 26.1; facts W9). `nil` when its
  /// pan never began.
  static func uikitRelease(_ path: FingerPath, openWidth: Double) -> Bool? {
    var arbitration = GestureArbitration([
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(.systemSwipe, .systemSwipe { _, _ in true }),
    ])
    arbitration.run(path)
    guard let swipe = arbitration.recognizer(.systemSwipe), swipe.beganIndex != nil else {
      return nil
    }
    let last = path.samples.count - 1
    let offset = Double(swipe.translation(raw: raw(path, last)).x)
    let v = Double(velocity(path, at: last))
    // The side the row opens toward is the side the swipe began toward.
    let opening = swipe.beganIndex.map { Double(raw(path, $0).x) < 0 ? -1.0 : 1.0 } ?? 1
    if abs(v) <= 50 { return abs(offset) > openWidth / 2 && offset * opening > 0 }
    return v * opening > 0
  }

  /// The finger's horizontal velocity at sample `index` (points per second), from the event
  /// before it; 0 at touch-down or for events at the same time.
  static func velocity(_ path: FingerPath, at index: Int) -> CGFloat {
    guard index > 0 else { return 0 }
    let (a, b) = (path.samples[index - 1], path.samples[index])
    let dt = b.time - a.time
    return dt > 0 ? (b.point.x - a.point.x) / CGFloat(dt) : 0
  }
}
