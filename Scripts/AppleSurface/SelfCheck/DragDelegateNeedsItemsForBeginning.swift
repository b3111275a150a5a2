// expect-error: type 'EmptyDragDelegate' does not conform to protocol 'UITableViewDragDelegate'
// as: skin
// Planted error: `tableView(_:itemsForBeginning:at:)` is the one required method of
// UITableViewDragDelegate (its page: "The only required method of this protocol"); the model once
// declared the protocol empty, so a drag delegate without it passed.
#if canImport(UIKit)
  import UIKit

  final class EmptyDragDelegate: NSObject, UITableViewDragDelegate {}
#endif
