#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// One button of the engine: a background in the action's colour and its content — a title
  /// under an image, or the action's own view — placed where the core's ``SwipeButtonFrame``
  /// says.
  ///
  /// Not testable on Linux (UIKit); the frames themselves are `SwipeTransitionLayout`.
  @MainActor
  final class SwipeButtonView: UIView {
    /// How a custom view sits in the button (`nil`: the title-and-image content). The action
    /// itself is not kept: its handler may capture the screen, and a deleted row's buttons stay
    /// in its cell while it animates out (device review r2, F1).
    private let custom: (insets: UIEdgeInsets, fillsHeight: Bool)?
    /// The shape of the background, drawn in the slot the frame gives.
    private let shape: SwipeableButtonShape
    private let background = UIView()
    private let content: UIView
    private var shownScale: CGFloat = 1
    private var shownAlpha: CGFloat = 1

    init(action: SwipeableAction, fill: UIColor) {
      custom = action.customView.map { _ in (action.customViewInsets, action.customViewFillsHeight)
      }
      content = action.customView ?? SwipeButtonView.titleAndImage(of: action)
      shape = action.buttonShape
      super.init(frame: .zero)
      background.backgroundColor = fill
      background.clipsToBounds = true
      clipsToBounds = true
      addSubview(background)
      addSubview(content)
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    /// Places the button on the part of it that shows — the view covers exactly
    /// `visibleMinX …+ visibleWidth` of the row and clips to it, so nothing of a covered button
    /// shows through the row's (usually transparent) `contentView` — with the background over
    /// it and the content centred on its content rect and on `band` (the row's visible part, in
    /// row coordinates); scale and alpha changes animate as the frame asks.
    /// Puts the background where ``SwipeableButtonShape/background(inSlot:band:)`` says, in this
    /// view's coordinates (it covers only the visible part of the slot). A rectangle covers the
    /// visible part, which already leaves out a clipCenter clip.
    private func placeBackground(
      _ frame: SwipeButtonFrame, band: CGRect, top: CGFloat, height: CGFloat
    ) {
      guard shape != .rectangle else {
        background.frame = bounds
        background.layer.cornerRadius = 0
        return
      }
      let drawn = shape.background(
        inSlot: CGRect(x: frame.minX, y: top, width: frame.width, height: height),
        band: (band.minY, band.height))
      background.frame = CGRect(
        x: drawn.rect.minX - frame.visibleMinX, y: drawn.rect.minY - top, width: drawn.rect.width,
        height: drawn.rect.height)
      background.layer.cornerRadius = drawn.cornerRadius
    }

    func place(_ frame: SwipeButtonFrame, band: CGRect, top: CGFloat, height: CGFloat) {
      self.frame = CGRect(
        x: frame.visibleMinX, y: top, width: Swift.max(0, frame.visibleWidth), height: height)
      placeBackground(frame, band: band, top: top, height: height)
      var size = SwipeButtonView.contentSize(of: content, in: frame.width)
      let insets = custom?.insets ?? .zero
      if custom?.fillsHeight == true {
        size.height = Swift.max(0, band.height - insets.top - insets.bottom)
      }
      content.bounds = CGRect(origin: .zero, size: size)
      content.center = CGPoint(
        x: frame.minX - frame.visibleMinX + insets.left
          + (frame.width - insets.left - insets.right) / 2,
        y: band.midY + (insets.top - insets.bottom) / 2)
      guard frame.scale != shownScale || frame.alpha != shownAlpha else { return }
      shownScale = frame.scale
      shownAlpha = frame.alpha
      UIView.animate(
        withDuration: frame.animationDuration, delay: frame.animationDelay,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { [content] in
          content.transform = CGAffineTransform(scaleX: frame.scale, y: frame.scale)
          content.alpha = frame.alpha
        })
    }

    /// The content's size: a custom view keeps its own, a title stack fits the button's width.
    private static func contentSize(of content: UIView, in width: CGFloat) -> CGSize {
      guard let stack = content as? SwipeTitleStack else { return content.bounds.size }
      return stack.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    private static func titleAndImage(of action: SwipeableAction) -> UIView {
      SwipeTitleStack(
        title: action.title, image: action.image, tint: action.tintColor,
        font: action.font ?? SwipeTitleStack.defaultFont)
    }
  }
#endif
