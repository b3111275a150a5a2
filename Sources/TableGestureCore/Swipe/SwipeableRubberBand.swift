import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How the row resists being pulled past a limit.
public enum SwipeableRubberBand: Sendable, Hashable {
  /// iOS's curve: past the limit `L` the row sits at `L + (d − L)^exponent` (0.7 on iOS).
  case power(exponent: CGFloat)
  /// SwipeCellKit's: past the limit the row moves `ratio` of the finger's travel.
  case linear(ratio: CGFloat)

  /// Where the row sits when the finger has pulled it `distance` points toward the actions and
  /// resistance starts at `limit`. Non-finite or negative inputs count as zero; a bad exponent
  /// or ratio counts as 1 (no resistance) only if it is non-finite, and is clamped into 0…1.
  @_spi(Headless) public func apply(distance: CGFloat, limit: CGFloat) -> CGFloat {
    let d = Swift.max(0, distance.finiteOrZero)
    let l = Swift.max(0, limit.finiteOrZero)
    guard d > l else { return d }
    let over = d - l
    switch self {
    case .power(let exponent):
      let e = exponent.isFinite ? exponent.clamped(0, 1) : 1
      return l + pow(over, e)
    case .linear(let ratio):
      let r = ratio.isFinite ? ratio.clamped(0, 1) : 1
      return l + r * over
    }
  }

  /// The row's displacement when pulled `distance` points toward a side it cannot open
  /// (a negative number of the same sign as the pull): `−|d|^exponent` or `ratio · d`.
  @_spi(Headless) public func wrongSide(distance: CGFloat) -> CGFloat {
    let d = Swift.max(0, distance.finiteOrZero)
    switch self {
    case .power(let exponent):
      return -pow(d, exponent.isFinite ? exponent.clamped(0, 1) : 1)
    case .linear(let ratio):
      return -(ratio.isFinite ? ratio.clamped(0, 1) : 1) * d
    }
  }
}
