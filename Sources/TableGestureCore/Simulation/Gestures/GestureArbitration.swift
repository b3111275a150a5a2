import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// UIKit's gesture arbitration on the simulated table: one finger path is delivered to every
/// recognizer at once, and the rules that decide which of them begins are applied at each
/// touch event. Pure numbers in (``FingerPath``, the recognizers' rules, the library's
/// ``LibraryGestureRules``), decisions out (each recognizer's state and translations).
///
/// The rules, each from decompiled UIKitCore 26.1 or Apple's pages:
/// - **Own thresholds first.** At each event every recognizer still possible judges the travel
///   from touch-down by its own rule (``SimulatedRecognizer/Rule``). Recognizers are asked in
///   the order they were added to the table (the table's scroll pan, created with the table,
///   first); which one wins when two cross their thresholds in the same event is not derivable
///   from the decompile (a device check), and this order is the model's choice.
/// - **Require-to-fail.** A recognizer whose rule says begin while one it must wait for is
///   possible or waiting does not begin: it waits (`-[UIGestureRecognizer _updateGestureForActiveEvents]`
///   sends no action while `_hasUnmetFailureRequirements`). When all it waits for have failed it
///   begins, its translation restarting at zero (`-[UIPanGestureRecognizer
///   _willBeginAfterSatisfyingFailureRequirements]` → `setTranslation:CGPointZero`); when one of
///   them begins instead, it fails ("if otherGestureRecognizer transitions to …Recognized or
///   …Began then this recognizer will instead transition to …Failed", `UIGestureRecognizer.h`
///   on `requireGestureRecognizerToFail:`). Who waits for whom: the library's rules
///   (``LibraryGestureRules/swipePanIsRequiredToFail(by:)``) and UIKit's own — the iOS 26 content
///   back-swipe waits for UIKit's swipe pan (`-[_UINavigationInteractiveTransitionBase
///   _gestureRecognizer:shouldRequireFailureOfGestureRecognizer:]`: `[other _isGestureType:21]`);
///   on a list the library's pan waits for UIKit's swipe pan
///   (``LibraryGestureRules/swipePanRequiresFailure(of:)``).
/// - **Exclusion.** A recognizer that begins prevents every other one that is still possible or
///   waiting, unless the two may recognize simultaneously (`canPreventGestureRecognizer:` is YES
///   by default; https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)).
///   Only the library's drag press and its dismissal of an open row recognize alongside others
///   (``LibraryGestureRules/recognizeSimultaneously(_:_:)``); UIKit's swipe pan
///   declares nothing toward the table's pan (`_UISwipeHandler`'s simultaneous answer covers only
///   its dismissal tap).
/// - **The delegate's veto.** A recognizer about to begin asks its `gestureRecognizerShouldBegin(_:)`
///   (``SimulatedRecognizer/shouldBegin``); `false` fails it.
/// - **Turned off.** A recognizer disabled while it tracks is cancelled (``cancel(_:at:)``).
/// - **A second finger** (``FingerPath/secondFingerDown``) fails the swipe pans still
///   undecided (``SimulatedRecognizer/Rule``'s `failsOnAnotherTouch`; facts W4).
/// - **Lift-off.** A tap still possible is recognized; recognizers still possible or waiting fail.
/// - **Touches of the row's views** (``ContentTouchDelivery``): held back while the table decides
///   whether to scroll (`delaysContentTouches`), cancelled when a recognizer with
///   `cancelsTouchesInView` begins.
@_spi(Headless) public struct GestureArbitration {
  /// The library's rules in force.
  public var rules: LibraryGestureRules
  /// The recognizers, in the order they were added to the table.
  public private(set) var recognizers: [SimulatedRecognizer]
  /// What the row's views received.
  public private(set) var contentTouches = ContentTouchDelivery()

  /// The table's `recognizers`, related by UIKit's rules and the library's `rules`.
  public init(_ recognizers: [SimulatedRecognizer], rules: LibraryGestureRules = .current) {
    self.recognizers = recognizers
    self.rules = rules
  }

  /// Whether `waiting` must wait for `required` to fail.
  public func requiresFailure(of required: GestureRole, before waiting: GestureRole) -> Bool {
    switch (required, waiting) {
    case (.swipePan, _): rules.swipePanIsRequiredToFail(by: waiting)
    case (_, .swipePan): rules.swipePanRequiresFailure(of: required)
    case (.systemSwipe, .contentPop): true
    default: false
    }
  }

  /// Whether `a` and `b` may both be recognized at once.
  public func recognizeSimultaneously(_ a: GestureRole, _ b: GestureRole) -> Bool {
    rules.recognizeSimultaneously(a, b)
  }

  /// The recognizer playing `role`, if it is on the table.
  public func recognizer(_ role: GestureRole) -> SimulatedRecognizer? {
    recognizers.first { $0.role == role }
  }

  /// Delivers every sample of `path`, then lift-off.
  public mutating func run(_ path: FingerPath) {
    for index in path.samples.indices { deliver(path, sample: index) }
    liftOff(at: path.samples.count - 1)
  }

