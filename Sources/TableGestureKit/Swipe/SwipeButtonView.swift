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
    /// How the button is drawn, for the strip's ``SwipeButtonWriter``: its shape, its content's
    /// arrangement, a custom view's insets, and whether its own fill is the background. The
    /// action itself is not kept: its handler may capture the screen, and a deleted row's buttons
    /// stay in its cell while it animates out (device review r2, F1).
    let drawing: SwipeButtonWriter.Button
    /// The fill: a view in the button, or the button itself (``SwipeButtonWriter/Button/fillsButton``).
    let background: UIView
    /// The title and image, or the action's own view.
    let content: UIView
    /// The title under the background (``SwipeButtonContentLayout/titleBelow(gap:)`` only).
    let titleBelow: UILabel?
    /// How the background takes a frame's scale and alpha and is shaped (the core's
    /// `SwipeButtonBackgroundDrawing`: glass fades by its effect, never by an alpha below 1, and
    /// is shaped by `cornerConfiguration`; device review r5, R5-4).
    let backgroundDrawing: SwipeButtonBackgroundDrawing
    /// The views a frame's scale applies to: the whole button's in the glass look (as UIKit 26
    /// scales its button views), the content's only in the classic transitions.
    let scaled: [UIView]
    /// The views a frame's alpha applies to: those scaled, less a glass background.
    let faded: [UIView]
    /// The glass background and its effect, when it fades by its effect.
    let effectView: UIVisualEffectView?
    let effect: UIVisualEffect?
    /// Whether the effect view shows its effect now.
    var showsEffect = true

    /// A button for `action` filled with `fill`, drawn as the engine resolved `value` (its shape
    /// and content arrangement) for `look` with `material`.
    init(
      action: SwipeableAction, value: SwipeAction, fill: UIColor, look: SwipeableLook,
      material: SwipeableButtonMaterial
    ) {
      let arrangement = action.customView == nil ? value.content : .stacked
      let scalesWholeButton = look == .glass
      let insets = action.customViewInsets
      drawing = SwipeButtonWriter.Button(
        shape: value.shape, arrangement: arrangement,
        customInsets: action.customView.map { _ in
          LayoutInsets(
            top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
        },
        customFillsHeight: action.customViewFillsHeight,
        fillsButton: SwipeButtonWriter.fillsButton(
          shape: value.shape, material: material, scalesWholeButton: scalesWholeButton))
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
      let fillsButton = drawing.fillsButton
      backgroundDrawing = SwipeButtonBackgroundDrawing(
        material: material, wholeButton: scalesWholeButton)
      let shown = background
      let whole =
        backgroundDrawing.scales ? [shown, content] + [titleBelow].compactMap { $0 } : [content]
      scaled = whole
      faded = backgroundDrawing.fade == .effect ? whole.filter { $0 !== shown } : whole
      effectView = backgroundDrawing.fade == .effect ? shown as? UIVisualEffectView : nil
      effect = effectView?.effect
      super.init(frame: .zero)
      background.clipsToBounds = backgroundDrawing.shaping == .clippedCornerRadius
      clipsToBounds = true
      if fillsButton {
        // A solid rectangle is the button's visible part exactly: drawn by the button itself.
        backgroundColor = background.backgroundColor
      } else {
        addSubview(background)
      }
      addSubview(content)
      if let titleBelow { addSubview(titleBelow) }
      isAccessibilityElement = false
    }

    required init?(coder: NSCoder) { nil }

    /// Places the background, the content and the title below from the button's right edge
    /// (`.maxX`): moves them into a zero-size view at that edge whose autoresizing mask is a
    /// flexible left margin. UIKit resizes a view's subviews by their autoresizing masks whenever
    /// its bounds change ("When a view's bounds change, that view automatically resizes its
    /// subviews according to each subview's autoresizing mask", Apple's `autoresizingMask`
    /// page), and a flexible left margin alone takes all of the change, so the view keeps its
    /// distance to the right edge and a button whose left edge moves leaves its parts in place
    /// without a write. `.minX` leaves them where they are, in the button's coordinates. Called
    /// once, when the strip's writer decides (``SwipeButtonSink/anchorParts(at:)``). Not testable
    /// on Linux (UIKit); the core's `SwipeButtonAnchorTests` model it.
    func anchor(at anchor: SwipeButtonWriter.Anchor) {
      guard anchor == .maxX else { return }
      let parts = UIView(frame: CGRect(x: bounds.width, y: 0, width: 0, height: 0))
      parts.autoresizingMask = .flexibleLeftMargin
      for view in [background, content] + [titleBelow].compactMap({ $0 })
      where view.superview === self {
        parts.addSubview(view)
      }
      addSubview(parts)
    }

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

  }
#endif
