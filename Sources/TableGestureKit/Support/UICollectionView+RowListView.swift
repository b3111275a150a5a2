#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The collection view as a ``RowListView``: each member one `UICollectionView` call; its items
  /// are the rows (``UIKitCollection``).
  extension UICollectionView: @MainActor RowListView {
    typealias Cell = UICollectionViewCell
    typealias Reference = UIKitCollectionReference
    typealias Answers = SwipeableCollectionAnswers

    func makeReference() -> UIKitCollectionReference { UIKitCollectionReference(self) }

    func cell(showingRowAt indexPath: IndexPath) -> UICollectionViewCell? {
      cellForItem(at: indexPath)
    }

    func indexPath(showing cell: UIView) -> IndexPath? {
      (cell as? UICollectionViewCell).flatMap(indexPath(for:))
    }

    /// The item's frame from its layout attributes (``UIKitCollection/rectForRow(at:)``).
    func frame(ofRowAt indexPath: IndexPath) -> CGRect {
      layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    var swipeableAnswers: SwipeableCollectionAnswers? {
      swipeableDelegate.map(SwipeableCollectionAnswers.init)
    }

    var rowHostKind: RowHostKind { .list }

    /// `hasActiveDrag` ("whether items were lifted from the collection view and have not yet
    /// been dropped", Apple's page).
    var hasSystemDrag: Bool { hasActiveDrag }

    var swipeableDelegateForCoverage: AnyObject? { swipeableDelegate }

    var systemSwipeSources: (dataSource: AnyObject?, delegate: AnyObject?) {
      (dataSource, delegate)
    }

    /// Nothing a collection view's data source or delegate implements arms UIKit's list swipe:
    /// it comes from the layout (`_UICollectionViewLayoutSwipeActionsModule`'s
    /// `…SwipeConfigurationForItemAtIndexPath:` asks the list configuration's providers, then the
    /// cell's content view, which is how SwiftUI `.swipeActions` in a `UIHostingConfiguration`
    /// reach it: decompiled UIKitCore 26.1), and neither the list configuration nor the content
    /// view's swipe actions can be read back through public API. So this finds nothing armed;
    /// instead the library's pan stands down for UIKit's wherever UIKit's begins, and logs it
    /// then (`SystemSwipeStandDown`, `libraryGestureRules`).
    func systemSwipeConflict() -> SwipeSystemSwipeConflict {
      SwipeSystemSwipeConflict(
        commitsEditing: false, offersSwipeConfigurations: false, offersEditActions: false)
    }

    /// A cell showing a `UIHostingConfiguration` may carry SwiftUI `.swipeActions`, which UIKit
    /// bridges into its own list swipe (it asks the cell's content view when the list
    /// configuration's providers give nothing: `swipeActionController:trailingSwipeConfigurationForItemAtIndexPath:`,
    /// decompiled UIKitCore 26.1, `_UICollectionViewLayoutSwipeActionsModule.mm`; "certain APIs
    /// are bridged automatically, like swipe actions", Apple's `UIHostingConfiguration` page).
    /// Whether it does cannot be read, so this logs the risk once: where it does, UIKit's swipe
    /// shows and the library's stands down (`SystemSwipeStandDown`).
    func noteSystemSwipe(in cell: UICollectionViewCell) {
      guard let content = cell.contentConfiguration,
        String(describing: type(of: content)).hasPrefix("UIHostingConfiguration<")
      else { return }
      SwipeLog.shared.report(
        note: "swipeable collection view: a cell shows a UIHostingConfiguration; SwiftUI "
          + ".swipeActions inside it would also arm UIKit's own list swipe, for which the "
          + "library's stands down on that item. Give the row its actions through "
          + "swipeableDelegate and leave .swipeActions and the list configuration's swipe "
          + "providers unset.")
    }

    var swipeItemIdentities: (any SwipeItemIdentities)? { dataSource as? SwipeItemIdentities }

    func observeEditing(_ changed: @escaping @MainActor @Sendable () -> Void)
      -> NSKeyValueObservation
    {
      observe(\.isEditing, options: [.new]) { _, _ in MainActor.assumeIsolated { changed() } }
    }

    /// The section's facts from the layout's attributes of its first two items (two UIKit
    /// calls; ``ListLayoutReading``) and the delegate's
    /// ``SwipeableCollectionDelegate/collectionView(_:sectionIsList:)`` and
    /// ``SwipeableCollectionDelegate/collectionView(_:sectionUsesFirstItemAsHeader:)``, if it
    /// answers.
    func listSectionFacts(_ section: Int) -> ListSectionFacts? {
      let count = numberOfItems(inSection: section)
      let first = count > 0 ? frame(ofRowAt: IndexPath(item: 0, section: section)) : nil
      let second = count > 1 ? frame(ofRowAt: IndexPath(item: 1, section: section)) : nil
      let delegate = swipeableDelegate
      return ListLayoutReading(
        first: first, second: second, bounds: bounds, contentSize: contentSize,
        appSaysList: delegate?.collectionView?(self, sectionIsList: section),
        appSaysHeaderIsFirstItem: delegate?.collectionView?(
          self, sectionUsesFirstItemAsHeader: section)
      ).facts
    }

    /// Invalidates the layout, so the list configuration's `itemSeparatorHandler` is asked
    /// again for every item ("invalidates the current layout and triggers a layout update",
    /// Apple's `invalidateLayout()` page): the app's handler answers through
    /// ``UIKit/UICollectionView/swipeableSeparatorConfiguration(_:forItemAt:)``. Called only
    /// when the open row's hidden separators change (it opens, or comes back to rest).
    func refreshListSeparators() { collectionViewLayout.invalidateLayout() }

    var layoutIdentity: ObjectIdentifier? { ObjectIdentifier(collectionViewLayout) }

    var rowDragGestureRecognizer: UILongPressGestureRecognizer? { dragableGestureRecognizer }
  }
#endif