  /// Lift-off after sample `index`: a tap still possible is recognized (and excludes the others
  /// not allowed alongside it); recognizers still possible or waiting fail.
  public mutating func liftOff(at index: Int) {
    for i in recognizers.indices
    where recognizers[i].state == .possible && recognizers[i].rule.recognizesAtLiftOff {
      begin(i, at: index, raw: .zero, location: liftPoint ?? .zero, afterWaiting: false)
    }
    for i in recognizers.indices where recognizers[i].beganIndex == nil {
      recognizers[i].state = .failed
    }
    contentTouches.lift(at: index)
  }

  /// Where the finger was at the last sample delivered.
  private var liftPoint: CGPoint?

  /// Turns the recognizer playing `role` off at sample `index` (UIKit: `isEnabled = false`; a
  /// scroll view's pan when `isScrollEnabled` goes `false`): one that began is cancelled ("If you
  /// change this property to false while a gesture recognizer is currently recognizing a
  /// gesture, the gesture recognizer transitions to a cancelled state",
  /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled), one still
  /// possible or waiting fails.
  public mutating func cancel(_ role: GestureRole, at index: Int) {
    for i in recognizers.indices where recognizers[i].role == role {
      switch recognizers[i].state {
      case .began(let began): recognizers[i].state = .cancelled(began: began, at: index)
      case .possible, .waiting: recognizers[i].state = .failed
      case .failed, .cancelled: break
      }
    }
  }

  /// Delivers sample `index` of `path` (0: touch-down): a path may grow between calls, one
  /// touch event at a time, and ``liftOff(at:)`` ends it.
  public mutating func deliver(_ path: FingerPath, sample index: Int) {
    let start = path.start
    let sample = path.samples[index]
    let raw = CGPoint(x: sample.point.x - start.x, y: sample.point.y - start.y)
    let elapsed = sample.time - (path.samples.first?.time ?? 0)
    liftPoint = sample.point
    if index == path.secondFingerDown {
      for i in recognizers.indices
      where recognizers[i].rule.failsOnAnotherTouch
        && (recognizers[i].state == .possible || recognizers[i].state == .waiting)
      {
        recognizers[i].state = .failed
      }
    }
    for i in recognizers.indices where recognizers[i].state == .possible {
      switch recognizers[i].rule.judge(start: start, translation: raw, elapsed: elapsed) {
      case .stay: continue
      case .fail: recognizers[i].state = .failed
      case .begin:
        if waitsOnSomeone(i) {
          recognizers[i].state = .waiting
        } else {
          begin(i, at: index, raw: raw, location: sample.point, afterWaiting: false)
        }
      }
      resolveWaiting(at: index, raw: raw, location: sample.point)
    }
    resolveWaiting(at: index, raw: raw, location: sample.point)
    contentTouches.move(at: index, translation: raw, elapsed: elapsed, scrollBegan: scrollBegan)
  }

  private var scrollBegan: Bool { recognizer(.tableScroll)?.beganIndex != nil }

  /// Whether recognizer `i` must still wait for another that is possible or waiting.
  private func waitsOnSomeone(_ i: Int) -> Bool {
    recognizers.indices.contains { j in
      j != i && requiresFailure(of: recognizers[j].role, before: recognizers[i].role)
        && (recognizers[j].state == .possible || recognizers[j].state == .waiting)
    }
  }

  /// Whether one that recognizer `i` waits for has begun.
  private func lostToRequired(_ i: Int) -> Bool {
    recognizers.indices.contains { j in
      j != i && requiresFailure(of: recognizers[j].role, before: recognizers[i].role)
        && recognizers[j].beganIndex != nil
    }
  }

  /// Releases or fails waiting recognizers until nothing changes.
  private mutating func resolveWaiting(at index: Int, raw: CGPoint, location: CGPoint) {
    var changed = true
    while changed {
      changed = false
      for i in recognizers.indices where recognizers[i].state == .waiting {
        if lostToRequired(i) {
          recognizers[i].state = .failed
          changed = true
        } else if !waitsOnSomeone(i) {
          begin(i, at: index, raw: raw, location: location, afterWaiting: true)
          changed = true
        }
      }
    }
  }

  /// Begins recognizer `i` and excludes every other one not allowed alongside it, unless its
  /// ``SimulatedRecognizer/shouldBegin`` refuses at `location`, which fails it.
  private mutating func begin(
    _ i: Int, at index: Int, raw: CGPoint, location: CGPoint, afterWaiting: Bool
  ) {
    if let shouldBegin = recognizers[i].shouldBegin, !shouldBegin(location) {
      recognizers[i].state = .failed
      return
    }
    recognizers[i].begin(at: index, raw: raw, afterWaiting: afterWaiting)
    let role = recognizers[i].role
    for j in recognizers.indices where j != i && !recognizeSimultaneously(role, recognizers[j].role)
    {
      if recognizers[j].state == .possible || recognizers[j].state == .waiting {
        recognizers[j].state = .failed
      }
    }
    if recognizers[i].cancelsTouchesInView { contentTouches.cancel(at: index) }
  }
}
