import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The glass look's buttons for one row: each action's width, shape and content arrangement, as
/// UIKit 26 sizes them.
///
/// Sources: decompiled UIKitCore 26.1 (23B85), `-[_UISwipeActionDynamicButtonView layoutSubviews]`,
/// `-[UISwipeActionDynamicPullView prepareButtons]`, `calculateUniformSize`,
/// `calculateAllInlineWidths:` and `+imageOnlyButtonWidth:`. With `H` the row's height and
/// `h = ⌊H⌋ − 8`:
/// - **Title under a circle** when every action has an image and a title, `H ≥ 60` and
///   `h − titleHeight − 4 ≥ 30`: a circle of `min(50, h − titleHeight − 4)` with the title 4 pt
///   under it, as wide as the widest title (at least 50; 60 when the circle had to shrink) when
///   that is at most 100 pt.
/// - **Inline** otherwise, when the buttons fit the row (`p·(n+1) + Σ widths ≤ row width`): a
///   capsule `min(h, 50)` tall (80 when a title-only action is present) with the image leading
///   and the title 4 pt after it; a title alone sits in a rectangle `min(h, 80)` tall with
///   16-pt corners. When every action has the same kind of content and `n` of the widest fit,
///   all take the widest (at most 100 pt).
/// - **Image only** for an image without a title, and for an image whose title does not fit: a
///   50-pt circle in rows at least 58 pt tall, else a capsule `h` tall and 60 pt wide. The title
///   is not drawn (VoiceOver still reads it).
///
/// Numbers no decompiled file holds, marked as needing a device (`docs/device-notes.md`): the
/// capsule's inner padding (``inlineContentInset``, `UIButton.Configuration.filled()`'s default
/// content insets) and the largest row height UIKit draws buttons for (its
/// `+maximumButtonHeight` is not in the dump; rows of any height are used here).
@_spi(Headless) public enum SwipeGlassLayout {
  /// The space left above and below a capsule: `h = ⌊H⌋ − 8`.
  public static let verticalInset: CGFloat = 8
  /// An image-only circle's diameter, and the largest circle over a title.
  public static let circleDiameter: CGFloat = 50
  /// The least row height for an image-only circle.
  public static let circleMinimumRowHeight: CGFloat = 58
  /// The least row height for a title under a circle.
  public static let titleBelowMinimumRowHeight: CGFloat = 60
  /// The least circle over a title.
  public static let titleBelowMinimumCircle: CGFloat = 30
  /// The width of an image-only capsule in rows too short for a circle.
  public static let imageOnlyCapsuleWidth: CGFloat = 60
  /// The tallest inline capsule (with a title-only action present: ``titleOnlyMaximumHeight``).
  public static let inlineMaximumHeight: CGFloat = 50
  /// The tallest title-only rectangle.
  public static let titleOnlyMaximumHeight: CGFloat = 80
  /// A title-only rectangle's corner radius.
  public static let titleOnlyCornerRadius: CGFloat = 16
  /// Space between an inline image and its title, and between a circle and the title under it.
  public static let contentSpacing: CGFloat = 4
  /// The widest a shared (uniform) width may be.
  public static let uniformMaximumWidth: CGFloat = 100
  /// The space on each side of an inline capsule's content. Not in the decompiled source (the
  /// filled configuration's default content insets): 12 pt, to be measured on a device.
  public static let inlineContentInset: CGFloat = 12
  /// The gap between buttons and at both ends: not in the decompiled source
  /// (`_interButtonPadding`); 10 pt, measured on iOS 26.1 (157 = 2 × 63.5 + 3 × 10).
  public static let padding: CGFloat = 10

  /// One action's button.
  public struct Button: Sendable, Hashable {
    /// The width UIKit would give it, in points (an action's own width wins in the engine).
    public var width: CGFloat
    /// The background's shape.
    public var shape: SwipeableButtonShape
    /// Where the title and image go.
    public var content: SwipeButtonContentLayout
  }

  /// What an action shows: an image, a title, or both (a custom view counts as an image).
  enum Kind: Hashable {
    case image, title, imageAndTitle
  }

