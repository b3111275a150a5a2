import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The pan the controller is watching: where it started, over which row, and whether it has
/// been judged a swipe.
struct SwipePanState {
  enum Verdict: Equatable {
    case undecided
    /// A swipe; the x translation at the moment it was claimed (subtracted so the row does not
    /// jump by the hysteresis).
    case claimed(baseTranslation: CGFloat)
    case refused
  }

  var start: CGPoint
  var row: IndexPath?
  var verdict: Verdict = .undecided
  /// The travel before the pan is judged: the row's profile's (`nil`: the controller's).
  var hysteresis: CGFloat?
}
