// https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  @objc public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case grouped = 1
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    @available(iOS 13.0, *)
    case insetGrouped = 2
  }

  // https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  @objc public init(frame: CGRect, style: UITableView.Style) { declarationOnly() }

  // UIView's required initializer, which a subclass declaring its own designated initializer must
  // repeat; not found in the stored docs as its own page (see UIView.swift's `init(coder:)`).
  // https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  @objc weak open var dataSource: (any UITableViewDataSource)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/delegate
  @objc weak open var delegate: (any UITableViewDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  @objc open var numberOfSections: Int { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  @objc open func numberOfRows(inSection section: Int) -> Int { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:)
  // not found in the stored docs: checked against the SDK's generated UITableView interface text
  // (`open func rect(forSection section: Int) -> CGRect`) found with `find_string`.
  @objc open func rect(forSection section: Int) -> CGRect { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
  // not found in the stored docs: checked against the SDK's generated UITableView interface text
  // and a mirror of Apple's page (`func rectForHeader(inSection section: Int) -> CGRect`).
  @objc open func rectForHeader(inSection section: Int) -> CGRect { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
  @objc open func rectForFooter(inSection section: Int) -> CGRect { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  @objc open func rectForRow(at indexPath: IndexPath) -> CGRect { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:)
  @objc open func indexPathForRow(at point: CGPoint) -> IndexPath? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  @objc open func indexPath(for cell: UITableViewCell) -> IndexPath? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  @objc open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  @objc open var visibleCells: [UITableViewCell] { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  @objc open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  // (the selector is the header's, `registerClass:forCellReuseIdentifier:`, UITableView.h:479)
  @objc(registerClass:forCellReuseIdentifier:)
  open func register(
    _ cellClass: AnyClass?, forCellReuseIdentifier identifier: String
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-5q6bo
  // (not called by the code; declared because it overloads the class variant above, so that
  // `register(nil, forCellReuseIdentifier:)` is ambiguous here as in Xcode; the selector is the
  // header's, `registerNib:forCellReuseIdentifier:`, UITableView.h:478)
  @objc(registerNib:forCellReuseIdentifier:)
  open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  @objc open func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath
  ) -> UITableViewCell {
    declarationOnly()
  }
}
