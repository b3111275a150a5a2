// UIContextualAction members used by the swipe engine's skin (Sources/TableGestureKit/Swipe).
extension UIContextualAction {
  // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
  @objc open var style: UIContextualAction.Style { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
  @objc open var handler: UIContextualAction.Handler { declarationOnly() }
}
