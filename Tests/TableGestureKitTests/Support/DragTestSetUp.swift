#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  extension DragableOptions {
    /// The drag options of the iOS drag tests: no animation and no haptics, so each event's
    /// outcome is on screen when the call returns; the rest the defaults (each swap committed).
    static var instant: DragableOptions {
      var options = DragableOptions()
      options.animationDuration = 0
      options.hapticsEnabled = false
      return options
    }
  }

  extension TableFixture {
    /// Makes the table show `source`, lays it out and turns the drag on with `options`, `source`
    /// its drag delegate; returns the drag's helper. The table holds `source` weakly: keep it
    /// alive for the test.
    func dragable(
      showing source: ListSource, options: DragableOptions = .instant
    ) throws -> DragableHelper {
      table.dataSource = source
      layOut()
      table.dragableOptions = options
      table.dragableDelegate = source
      table.dragable = true
      return try XCTUnwrap(table.dragableHelper)
    }
  }

  /// The drag delegate of the "Diffable data sources" recipe, on a list: moves the item in a
  /// snapshot and applies it, counting the applies; with `reloadsEveryItem`, each snapshot also
  /// reloads every item (`reloadItems(_:)`), so that UIKit replaces every cell on screen.
  @MainActor
  final class ListSnapshotMover: NSObject, DragableCollectionDelegate {
    let source: UICollectionViewDiffableDataSource<Int, String>
    let reloadsEveryItem: Bool
    private(set) var applies = 0
    private(set) var drops: [IndexPath] = []
    var pinnedFirst = false

    init(source: UICollectionViewDiffableDataSource<Int, String>, reloadsEveryItem: Bool = false) {
      self.source = source
      self.reloadsEveryItem = reloadsEveryItem
    }

    func collectionView(
      _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {
      guard let item = source.itemIdentifier(for: fromIndexPath) else { return }
      var snapshot = source.snapshot()
      snapshot.deleteItems([item])
      let section = snapshot.sectionIdentifiers[toIndexPath.section]
      let items = snapshot.itemIdentifiers(inSection: section)
      if toIndexPath.item < items.count {
        snapshot.insertItems([item], beforeItem: items[toIndexPath.item])
      } else {
        snapshot.appendItems([item], toSection: section)
      }
      if reloadsEveryItem {
        snapshot.reloadItems(
          snapshot.sectionIdentifiers.flatMap { snapshot.itemIdentifiers(inSection: $0) })
      }
      source.apply(snapshot, animatingDifferences: false)
      applies += 1
    }

    func collectionView(_ collectionView: UICollectionView, canDragCellTo indexPath: IndexPath)
      -> Bool
    {
      !pinnedFirst || indexPath.item > 0
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDraggingCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {
      drops.append(toIndexPath)
    }
  }
#endif
