import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  /// One callback of the skin's swipe pan recogniser, forwarded as the UIKit host forwards it
  /// (the simulated table's arbitration replays the same call). `judgedFrom`: where the finger
  /// touched down when the recogniser began only after ``panDecision(at:translation:)`` said
  /// "begin" (a touch pan), `nil` for a pan judged otherwise (trackpad, mouse: as
  /// ``handlePan(_:location:translation:velocity:)``, the hysteresis applied while following).
  /// `host`, when given, must be this controller's ``host``.
  ///
  /// A judged pan is claimed on `.began`, from the touch-down point, and the row is placed at
  /// the finger's travel past the row's hysteresis (0 for a slow drag: no jump), then trails the
  /// finger by the hysteresis, as UIKit's own swipe does (its offset is the translation left
  /// after `_setHysteresis:25.0`, `-[UISwipeActionController _swipeRecognizerChanged:]`;
  /// decompiled UIKitCore 26.1). The recogniser's translation has already lost
  /// `UIPanGestureRecognizer`'s own 10 pt (`-_removeHysteresisFromTranslation`), so judging it
  /// against the hysteresis again would make the row wait 10 pt more (device review r4, N1).
  public func forwardRecognizerPan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint,
    judgedFrom start: CGPoint?
  ) {
    if phase == .began, let start, start.x.isFinite, start.y.isFinite {
      forwardJudgedBegan(
        location: location, translation: translation, velocity: velocity, start: start, host: nil)
    } else {
      handlePan(phase, location: location, translation: translation, velocity: velocity)
    }
  }

  /// ``forwardRecognizerPan(_:location:translation:velocity:judgedFrom:)`` called by the host
  /// itself, which hands itself in: `host` must be this controller's ``host`` (see
  /// ``panChanged(translation:location:velocity:from:)``). Not optional: a pan update passes it
  /// on without retaining it (an optional one was retained and released around the update, each
  /// time through the host's side table on Linux).
  public func forwardRecognizerPan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint,
    judgedFrom start: CGPoint?, from host: SwipeHost
  ) {
    if phase == .began, let start, start.x.isFinite, start.y.isFinite {
      forwardJudgedBegan(
        location: location, translation: translation, velocity: velocity, start: start, host: host)
    } else {
      handlePan(phase, location: location, translation: translation, velocity: velocity, from: host)
    }
  }

  /// The `.began` of a judged pan: claimed from the touch-down point (see above).
  private func forwardJudgedBegan(
    location: CGPoint, translation: CGPoint, velocity: CGPoint, start: CGPoint, host: SwipeHost?
  ) {
    func changed(_ translation: CGPoint) {
      if let host {
        panChanged(translation: translation, location: location, velocity: velocity, from: host)
      } else {
        panChanged(translation: translation, location: location, velocity: velocity)
      }
    }
    panBegan(at: start)
    if pan?.verdict == .undecided { pan?.hysteresis = 0 }
    // A pan that began only once a recognizer it waits for failed (UIKit's list swipe pan,
    // `LibraryGestureRules.list`) has its translation restarted at zero
    // (`-[UIPanGestureRecognizer _willBeginAfterSatisfyingFailureRequirements]`): the claim is
    // then judged on the finger's travel since touch-down, which the engine already judged a
    // swipe, so the row loses none of it.
    let travel = CGPoint(x: location.x - start.x, y: location.y - start.y)
    let restarted = translation == .zero && travel.x.isFinite && travel.y.isFinite
    changed(restarted ? travel : translation)
    // Claimed: the row goes where UIKit's would, the finger's travel past the hysteresis
    // (0 for a slow drag; a fast one may have passed it within one event).
    guard case .claimed(let base)? = pan?.verdict, let row = pan?.row, location.x.isFinite
    else { return }
    let h = panHysteresis(of: row) ?? panHysteresis
    let excess = travel.x < 0 ? Swift.min(travel.x + h, 0) : Swift.max(travel.x - h, 0)
    let judged = translation.x - excess
    guard judged.isFinite, judged != base else { return }
    pan?.verdict = .claimed(baseTranslation: judged)
    changed(translation)
  }
}
