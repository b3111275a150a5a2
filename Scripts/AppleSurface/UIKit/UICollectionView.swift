// https://developer.apple.com/documentation/uikit/uicollectionview
// (`@MainActor class UICollectionView`; the page does not show the superclass: UIScrollView per
// iPhoneOS16.5.sdk's UICollectionView.h, `@interface UICollectionView : UIScrollView`). Its
// designated initializers are `init(frame:collectionViewLayout:)` and `init(coder:)` (the header),
// so UIView's `init(frame:)` is not inherited. Each member below was checked against
// iPhoneOS26.2.sdk's UICollectionView.h (the selector on the line above it) and the page named.
@MainActor
open class UICollectionView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  // (`- (instancetype)initWithFrame:(CGRect)frame collectionViewLayout:(UICollectionViewLayout *)layout`)
  @objc public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    declarationOnly()
  }

  // not found in the stored docs as its own page: iPhoneOS16.5.sdk's UICollectionView.h,
  // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  @objc open var collectionViewLayout: UICollectionViewLayout {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  @objc weak open var delegate: (any UICollectionViewDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  @objc weak open var dataSource: (any UICollectionViewDataSource)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-5nqtp
  // (`- (void)registerClass:(nullable Class)cellClass forCellWithReuseIdentifier:(NSString *)identifier`)
  @objc(registerClass:forCellWithReuseIdentifier:)
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  @objc open func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionViewCell {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  @objc open func reloadData() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  @objc open var numberOfSections: Int { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  @objc open func numberOfItems(inSection section: Int) -> Int { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  @objc open func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforsupplementaryelement(ofkind:at:)
  @objc open func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/indexpathforitem(at:)
  @objc open func indexPathForItem(at point: CGPoint) -> IndexPath? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  @objc open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  @objc open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  @objc open var visibleCells: [UICollectionViewCell] { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  @objc open func deleteItems(at indexPaths: [IndexPath]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  @objc open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/isediting
  // (`@property (nonatomic, getter=isEditing) BOOL editing API_AVAILABLE(ios(14.0))`)
  @available(iOS 14.0, *)
  @objc open var isEditing: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  // (the C constant `UICollectionElementKindSectionHeader`, UICollectionViewLayout.h, renamed by
  // UIKit.apinotes `SwiftName: UICollectionView.elementKindSectionHeader`: a nonisolated
  // read-only static)
  nonisolated public static var elementKindSectionHeader: String { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  // (`UICollectionElementKindSectionFooter`, renamed the same way)
  nonisolated public static var elementKindSectionFooter: String { declarationOnly() }
}
