#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// One button of the engine: a background in the action's colour, in the shape and material
  /// the engine resolved for the look, and its content — the title and image arranged for the
  /// look, or the action's own view — placed where the core's ``SwipeButtonFrame`` says.
  ///
  /// Not testable on Linux (UIKit); the frames, shapes and arrangements are the core's
  /// (`SwipeTransitionLayout`, `SwipeableButtonShape`, `SwipeGlassLayout`).
  @MainActor
  final class SwipeButtonView: UIView {
    /// How a custom view sits in the button (`nil`: the title-and-image content). The action
    /// itself is not kept: its handler may capture the screen, and a deleted row's buttons stay
    /// in its cell while it animates out (device review r2, F1).
    private let custom: (insets: UIEdgeInsets, fillsHeight: Bool)?
    /// The shape of the background, drawn in the slot the frame gives.
    private let shape: SwipeableButtonShape
    /// Where the title and image go.
    private let arrangement: SwipeButtonContentLayout
    /// How the background takes a frame's scale and alpha and is shaped (the core's
    /// `SwipeButtonBackgroundDrawing`: glass fades by its effect, never by an alpha below 1, and
    /// is shaped by `cornerConfiguration`; device review r5, R5-4).
    private let drawing: SwipeButtonBackgroundDrawing
    private let background: UIView
    /// The views a frame's scale applies to, and those its alpha applies to.
    private let scaled: [UIView]
    private let faded: [UIView]
    /// The glass background and its effect, when it fades by its effect.
    private let effectView: UIVisualEffectView?
    private let effect: UIVisualEffect?
    /// Whether the effect view shows its effect now.
    private var showsEffect = true
    /// The background's corner radius last given (set only when it changes).
    private var shownCornerRadius: CGFloat?
    private let content: UIView
    /// The title under the background (``SwipeButtonContentLayout/titleBelow(gap:)`` only).
    private let titleBelow: UILabel?
    private var shownScale: CGFloat = 1
    private var shownAlpha: CGFloat = 1

    /// A button for `action` filled with `fill`, drawn as the engine resolved `value` (its shape
    /// and content arrangement) for `look` with `material`.
    init(
      action: SwipeableAction, value: SwipeAction, fill: UIColor, look: SwipeableLook,
      material: SwipeableButtonMaterial
    ) {
      custom = action.customView.map { _ in (action.customViewInsets, action.customViewFillsHeight)
      }
      shape = value.shape
      arrangement = action.customView == nil ? value.content : .stacked
      drawing = SwipeButtonBackgroundDrawing(material: material, wholeButton: look == .glass)
      content =
        action.customView
        ?? SwipeTitleStack(
          title: action.title, image: action.image, tint: action.tintColor,
          font: action.font ?? SwipeTitleStack.defaultFont, arrangement: arrangement)
      background = SwipeButtonView.background(fill: fill, material: material)
      if case .titleBelow = arrangement {
        let label = UILabel()
        label.text = action.title
        label.font = action.font ?? SwipeTitleStack.defaultFont
        // UIKit 26 draws the title under a circle in the secondary label colour (decompiled
        // UIKitCore 26.1, the iOS 26 button view's default title label; `SwipeGlassLayout`).
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.isAccessibilityElement = false
        titleBelow = label
      } else {
        titleBelow = nil
      }
      let shown = background
      let whole = drawing.scales ? [shown, content] + [titleBelow].compactMap { $0 } : [content]
      scaled = whole
      faded = drawing.fade == .effect ? whole.filter { $0 !== shown } : whole
      effectView = drawing.fade == .effect ? shown as? UIVisualEffectView : nil
      effect = effectView?.effect
      super.init(frame: .zero)
      background.clipsToBounds = drawing.shaping == .clippedCornerRadius
      clipsToBounds = true
      addSubview(background)
      addSubview(content)
      if let titleBelow { addSubview(titleBelow) }
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    /// The background view: a solid fill, or `UIGlassEffect` tinted with `fill` where the
    /// material resolved to glass (the iOS 26 SDK and iOS 26; see
    /// `SwipeableButtonMaterial.drawn`).
    private static func background(fill: UIColor, material: SwipeableButtonMaterial) -> UIView {
      #if canImport(UIKit, _version: 9000)
        // The iOS 26 SDK's UIKit (9126 in 26.2; 18.6's is 8605): `UIGlassEffect` exists.
        if material == .glass, #available(iOS 26.0, *) {
          let effect = UIGlassEffect(style: .regular)
          effect.tintColor = fill
          return UIVisualEffectView(effect: effect)
        }
      #endif
      let view = UIView()
      view.backgroundColor = fill
      return view
    }

    /// Whether this build's SDK has `UIGlassEffect` (the iOS 26 SDK and later).
    static var glassAvailable: Bool {
      #if canImport(UIKit, _version: 9000)
        true
      #else
        false
      #endif
    }

    /// Puts the background at `drawn` (row coordinates, from
    /// ``SwipeableButtonShape/background(inSlot:band:)``) moved by `shift` (a title under it), in
    /// this view's coordinates (it covers only the visible part of the slot). A rectangle covers
    /// the visible part, which already leaves out a clipCenter clip. Placed by bounds and centre,
    /// so a scale transform keeps it in place.
    private func placeBackground(
      _ drawn: (rect: CGRect, cornerRadius: CGFloat), frame: SwipeButtonFrame, top: CGFloat,
      shift: CGFloat
    ) {
      guard shape != .rectangle, shape != .automatic else {
        background.bounds = CGRect(origin: .zero, size: bounds.size)
        background.center = CGPoint(x: bounds.midX, y: bounds.midY)
        setBackgroundCornerRadius(0)
        return
      }
      background.bounds = CGRect(origin: .zero, size: drawn.rect.size)
      background.center = CGPoint(
        x: drawn.rect.midX - frame.visibleMinX, y: drawn.rect.midY - top + shift)
      setBackgroundCornerRadius(drawn.cornerRadius)
    }

    /// Gives the background `radius` as ``drawing`` says: the view's `cornerConfiguration` for
    /// glass on iOS 26 (a fixed radius on every corner, the core's shape maths unchanged), the
    /// clipped layer's corner radius otherwise.
    private func setBackgroundCornerRadius(_ radius: CGFloat) {
      guard radius != shownCornerRadius else { return }
      shownCornerRadius = radius
      #if canImport(UIKit, _version: 9000)
        if drawing.shaping == .cornerConfiguration, #available(iOS 26.0, *) {
          background.cornerConfiguration = .corners(radius: .fixed(Double(radius)))
          return
        }
      #endif
      background.layer.cornerRadius = radius
    }

    /// The title under the background's size at the last width it was measured for (measured
    /// again only when the button's width changes, as the outermost one's does past the open
    /// width).
    private var measuredTitleBelow: (width: CGFloat, size: CGSize)?

    /// The size of the title under the background for a button `width` wide.
    private func titleBelowSize(forWidth width: CGFloat) -> CGSize? {
      guard let titleBelow else { return nil }
      if let known = measuredTitleBelow, known.width == width { return known.size }
      let size = titleBelow.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      measuredTitleBelow = (width, size)
      return size
    }

    /// Places the button on the part of it that shows — the view covers exactly
    /// `visibleMinX …+ visibleWidth` of the row and clips to it, so nothing of a covered button
    /// shows through the row's (usually transparent) `contentView` — with the background over
    /// it and the content centred on its content rect and on `band` (the row's visible part, in
    /// row coordinates); scale and alpha changes animate as the frame asks.
    func place(_ frame: SwipeButtonFrame, band: CGRect, top: CGFloat, height: CGFloat) {
      self.frame = CGRect(
        x: frame.visibleMinX, y: top, width: Swift.max(0, frame.visibleWidth), height: height)
      var size = SwipeButtonView.contentSize(of: content, in: frame.width)
      let titleSize = titleBelowSize(forWidth: frame.width)
      let drawn = shape.background(
        inSlot: CGRect(x: frame.minX, y: top, width: frame.width, height: height),
        band: (band.minY, band.height))
      let shifts = arrangement.verticalShifts(
        shapeHeight: drawn.rect.height, titleHeight: titleSize?.height ?? 0)
      placeBackground(drawn, frame: frame, top: top, shift: shifts.shape)
      let insets = custom?.insets ?? .zero
      if custom?.fillsHeight == true {
        size.height = Swift.max(0, band.height - insets.top - insets.bottom)
      }
      let midX =
        frame.minX - frame.visibleMinX + insets.left + (frame.width - insets.left - insets.right)
        / 2
      content.bounds = CGRect(origin: .zero, size: size)
      content.center = CGPoint(
        x: midX, y: band.midY - top + shifts.shape + (insets.top - insets.bottom) / 2)
      if let titleBelow, let titleSize {
        titleBelow.bounds = CGRect(
          origin: .zero, size: CGSize(width: frame.width, height: titleSize.height))
        titleBelow.center = CGPoint(x: midX, y: band.midY - top + shifts.title)
      }
      guard frame.scale != shownScale || frame.alpha != shownAlpha else { return }
      shownScale = frame.scale
      shownAlpha = frame.alpha
      let shows = SwipeButtonBackgroundDrawing.showsEffect(atAlpha: frame.alpha)
      // Only a change of the effect is set (in the animation, so UIKit materializes the glass
      // rather than fading a view).
      let changed = shows == showsEffect ? nil : effectView
      showsEffect = shows
      UIView.animate(
        withDuration: frame.animationDuration, delay: frame.animationDelay,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { [scaled, faded, effect] in
          for view in scaled {
            view.transform = CGAffineTransform(scaleX: frame.scale, y: frame.scale)
          }
          for view in faded { view.alpha = frame.alpha }
          changed?.effect = shows ? effect : nil
        })
    }

    /// The content's size: a custom view keeps its own, a title stack fits the button's width.
    private static func contentSize(of content: UIView, in width: CGFloat) -> CGSize {
      guard let stack = content as? SwipeTitleStack else { return content.bounds.size }
      return stack.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    }
  }
#endif
