// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// Declared as the parent of `UITableViewDelegate`; the library implements none of its methods
// (the example app implements `scrollViewDidScroll(_:)` and `scrollViewWillBeginDragging(_:)`).
@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)

  // https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
  @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
}
