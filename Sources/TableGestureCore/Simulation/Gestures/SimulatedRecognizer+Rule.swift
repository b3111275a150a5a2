import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedRecognizer {
  /// A recognizer's own rule, judged on the finger's travel from touch-down (`translation`,
  /// points) and the time since (`elapsed`, seconds), before any other recognizer is weighed.
  public enum Rule {
    /// The table's scroll pan (`UIScrollViewPanGestureRecognizer`), on a table that scrolls only
    /// vertically: begins once |ty| ≥ 10 pt (UIKit's pan hysteresis,
    /// `+[UIPanGestureRecognizer _defaultHysteresis]`); sideways travel alone never begins it
    /// (`-[UIScrollViewPanGestureRecognizer _shouldTryToBeginWithEvent:]`: a view that cannot
    /// pan horizontally needs `_willScrollY`).
    case tableScroll
    /// The library's swipe pan (`SwipePanGestureRecognizer`): the engine's verdict (`decide`,
    /// given the touch-down point and the translation: `SwipeController/panDecision(at:translation:)`)
    /// until it says begin or fail; on "begin" the moves reach `UIPanGestureRecognizer`, whose
    /// own 10 pt are long passed, so it begins on that event.
    case swipePan(decide: (_ start: CGPoint, _ translation: CGPoint) -> SwipePanDecision)
    /// UIKit's own swipe pan (`_UISwipeActionPanGestureRecognizer`), the reference: per axis
    /// 25 pt (`-[_UISwipeHandler _setUp]`: `_setHysteresis:25.0`); at that event it fails when the
    /// row may not swipe toward that side (`mayBegin(start, towardPositiveX)`:
    /// `-[_UISwipeHandler gestureRecognizerShouldBegin:]` →
    /// `-[UISwipeActionController swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:]`,
    /// no actions there → NO), and when the translation left after the 25 pt is more vertical
    /// than horizontal (`-[_UISwipeActionPanGestureRecognizer setState:]`).
    case systemSwipe(mayBegin: (_ start: CGPoint, _ towardPositiveX: Bool) -> Bool)
    /// A long press (`UILongPressGestureRecognizer`): begins after `duration` seconds unless
    /// the finger moved more than `allowableMovement` points (Euclidean) first, which fails it
    /// (`-[UILongPressGestureRecognizer touchesMoved:withEvent:]`, "tooMuchMovement").
    case longPress(duration: TimeInterval, allowableMovement: Double)
    /// The iOS 26 content back-swipe (`_UIParallaxTransitionPanGestureRecognizer`, its simple
    /// case): per axis 15 pt; begins when that travel is toward the trailing side
    /// (`towardPositiveX`: left to right in a left-to-right layout) and mostly horizontal, else
    /// fails (`-_shouldTryToBeginWithEvent:`; decompiled UIKitCore 26.1).
    case contentPop(towardPositiveX: Bool)
    /// A tap (`UITapGestureRecognizer`, one tap, one finger): recognized at lift-off unless the
    /// finger moved more than `allowableMovement` points (Euclidean) first, which fails it (the
    /// distance lives in the private `UITapRecognizer`, not read; about 10 pt on devices).
    case tap(allowableMovement: Double)

    /// The travel a pan removes from its translation when it begins on its own (points per axis).
    var hysteresis: CGFloat {
      switch self {
      case .tableScroll, .swipePan: 10
      case .systemSwipe: 25
      case .contentPop: 15
      case .longPress, .tap: 0
      }
    }

    /// Whether a second finger touching down fails the recognizer while it is undecided: UIKit's
    /// swipe pan does (`-[_UISwipeActionPanGestureRecognizer touchesBegan:withEvent:]`:
    /// `_activeTouches count` above one → `setState:5`, failed; facts W4), and so does the
    /// library's (``SwipePanDecision/failsOnAnotherTouch(judged:)``). The table's scroll pan
    /// goes on (it takes any number of touches); the others are not modelled with two fingers.
    var failsOnAnotherTouch: Bool {
      switch self {
      case .swipePan: SwipePanDecision.failsOnAnotherTouch(judged: false)
      case .systemSwipe: true
      case .tableScroll, .longPress, .contentPop, .tap: false
      }
    }

    /// Whether the recognizer is recognized when the finger lifts while it is still possible
    /// (a tap); every other one fails then.
    var recognizesAtLiftOff: Bool {
      if case .tap = self { return true }
      return false
    }

    /// The own verdict on `translation` (points from touch-down) after `elapsed`
    /// seconds, from touch-down point `start`.
    func judge(start: CGPoint, translation t: CGPoint, elapsed: TimeInterval)
      -> SimulatedRecognizer.Judgement
    {
      let (ax, ay) = (abs(t.x), abs(t.y))
      switch self {
      case .tableScroll:
        return ay >= 10 ? .begin : .stay
      case .swipePan(let decide):
        switch decide(start, t) {
        case .wait: return .stay
        case .begin: return .begin
        case .fail: return .fail
        }
      case .systemSwipe(let mayBegin):
        guard ax >= 25 || ay >= 25 else { return .stay }
        guard mayBegin(start, t.x > 0) else { return .fail }
        return Swift.max(ax - 25, 0) < Swift.max(ay - 25, 0) ? .fail : .begin
      case .longPress(let duration, let allowableMovement):
        if Double(t.x * t.x + t.y * t.y).squareRoot() > allowableMovement { return .fail }
        return elapsed >= duration ? .begin : .stay
      case .contentPop(let positive):
        guard ax >= 15 || ay >= 15 else { return .stay }
        return ax >= ay && (t.x > 0) == positive ? .begin : .fail
      case .tap(let allowableMovement):
        return Double(t.x * t.x + t.y * t.y).squareRoot() > allowableMovement ? .fail : .stay
      }
    }
  }

  /// What a recognizer makes of the finger so far, on its own.
  enum Judgement: Equatable {
    case stay
    case begin
    case fail
  }
}
