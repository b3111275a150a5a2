#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// What a list shows around an open item, and which collection views the swipe leaves alone:
  /// the inset-grouped group's first item rounds only its top corners under the buttons; on the
  /// iOS 26 design the separators beside an open item are hidden and come back at rest; a grid
  /// (a flow layout of small squares) never swipes; a new layout closes the open item.
  final class SwipeableCollectionListLookTests: XCTestCase {
    @MainActor
    func testTheGroupsFirstItemRoundsOnlyItsTopCornersUnderTheButtons() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let top = CACornerMask(rawValue: 1 << 0 | 1 << 1)
      for (item, corners) in [(0, top), (1, CACornerMask(rawValue: 0))] {
        let path = IndexPath(item: item, section: 0)
        list.collectionView.showSwipeActions(forItemAt: path, edge: .trailing, animated: false)
        let cell = try XCTUnwrap(list.collectionView.cellForItem(at: path))
        let strip = try XCTUnwrap(cell.subviews.first as? SwipeActionsView)
        XCTAssertEqual(strip.layer.maskedCorners, corners, "item \(item)")
      }
    }

    @MainActor
    func testTheSeparatorsBesideAnOpenItemHideOnTheGlassDesignAndComeBack() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      guard list.collectionView.swipeableHelper?.swipeDesign.systemLook == .glass else {
        throw XCTSkip("UIKit hides the separators beside an open item on the iOS 26 design only")
      }
      let given = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
      func shown(_ item: Int) -> UIListSeparatorConfiguration {
        list.collectionView.swipeableSeparatorConfiguration(
          given, forItemAt: IndexPath(item: item, section: 0))
      }
      list.collectionView.showSwipeActions(
        forItemAt: IndexPath(item: 1, section: 0), edge: .trailing, animated: false)
      XCTAssertEqual(shown(1).topSeparatorVisibility, .hidden)
      XCTAssertEqual(shown(1).bottomSeparatorVisibility, .hidden)
      XCTAssertEqual(shown(0).bottomSeparatorVisibility, .hidden, "the item above's bottom one")
      XCTAssertEqual(shown(0).topSeparatorVisibility, given.topSeparatorVisibility)
      XCTAssertEqual(shown(2), given, "the item below keeps its own")

      list.collectionView.hideSwipeActions(animated: false)
      XCTAssertEqual(shown(1), given, "at rest every separator is back")
      XCTAssertEqual(shown(0), given)
    }

    @MainActor
    func testAGridNeverSwipes() throws {
      let grid = UICollectionViewFlowLayout()
      grid.itemSize = CGSize(width: 100, height: 100)
      let list = ListFixture(layout: grid, items: ["a", "b", "c", "d"])
      defer { list.tearDown() }
      let second = try XCTUnwrap(
        list.collectionView.layoutAttributesForItem(
          at: IndexPath(item: 1, section: 0))?.frame)
      let first = try XCTUnwrap(
        list.collectionView.layoutAttributesForItem(
          at: IndexPath(item: 0, section: 0))?.frame)
      XCTAssertEqual(second.minY, first.minY, accuracy: 0.5, "two items side by side")

      list.collectionView.showSwipeActions(
        forItemAt: IndexPath(item: 0, section: 0), edge: .trailing, animated: false)
      XCTAssertTrue(list.collectionView.swipeableHelper?.controller.isIdle == true)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
    }

    @MainActor
    func testANewLayoutClosesTheOpenItem() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let item = IndexPath(item: 1, section: 0)
      list.collectionView.showSwipeActions(forItemAt: item, edge: .trailing, animated: false)
      XCTAssertEqual(list.collectionView.swipeableHelper?.controller.activeRow, item)

      list.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
      list.collectionView.layoutIfNeeded()
      // Any command is an event that looks at the layout first.
      list.collectionView.swipeableActionsDidChange(forItemAt: IndexPath(item: 0, section: 0))

      XCTAssertTrue(list.collectionView.swipeableHelper?.controller.isIdle == true)
      for cell in list.collectionView.visibleCells {
        XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
      }
    }
  }
#endif
