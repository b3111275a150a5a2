import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where buttons sit vertically on a row: centred on the row's visible part (tall rows that
/// run under a bar or off screen), as SwipeCellKit does with `visibleRect(for:)`.
@_spi(Headless) public enum SwipeVerticalBand {
  /// The band, in row coordinates (y from the row's top): the part of `rowRect` inside
  /// `visibleTop…visibleBottom` (content coordinates). A row entirely out of view, or any
  /// non-finite input, gives the whole row. Heights below zero count as zero.
  @inline(__always)
  public static func band(rowRect: CGRect, visibleTop: CGFloat, visibleBottom: CGFloat)
    -> (minY: CGFloat, height: CGFloat)
  {
    let height = Swift.max(0, rowRect.height.finiteOrZero)
    guard rowRect.minY.isFinite, visibleTop.isFinite, visibleBottom.isFinite else {
      return (0, height)
    }
    let top = Swift.max(rowRect.minY, visibleTop)
    let bottom = Swift.min(rowRect.minY + height, visibleBottom)
    guard bottom > top else { return (0, height) }
    return (top - rowRect.minY, bottom - top)
  }

  /// The y of something `length` tall centred in the band.
  public static func centredY(length: CGFloat, in band: (minY: CGFloat, height: CGFloat))
    -> CGFloat
  {
    band.minY + (band.height - Swift.max(0, length.finiteOrZero)) / 2
  }
}
