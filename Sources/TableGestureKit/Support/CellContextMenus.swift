#if canImport(UIKit)
  import UIKit

  /// The context-menu interactions a row's cell carries, as the drag weighs them against a long
  /// press (the same on a table and a collection view).
  @MainActor
  enum CellContextMenus {
    /// The context-menu interactions on `cell` that have a delegate to ask.
    static func interactions(of cell: UIView) -> [UIContextMenuInteraction] {
      cell.interactions.compactMap { $0 as? UIContextMenuInteraction }.filter {
        $0.delegate != nil
      }
    }

    /// Whether a context-menu interaction on `cell`, whose top-left corner is at `origin` in the
    /// view's content coordinates, returns a configuration for `point` (content coordinates),
    /// asked as UIKit asks it: in the interaction's view's coordinates ("The specified point is
    /// in the coordinate space of the interaction's view", Apple's
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` page).
    static func offerMenu(_ cell: UIView, origin: CGPoint, at point: CGPoint) -> Bool {
      let location = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
      return interactions(of: cell).contains { menu in
        menu.delegate?.contextMenuInteraction(menu, configurationForMenuAtLocation: location)
          != nil
      }
    }
  }
#endif
