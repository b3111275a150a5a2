// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
  @objc open var isHighlighted: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  @objc open var accessoryView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // not found in the stored docs as its own page: checked against Apple's UIKit "Deprecated symbols"
  // page (`var textLabel: UILabel? { get }`); the deprecation version is not modelled (unconfirmed)
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  @objc open var textLabel: UILabel? { declarationOnly() }
}