  static func kind(of action: SwipeAction) -> Kind {
    let titled = !(action.title ?? "").isEmpty
    let imaged = action.image != nil || action.customView != nil
    return titled ? (imaged ? .imageAndTitle : .title) : .image
  }

  /// The buttons of `actions` (outermost first) whose contents measure `parts` (missing entries
  /// count as empty) in a row `rowHeight` tall and `rowWidth` wide (less the safe area),
  /// `padding` points apart. Non-finite inputs count as zero.
  public static func buttons(
    for actions: [SwipeAction], parts: [SwipeContentParts], rowHeight: CGFloat,
    rowWidth: CGFloat, padding: CGFloat = padding
  ) -> [Button] {
    let n = actions.count
    guard n > 0 else { return [] }
    let rowHeight = Swift.max(0, rowHeight.finiteOrZero)
    let budget = Swift.max(0, rowWidth.finiteOrZero)
    let p = Swift.max(0, padding.finiteOrZero)
    let h = Swift.max(0, rowHeight.rounded(.down) - verticalInset)
    func part(_ k: Int) -> SwipeContentParts {
      guard k < parts.count else {
        return .empty
      }
      let m = parts[k]
      return SwipeContentParts(
        titleWidth: Swift.max(0, m.titleWidth.finiteOrZero),
        titleHeight: Swift.max(0, m.titleHeight.finiteOrZero),
        imageWidth: Swift.max(0, m.imageWidth.finiteOrZero))
    }
    let kinds = actions.map(kind(of:))
    let oneKind = Set(kinds).count <= 1
    let rounded = kinds.contains(.title)
    let inlineHeight = Swift.min(h, rounded ? titleOnlyMaximumHeight : inlineMaximumHeight)
    let imageOnly: Button = {
      if rowHeight >= circleMinimumRowHeight, !rounded {
        return Button(
          width: circleDiameter, shape: .circle(diameter: circleDiameter), content: .imageOnly)
      }
      let width = inlineHeight == circleDiameter ? circleDiameter : imageOnlyCapsuleWidth
      return Button(width: width, shape: .capsule(height: h), content: .imageOnly)
    }()

    // Title under a circle: every action an image and a title, in a tall enough row.
    let titleHeight = (0..<n).map { part($0).titleHeight }.max() ?? 0
    let widestTitle = (0..<n).map { part($0).titleWidth }.max() ?? 0
    if kinds.allSatisfy({ $0 == .imageAndTitle }), rowHeight >= titleBelowMinimumRowHeight,
      h - titleHeight - contentSpacing >= titleBelowMinimumCircle
    {
      let diameter = Swift.min(circleDiameter, h - titleHeight - contentSpacing)
      let least = diameter < circleDiameter ? imageOnlyCapsuleWidth : circleDiameter
      return (0..<n).map { k in
        let shared = widestTitle <= uniformMaximumWidth ? widestTitle : part(k).titleWidth
        return Button(
          width: Swift.max(least, shared), shape: .circle(diameter: diameter),
          content: .titleBelow(gap: contentSpacing))
      }
    }

    // Inline: image leading, title after it.
    let inline = (0..<n).map { k -> CGFloat in
      let m = part(k)
      switch kinds[k] {
      case .image: return imageOnly.width
      case .title: return 2 * inlineContentInset + m.titleWidth
      case .imageAndTitle:
        return 2 * inlineContentInset + m.imageWidth + contentSpacing + m.titleWidth
      }
    }
    let gaps = p * CGFloat(n + 1)
    let fits = gaps + inline.reduce(0, +) <= budget
    let widest = inline.max() ?? 0
    let uniform =
      oneKind && widest <= uniformMaximumWidth && CGFloat(n) * widest + gaps <= budget
    return (0..<n).map { k in
      switch kinds[k] {
      case .image:
        return imageOnly
      case .title:
        return Button(
          width: uniform ? widest : inline[k],
          shape: .roundedRect(cornerRadius: titleOnlyCornerRadius, height: inlineHeight),
          content: .inline)
      case .imageAndTitle:
        guard fits else { return imageOnly }
        return Button(
          width: uniform ? widest : inline[k], shape: .capsule(height: inlineHeight),
          content: .inline)
      }
    }
  }
}
