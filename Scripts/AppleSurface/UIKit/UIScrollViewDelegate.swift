// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// Declared as the parent of `UITableViewDelegate`; the library implements none of its methods.
@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
}
