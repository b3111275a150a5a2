// Members of `UITableView` the drag reads to stay out of UIKit's own gestures' way.
extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/isediting
  @objc open var isEditing: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // not found in the stored docs as its own page: checked against its collection-view twin
  // (`var dragInteractionEnabled: Bool { get set }`, "The default value is true. In iOS 14 and
  // earlier, the default value is true for iPad and false for iPhone.")
  // https://developer.apple.com/documentation/uikit/uitableview/draginteractionenabled
  @available(iOS 11.0, *)
  @objc open var dragInteractionEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/dragdelegate
  @available(iOS 11.0, *)
  @objc weak open var dragDelegate: (any UITableViewDragDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uitableviewdragdelegate
// (The library only checks whether a table has one. Its one required method is declared, so a
// type that adopts the protocol without it is rejected, as in Xcode; the optional ones are not.)
@available(iOS 11.0, *)
@MainActor @objc public protocol UITableViewDragDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdragdelegate/tableview(_:itemsforbeginning:at:)
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]
}
