import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The measured parts of an action's content: its title on one line and its image, in points.
@_spi(Headless) public struct SwipeContentParts: Sendable, Hashable {
  /// The title's width on one line (0 without a title).
  public var titleWidth: CGFloat
  /// The title's height on one line (0 without a title).
  public var titleHeight: CGFloat
  /// The image's width (0 without an image).
  public var imageWidth: CGFloat

  /// Creates the parts; each argument sets the property of the same name.
  public init(titleWidth: CGFloat, titleHeight: CGFloat, imageWidth: CGFloat) {
    self.titleWidth = titleWidth
    self.titleHeight = titleHeight
    self.imageWidth = imageWidth
  }

  /// No title and no image.
  public static let empty = SwipeContentParts(titleWidth: 0, titleHeight: 0, imageWidth: 0)

  /// The height of a title on one line where no text is measured (the simulated host, a host
  /// without its own measure): 18 pt, about a 15-pt system font's line.
  public static let unmeasuredTitleHeight: CGFloat = 18
}

/// How a button's title and image are arranged.
@_spi(Headless) public enum SwipeButtonContentLayout: Sendable, Hashable {
  /// The image over the title, both inside the background: the classic look.
  case stacked
  /// The image leading and the title after it, 4 pt apart, inside the background: the glass
  /// look's capsule.
  case inline
  /// The image alone: the title is not drawn (the glass look drops it when the titles do not
  /// fit the row, as UIKit 26 does). VoiceOver still reads the title.
  case imageOnly
  /// The image in the background and the title under it, `gap` points below, outside the
  /// background: the glass look's circles in rows tall enough. The background and the title are
  /// centred on the row's visible part as one group.
  case titleBelow(gap: CGFloat)

  /// How far, in points, the background and the title's centre move from the visible part's
  /// middle for a background `shapeHeight` tall and a title `titleHeight` tall (0 and 0 unless
  /// ``titleBelow(gap:)``): the group `shapeHeight + gap + titleHeight` is centred.
  public func verticalShifts(shapeHeight: CGFloat, titleHeight: CGFloat) -> (
    shape: CGFloat, title: CGFloat
  ) {
    guard case .titleBelow(let gap) = self else { return (0, 0) }
    let shape = Swift.max(0, shapeHeight.finiteOrZero)
    let title = Swift.max(0, titleHeight.finiteOrZero)
    let g = Swift.max(0, gap.finiteOrZero)
    let group = shape + g + title
    return (shape / 2 - group / 2, group / 2 - title / 2)
  }
}
