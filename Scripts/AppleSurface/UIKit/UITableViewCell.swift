// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  // (the class's designated initializer, per its page; UIView's `init(frame:)` and NSObject's
  // `init()` are left out of the model because no code calls them on a cell)
  @objc public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    declarationOnly()
  }

  // UIView's required initializer, repeated by a subclass with its own designated initializer;
  // not found in the stored docs as its own page (see UIView.swift's `init(coder:)`)
  // https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  // (raw values from the header's `UITableViewCellStyle`: default 0, value1 1, value2 2,
  // subtitle 3)
  @objc public enum CellStyle: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
    case `default` = 0
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value1
    case value1 = 1
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/value2
    case value2 = 2
    // https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/subtitle
    case subtitle = 3
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  // (raw values from the header's `UITableViewCellEditingStyle`: none 0, delete 1, insert 2;
  // conforms to Sendable per the page)
  @objc public enum EditingStyle: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none
    case none = 0
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/delete
    case delete = 1
    // https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/insert
    case insert = 2
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
  @objc open var isHighlighted: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  // UITableViewCell.h: `typedef NS_ENUM(NSInteger, UITableViewCellAccessoryType)`, in this order.
  @objc public enum AccessoryType: Int, @unchecked Sendable {
    case none = 0
    case disclosureIndicator = 1
    case detailDisclosureButton = 2
    case checkmark = 3
    case detailButton = 4
  }

  // https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  // UITableViewCell.h: `@property (nonatomic) UITableViewCellAccessoryType accessoryType;`
  @objc open var accessoryType: UITableViewCell.AccessoryType {
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

  // https://developer.apple.com/documentation/uikit/uitableviewcell/imageview
  // UITableViewCell.h: `@property (nonatomic, readonly, strong, nullable) UIImageView *imageView
  // API_DEPRECATED("Use UIListContentConfiguration instead, …", ios(3.0,
  // API_TO_BE_DEPRECATED))`; the to-be-deprecated mark is not modelled, as for `textLabel`.
  @objc open var imageView: UIImageView? { declarationOnly() }
}
