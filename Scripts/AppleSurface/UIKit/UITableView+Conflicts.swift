// Members of `UITableView` the drag reads to stay out of UIKit's own gestures' way.
extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/isediting
  @objc open var isEditing: Bool {
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
// (Only the protocol: the library checks whether a table has one. Its one required method,
// `tableView(_:itemsForBeginning:at:)`, is left out because nothing here implements it.)
@available(iOS 11.0, *)
@MainActor @objc public protocol UITableViewDragDelegate: NSObjectProtocol {}
