// UITableViewCell members used by the swipe engine's skin to move a row's views sideways.
extension UITableViewCell {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  @objc open var contentView: UIView { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundview
  @objc open var backgroundView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/selectedbackgroundview
  @objc open var selectedBackgroundView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
