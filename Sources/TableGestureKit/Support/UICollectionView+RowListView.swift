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

    /// `nil`: the first gesture's coverage note knows the table delegate's method names only.
    var swipeableDelegateForCoverage: AnyObject? { nil }

    var systemSwipeSources: (dataSource: AnyObject?, delegate: AnyObject?) {
      (dataSource, delegate)
    }

    /// Nothing a collection view's data source or delegate implements arms UIKit's list swipe:
    /// it comes from the layout (`_UICollectionViewLayoutSwipeActionsModule`'s
    /// `…SwipeConfigurationForItemAtIndexPath:` asks the list configuration's providers, then the
    /// cell's content view, which is how SwiftUI `.swipeActions` in a `UIHostingConfiguration`
    /// reach it: decompiled UIKitCore 26.1), and neither the list configuration nor the content
    /// view's swipe actions can be read back through public API. So this finds nothing armed;
    /// the two swipes race as the table's do (`SwipeSystemSwipeConflict`), and the docs tell
    /// the app to leave the providers and `.swipeActions` unset on a `swipeable` list.
    func systemSwipeConflict() -> SwipeSystemSwipeConflict {
      SwipeSystemSwipeConflict(
        commitsEditing: false, offersSwipeConfigurations: false, offersEditActions: false)
    }

    var swipeItemIdentities: (any SwipeItemIdentities)? { dataSource as? SwipeItemIdentities }

    func observeEditing(_ changed: @escaping @MainActor @Sendable () -> Void)
      -> NSKeyValueObservation
    {
      observe(\.isEditing, options: [.new]) { _, _ in MainActor.assumeIsolated { changed() } }
    }

    /// `nil`: the list drag comes later.
    var rowDragGestureRecognizer: UILongPressGestureRecognizer? { nil }
  }
#endif
