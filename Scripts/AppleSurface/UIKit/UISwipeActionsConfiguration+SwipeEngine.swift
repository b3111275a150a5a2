// UISwipeActionsConfiguration members used by the swipe engine's skin (Sources/TableGestureKit/Swipe).
extension UISwipeActionsConfiguration {
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  @objc open var performsFirstActionWithFullSwipe: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
