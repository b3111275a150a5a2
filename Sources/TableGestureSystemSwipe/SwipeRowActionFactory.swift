#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  /// Makes a row action that looks like any view, with public API only.
  ///
  /// The view is rendered to an image at its current bounds size, from its layer tree
  /// (`CALayer.render(in:)`): no screen update is forced inside the swipe-configuration
  /// callback, and views that are not on screen render too. A `UIContextualAction` shows that
  /// image (centred by the system button, scaled down to fit its content area, ×0.8 on rows
  /// shorter than 50 points; the image keeps its colours unless it is a template or symbol
  /// image, which the system tints). A `UITableViewRowAction` (iOS 8–12 style, trailing edge
  /// only) uses it as a pattern-image background and gets a title of hair spaces sized in the
  /// font the swipe button uses (`HairSpaceTitle`, `SwipeButtonTitleMetrics`). Lay the view out
  /// (give it its final `bounds`) before calling.
  ///
  /// Public API only, beside the customiser in this product but independent of it: nothing
  /// private is touched and `SwipeButtonCustomization.install()` is not needed. Limits: the system
  /// sizes the buttons itself (74 to 120 points wide on iOS 15 and later); pattern backgrounds
  /// repeat on rows taller than the view; and on iOS 15 and later a `UITableViewRowAction`
  /// (deprecated since iOS 13) is drawn by the same swipe button as a `UIContextualAction`,
  /// which trims whitespace, hair spaces included, from titles, so its hair-space title no
  /// longer sizes the button: prefer ``contextualAction(showing:style:backgroundColor:handler:)`` there. Not testable
  /// on Linux.
  @MainActor
  public enum SwipeRowActionFactory {
    /// The view rendered to an image the size of its bounds, from its layer tree.
    /// - Parameter view: the view to render, laid out at its final bounds.
    /// - Returns: an image the size of the view's bounds.
    public static func image(of view: UIView) -> UIImage {
      UIGraphicsImageRenderer(bounds: view.bounds).image { context in
        view.layer.render(in: context.cgContext)
      }
    }

    /// A contextual action whose button shows `view`, rendered to an image (no pattern, so it
    /// looks the same on leading and trailing actions).
    /// - Parameters:
    ///   - view: the view the button shows, laid out at its final bounds.
    ///   - style: the action's style (default `.normal`).
    ///   - backgroundColor: the button's colour; `nil` (default) keeps the style's own.
    ///   - handler: runs when the action is performed, as for `UIContextualAction`.
    /// - Returns: a new action whose image is the rendered view.
    public static func contextualAction(
      showing view: UIView,
      style: UIContextualAction.Style = .normal,
      backgroundColor: UIColor? = nil,
      handler: @escaping UIContextualAction.Handler
    ) -> UIContextualAction {
      let action = UIContextualAction(style: style, title: nil, handler: handler)
      action.image = image(of: view)
      if let backgroundColor { action.backgroundColor = backgroundColor }
      return action
    }

    /// The font of a system swipe button's title: the system font at 15 points, scaled for
    /// text sizes above the default.
    /// - Returns: the font at the current text size.
    public static func swipeButtonTitleFont() -> UIFont {
      let scaled = UIFontMetrics(forTextStyle: .body)
        .scaledValue(for: SwipeButtonTitleMetrics.basePointSize)
      return UIFont.systemFont(
        ofSize: SwipeButtonTitleMetrics.pointSize(dynamicTypeScaled: scaled))
    }

    /// The width of one U+200A hair space in the swipe button's title font.
    /// - Returns: the width in points.
    public static func measuredHairSpaceWidth() -> CGFloat {
      (String(HairSpaceTitle.hairSpace) as NSString)
        .size(withAttributes: [.font: swipeButtonTitleFont()]).width
    }

    /// A row action whose button looks like `view`: the rendered view as a pattern-image
    /// background, sized by a hair-space title.
    /// - Parameters:
    ///   - view: the view the button looks like, laid out at its final bounds.
    ///   - handler: runs when the action is performed, as for `UITableViewRowAction`.
    /// - Returns: a new `.normal` row action with a pattern-image background.
    @available(iOS, introduced: 8.0, deprecated: 13.0, message: "Use contextualAction(showing:)")
    public static func rowAction(
      showing view: UIView,
      handler: @escaping (UITableViewRowAction, IndexPath) -> Void
    ) -> UITableViewRowAction {
      let rendered = image(of: view)
      let title = HairSpaceTitle(hairSpaceWidth: measuredHairSpaceWidth())
        .title(forWidth: rendered.size.width)
      let action = UITableViewRowAction(style: .normal, title: title, handler: handler)
      action.backgroundColor = UIColor(patternImage: rendered)
      return action
    }
  }
#endif
