import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A title of U+200A hair spaces that makes a public-API swipe action about a wanted width.
///
/// A row action is as wide as its title plus a minimum of padding, so an invisible title sets
/// its width (the action's look then comes from a pattern-image background). The number of
/// spaces is `⌊(wanted − minimumActionWidth) × shiftFactor ÷ hairSpaceWidth⌋`, never negative.
@_spi(Headless) public struct HairSpaceTitle: Sendable, Hashable {
  /// The hair space, U+200A: the narrowest blank character with a non-zero width.
  public static let hairSpace: Character = "\u{200A}"
  /// The width of an action whose title is empty, in points.
  public static let defaultMinimumActionWidth: CGFloat = 30
  /// How much the real width of a long title falls short of the sum of its characters' widths,
  /// found by measuring.
  public static let defaultShiftFactor: CGFloat = 1.1
  /// The most spaces ever returned, so that a huge or infinite wanted width cannot build an
  /// enormous string.
  public static let maximumSpaceCount = 10_000

  /// The measured width of one hair space in the title font, in points.
  public var hairSpaceWidth: CGFloat
  /// The action width that needs no title at all, in points.
  public var minimumActionWidth: CGFloat
  /// The correction applied to the width the spaces must fill.
  public var shiftFactor: CGFloat

  /// Creates the measure for a title font whose hair space is `hairSpaceWidth` points wide.
  public init(
    hairSpaceWidth: CGFloat,
    minimumActionWidth: CGFloat = defaultMinimumActionWidth,
    shiftFactor: CGFloat = defaultShiftFactor
  ) {
    self.hairSpaceWidth = hairSpaceWidth
    self.minimumActionWidth = minimumActionWidth
    self.shiftFactor = shiftFactor
  }

  /// How many hair spaces make an action about `width` points wide.
  ///
  /// Zero when the width is NaN or no wider than the minimum, or when `hairSpaceWidth` is NaN,
  /// infinite, zero or negative. A NaN or infinite `minimumActionWidth` or a `shiftFactor` that
  /// is not finite and positive is replaced by its default; a negative minimum counts as 0.
  /// At most `maximumSpaceCount`.
  public func spaceCount(forWidth width: CGFloat) -> Int {
    guard hairSpaceWidth.isFinite, hairSpaceWidth > 0, !width.isNaN else { return 0 }
    let minimum =
      minimumActionWidth.isFinite
      ? Swift.max(0, minimumActionWidth) : HairSpaceTitle.defaultMinimumActionWidth
    let factor =
      shiftFactor.isFinite && shiftFactor > 0 ? shiftFactor : HairSpaceTitle.defaultShiftFactor
    let useful = width - minimum
    guard useful > 0 else { return 0 }
    let exact = (useful * factor / hairSpaceWidth).rounded(.down)
    guard exact < CGFloat(HairSpaceTitle.maximumSpaceCount) else {
      return HairSpaceTitle.maximumSpaceCount
    }
    return Int(exact)
  }

  /// The title for an action about `width` points wide: `spaceCount(forWidth:)` hair spaces.
  public func title(forWidth width: CGFloat) -> String {
    String(repeating: HairSpaceTitle.hairSpace, count: spaceCount(forWidth: width))
  }
}
