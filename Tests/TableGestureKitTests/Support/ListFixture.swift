#if canImport(UIKit)
  import TableGestureKit
  import UIKit

  /// Hands the list configuration's separator handler the collection view made after it.
  @MainActor
  final class SeparatorRelay {
    weak var collectionView: UICollectionView?
  }

  /// A real `UICollectionView` with a stock list layout (`UICollectionLayoutListConfiguration`)
  /// filling a real `UIWindow` (320 points wide), its items `UICollectionViewListCell`s shown by a
  /// `UICollectionViewDiffableDataSource` of strings, one section; swipeable, its delegate the
  /// fixture: one trailing 80-pt "Delete" button per item, in the classic look (buttons edge to
  /// edge, the same geometry on every iOS) without the full swipe. Records the actions run.
  @MainActor
  final class ListFixture: NSObject, SwipeableCollectionDelegate {
    static let cellIdentifier = "item"

    let window: UIWindow
    let collectionView: UICollectionView
    private(set) var source: UICollectionViewDiffableDataSource<Int, String>!
    /// The items whose action ran, in order.
    private(set) var performed: [String] = []

    /// A window 440 points tall holding a list of `appearance` showing `items`, laid out; its
    /// list configuration's separators are the swipe's
    /// (`swipeableSeparatorConfiguration(_:forItemAt:)`).
    convenience init(appearance: UICollectionLayoutListConfiguration.Appearance, items: [String]) {
      var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      let separators = SeparatorRelay()
      configuration.itemSeparatorHandler = { indexPath, given in
        separators.collectionView?.swipeableSeparatorConfiguration(given, forItemAt: indexPath)
          ?? given
      }
      self.init(
        layout: UICollectionViewCompositionalLayout.list(using: configuration), items: items)
      separators.collectionView = collectionView
    }

    /// A window 440 points tall holding a collection view laid out by `layout`, showing `items`.
    init(layout: UICollectionViewLayout, items: [String]) {
      window = TableFixture.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
      collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
      collectionView.register(
        UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
      window.addSubview(collectionView)
      window.isHidden = false
      super.init()
      source = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        view, indexPath, item in
        let cell = view.dequeueReusableCell(
          withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        if let list = cell as? UICollectionViewListCell {
          var content = list.defaultContentConfiguration()
          content.text = item
          list.contentConfiguration = content
        }
        return cell
      }
      show(items, animated: false)
      var options = SwipeableOptions()
      options.look = .classic
      options.allowsFullSwipe = false
      collectionView.swipeableOptions = options
      collectionView.swipeable = true
      collectionView.swipeableDelegate = self
    }

    /// Applies a snapshot of `items` in one section and lays the list out.
    func show(_ items: [String], animated: Bool) {
      var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
      snapshot.appendSections([0])
      snapshot.appendItems(items, toSection: 0)
      source.apply(snapshot, animatingDifferences: animated)
      collectionView.layoutIfNeeded()
    }

    /// The centre of the item at `indexPath`, in the collection view's content coordinates
    /// (from its layout attributes, as the engine reads it).
    func center(ofItemAt indexPath: IndexPath) -> CGPoint {
      let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
      return CGPoint(x: frame.midX, y: frame.midY)
    }

    /// Takes the collection view out of the window and hides the window.
    func tearDown() {
      collectionView.removeFromSuperview()
      window.isHidden = true
    }

    func collectionView(
      _ collectionView: UICollectionView, swipeActionsForItemAt indexPath: IndexPath,
      edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration? {
      guard edge == .trailing, let item = source.itemIdentifier(for: indexPath) else {
        return nil
      }
      let delete = SwipeableAction(title: "Delete") { [weak self] _, _, done in
        self?.performed.append(item)
        done(true)
      }
      delete.width = 80
      return SwipeableActionsConfiguration(actions: [delete])
    }
  }
#endif
