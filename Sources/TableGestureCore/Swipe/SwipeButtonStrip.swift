import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a row's strip of buttons sits in its cell: the frame of the cell's background, so a card
/// background (`UIBackgroundConfiguration` with insets and a corner radius) clips the buttons to
/// the card, leaving its inset gutter empty, as the row's content is (device review r2, V3).
@_spi(Headless) public struct SwipeButtonStrip: Equatable, Sendable {
  /// The strip's rect in the cell's coordinates.
  public var rect: CGRect
  /// The strip's corner radius (the background's).
  public var cornerRadius: CGFloat

  /// The strip of a cell with `bounds` whose background is inset by `leading`, `trailing`,
  /// `top` and `bottom` points (negative: outset, which the strip does not follow past the cell)
  /// and rounded by `cornerRadius`; `rightToLeft`: leading is the right side. Non-finite inputs
  /// count as zero; a strip never leaves the cell or has a negative size.
  public init(
    cellBounds bounds: CGRect, top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0,
    trailing: CGFloat = 0, cornerRadius: CGFloat = 0, rightToLeft: Bool = false
  ) {
    func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? Swift.max(0, v) : 0 }
    let left = clean(rightToLeft ? trailing : leading)
    let right = clean(rightToLeft ? leading : trailing)
    let width = Swift.max(0, bounds.width - left - right)
    let height = Swift.max(0, bounds.height - clean(top) - clean(bottom))
    rect = CGRect(
      x: bounds.minX + Swift.min(left, bounds.width),
      y: bounds.minY + Swift.min(clean(top), bounds.height),
      width: width, height: height)
    let radius = clean(cornerRadius)
    self.cornerRadius = Swift.min(radius, Swift.min(width, height) / 2)
  }
}
