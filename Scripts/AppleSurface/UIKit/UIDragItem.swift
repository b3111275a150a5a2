// https://developer.apple.com/documentation/uikit/uidragitem
// (`@MainActor class UIDragItem`, iOS 11.0; declared as the result type of
// `UITableViewDragDelegate.tableView(_:itemsForBeginning:at:)`. Its one initializer,
// `init(itemProvider:)`, is not modelled: nothing here creates a drag item.)
@available(iOS 11.0, *)
@MainActor
open class UIDragItem: NSObject {
  // NSObject's `init()`, which the header makes unavailable (iPhoneOS16.5.sdk UIDragItem.h:20
  // `- (instancetype)init NS_UNAVAILABLE;`), so `UIDragItem()` does not compile, as in Xcode.
  @available(*, unavailable)
  public override init() { declarationOnly() }
}
