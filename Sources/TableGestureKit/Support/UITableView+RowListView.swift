#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The table as a ``RowListView``: each member one `UITableView` call.
  extension UITableView: @MainActor RowListView {
    typealias Cell = UITableViewCell
    typealias Reference = UIKitTableReference
    typealias Answers = SwipeableTableAnswers

    func makeReference() -> UIKitTableReference { UIKitTableReference(self) }

    func cell(showingRowAt indexPath: IndexPath) -> UITableViewCell? { cellForRow(at: indexPath) }

    func indexPath(showing cell: UIView) -> IndexPath? {
      (cell as? UITableViewCell).flatMap(indexPath(for:))
    }

    func frame(ofRowAt indexPath: IndexPath) -> CGRect { rectForRow(at: indexPath) }

    var swipeableAnswers: SwipeableTableAnswers? {
      swipeableDelegate.map(SwipeableTableAnswers.init)
    }

    var swipeableDelegateForCoverage: AnyObject? { swipeableDelegate }

    var rowHostKind: RowHostKind { .table }

    /// `false`: a table's drag and drop is not read for the swipe (UIKit's table swipe was not
    /// checked for it); the library's drag tells the swipe itself (`isReorderActive`).
    var hasSystemDrag: Bool { false }

    var systemSwipeSources: (dataSource: AnyObject?, delegate: AnyObject?) {
      (dataSource, delegate)
    }

    /// What arms UIKit's own swipe on the table. For swipe-to-delete it asks the data source
    /// whether its first row is editable, as UIKit asks before it offers the swipe (every
    /// diffable data source declares `commit`, most say no). Selector names from Apple's pages
    /// (their Objective-C symbols).
    func systemSwipeConflict() -> SwipeSystemSwipeConflict {
      let source = dataSource
      let delegate = delegate
      let firstRow = (0..<numberOfSections).first { numberOfRows(inSection: $0) > 0 }
        .map { IndexPath(row: 0, section: $0) }
      return SwipeSystemSwipeConflict(
        commitsEditing: source?.responds(
          to: NSSelectorFromString("tableView:commitEditingStyle:forRowAtIndexPath:")) ?? false,
        rowEditing: SwipeSystemSwipeConflict.RowEditing(
          implemented: source?.responds(
            to: NSSelectorFromString("tableView:canEditRowAtIndexPath:")) ?? false,
          answer: firstRow.flatMap { source?.tableView?(self, canEditRowAt: $0) }),
        offersSwipeConfigurations: [
          "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:",
          "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:",
        ].contains { delegate?.responds(to: NSSelectorFromString($0)) ?? false },
        offersEditActions: delegate?.responds(
          to: NSSelectorFromString("tableView:editActionsForRowAtIndexPath:")) ?? false)
    }

    var swipeItemIdentities: (any SwipeItemIdentities)? { dataSource as? SwipeItemIdentities }

    func observeEditing(_ changed: @escaping @MainActor @Sendable () -> Void)
      -> NSKeyValueObservation
    {
      observe(\.isEditing, options: [.new]) { _, _ in MainActor.assumeIsolated { changed() } }
    }

    /// Nothing: the table's data source and delegate arm UIKit's swipe
    /// (``systemSwipeConflict()``), not its cells.
    func noteSystemSwipe(in cell: UITableViewCell) {}

    /// `nil`: every table section is a list.
    func listSectionFacts(_ section: Int) -> ListSectionFacts? { nil }

    /// Nothing: the table's separators move with the cell.
    func refreshListSeparators() {}

    /// `nil`: a table's layout is its own.
    var layoutIdentity: ObjectIdentifier? { nil }

    var rowDragGestureRecognizer: UILongPressGestureRecognizer? { dragableGestureRecognizer }
  }
#endif
