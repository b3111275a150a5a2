#if canImport(UIKit)
  import TableGestureCore
  import UIKit

  /// Makes a row action that looks like any view, with public API only.
  ///
  /// The view is rendered to an image at its current bounds size. A `UIContextualAction` shows
  /// that image; a `UITableViewRowAction` (iOS 8–12 style) uses it as a pattern-image background
  /// and gets a title of hair spaces so that the button is about as wide as the view
  /// (`HairSpaceTitle`). Lay the view out (give it its final `bounds`) before calling.
  ///
  /// The safe alternative to `SwipeButtonCustomization`: nothing private is touched, but the
  /// system still tints and sizes contextual-action images, and pattern backgrounds tile on rows
  /// taller than the view. Not testable on Linux.
  @MainActor
  public enum SwipeRowActionFactory {
    /// The view rendered to an image the size of its bounds (offscreen views render too).
    public static func image(of view: UIView) -> UIImage {
      let bounds = view.bounds
      return UIGraphicsImageRenderer(bounds: bounds).image { _ in
        _ = view.drawHierarchy(in: bounds, afterScreenUpdates: true)
      }
    }

    /// A contextual action whose button shows `view`, rendered to an image.
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

    /// The width of one U+200A hair space in the system font that row-action titles use.
    public static func measuredHairSpaceWidth() -> CGFloat {
      let font = UIFont.systemFont(ofSize: UIFont.systemFontSize)
      return (String(HairSpaceTitle.hairSpace) as NSString).size(withAttributes: [.font: font])
        .width
    }

    /// A row action whose button looks like `view`: the rendered view as a pattern-image
    /// background, sized by a hair-space title.
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
