// The list cell's accessories, as the list drag reads them (whether an item has UIKit's
// `.reorder` grabber) and its iOS tests set them.

// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
// (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.0, *) public struct
// UICellAccessory`; only the members used are declared)
@available(iOS 14.0, *)
public struct UICellAccessory {
  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Hashable {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/always
    case always
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whenediting
    case whenEditing
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate/whennotediting
    case whenNotEditing
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/accessorytype-swift.enum
  // (only the case the library compares with is declared; the enum has more)
  public enum AccessoryType: Hashable {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/accessorytype-swift.enum/reorder
    case reorder
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/accessorytype-swift.property
  public let accessoryType: UICellAccessory.AccessoryType

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
  public enum LayoutDimension {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/actual
    case actual
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/standard
    case standard
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension/custom(_:)
    case custom(CGFloat)
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      declarationOnly()
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    declarationOnly()
  }
}

extension UICollectionViewListCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  // (the Swift overlay's `public var accessories: [UIKit.UICellAccessory] { get set }`)
  public var accessories: [UICellAccessory] {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
