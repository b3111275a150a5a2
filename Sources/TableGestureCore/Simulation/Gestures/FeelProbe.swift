import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Replays a finger path through the simulated table's gesture arbitration
/// (``GestureArbitration``) and measures how it felt (``FeelMeasurement``), for three tables: a
/// plain one, one with the library's swipe (its pan judged by a real ``SwipeController`` and its
/// translations handed to that controller as the UIKit skin hands them), and UIKit's own swipe
/// as modelled.
@_spi(Headless) public enum FeelProbe {
  /// The table a path is replayed on.
  public enum Table {
    /// Only the table's scroll pan.
    case plain
    /// The library's swipe (and, when `dragable`, its drag press) on `controller`, whose host
    /// is `host`.
    case swipeable(SwipeController, host: SimulatedSwipeHost, dragable: Bool)
    /// UIKit's own swipe; `mayBegin` says whether the row under the start has actions on the
    /// side the finger moves toward.
    case systemSwipe(mayBegin: (CGPoint, Bool) -> Bool)
  }

  /// Measures `path` on `table`. `pushed`: the table is on a pushed screen of a navigation
  /// controller on iOS 26, whose content back-swipe also meets the finger (left to right when
  /// not `rightToLeft`). `alongside`: UIKit's own swipe pan is also on the swipeable table
  /// (a list whose configuration has swipe providers: `mayBegin` as for `Table.systemSwipe`),
  /// added after the library's, so that when both decide at one event the library's waits under
  /// rules that make it (``LibraryGestureRules/list``).
  public static func measure(
    _ path: FingerPath, on table: Table, pushed: Bool = false, rightToLeft: Bool = false,
    rules: LibraryGestureRules = .current,
    alongside systemSwipe: ((_ start: CGPoint, _ towardPositiveX: Bool) -> Bool)? = nil
  ) -> FeelMeasurement {
    var recognizers = [SimulatedRecognizer(.tableScroll, .tableScroll)]
    switch table {
    case .plain:
      break
    case .swipeable(let controller, _, let dragable):
      recognizers.append(
        SimulatedRecognizer(
          .swipePan, .swipePan { controller.panDecision(at: $0, translation: $1) }))
      if dragable {
        recognizers.append(
          SimulatedRecognizer(
            .dragPress,
            .longPress(
              duration: rules.dragPressDuration,
              allowableMovement: rules.dragPressAllowableMovement)))
      }
      if let systemSwipe {
        recognizers.append(SimulatedRecognizer(.systemSwipe, .systemSwipe(mayBegin: systemSwipe)))
      }
    case .systemSwipe(let mayBegin):
      recognizers.append(SimulatedRecognizer(.systemSwipe, .systemSwipe(mayBegin: mayBegin)))
    }
    if pushed {
      recognizers.append(
        SimulatedRecognizer(.contentPop, .contentPop(towardPositiveX: !rightToLeft)))
    }
    var arbitration = GestureArbitration(recognizers, rules: rules)
    arbitration.run(path)

    var result = FeelMeasurement()
    let last = path.samples.count - 1
    let finger = raw(path, last)
    if let scroll = arbitration.recognizer(.tableScroll), let began = scroll.beganIndex {
      result.scrollTravel = path.travel(at: began)
      result.contentTrail = Double(abs(finger.y) - abs(scroll.translation(raw: finger).y))
    }
    result.popTravel = arbitration.recognizer(.contentPop)?.beganIndex.map(path.travel(at:))
    result.pressTravel = arbitration.recognizer(.dragPress)?.beganIndex.map(path.travel(at:))
    switch table {
    case .plain:
      break
    case .systemSwipe:
      // The row's offset is the translation left after the 25 pt (`-[UISwipeActionController
      // _swipeRecognizerChanged:]` with `_UISwipeActionGestureRecognizerEffectiveTranslation`).
      if let swipe = arbitration.recognizer(.systemSwipe), let began = swipe.beganIndex {
        result.rowTravel = path.travel(at: began)
        result.rowJump = Double(swipe.translation(raw: raw(path, began)).x)
        result.rowTrail = Double(abs(finger.x) - abs(swipe.translation(raw: finger).x))
      }
    case .swipeable(let controller, let host, _):
      guard let swipe = arbitration.recognizer(.swipePan), let began = swipe.beganIndex,
        let row = controller.table.indexPathForRow(at: path.start)
      else { break }
      var claimed: Int?
      var jump: Double?
      var offset = 0.0
      for index in began...last {
        let t = swipe.translation(raw: raw(path, index))
        controller.forwardRecognizerPan(
          index == began ? .began : .changed, location: path.samples[index].point,
          translation: t, velocity: .zero, judgedFrom: path.start)
        offset = Double(host.offset(at: row))
        if claimed == nil, controller.activeRow == row {
          claimed = index
          jump = offset
        }
      }
      controller.forwardRecognizerPan(
        .cancelled, location: path.samples[last].point, translation: .zero, velocity: .zero,
        judgedFrom: path.start)
      guard let claimed else { break }
      result.rowTravel = path.travel(at: claimed)
      result.rowJump = jump
      result.rowTrail = Double(abs(finger.x)) - abs(offset)
    }
    return result
  }

  static func raw(_ path: FingerPath, _ index: Int) -> CGPoint {
    let p = path.samples[index].point
    return CGPoint(x: p.x - path.start.x, y: p.y - path.start.y)
  }
}
