// Context menus attached to views (not through the table's delegate): the drag asks a pressed
// cell's own context-menu interactions whether they offer a menu at the press.

// https://developer.apple.com/documentation/uikit/uiinteraction
// (`@MainActor protocol UIInteraction : NSObjectProtocol`; its members are left out: nothing here
// calls them.)
@available(iOS 11.0, *)
@MainActor @objc public protocol UIInteraction: NSObjectProtocol {}

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/interactions
  @available(iOS 11.0, *)
  @objc open var interactions: [any UIInteraction] {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addinteraction(_:)
  @available(iOS 11.0, *)
  @objc open func addInteraction(_ interaction: any UIInteraction) { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uicontextmenuinteraction
// (`@MainActor class UIContextMenuInteraction`; "inherits from UIInteraction", i.e. adopts it)
@available(iOS 13.0, *)
@MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  // https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/init(delegate:)
  public init(delegate: any UIContextMenuInteractionDelegate) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicontextmenuinteraction/delegate
  @objc weak open var delegate: (any UIContextMenuInteractionDelegate)? { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate
// (`@MainActor protocol UIContextMenuInteractionDelegate : NSObjectProtocol`; only its one
// required method is declared.)
@available(iOS 13.0, *)
@MainActor @objc public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicontextmenuinteractiondelegate/contextmenuinteraction(_:configurationformenuatlocation:)
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
}
