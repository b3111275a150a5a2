#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// UIKit's own list swipe on a swipeable list (the list configuration's
  /// `trailingSwipeActionsConfigurationProvider`): the library's swipe pan waits for UIKit's
  /// `_UISwipeActionPanGestureRecognizer`, found on the collection view by its class name, and
  /// for nothing else of UIKit's; on a table the two still race. The stand-down itself (who
  /// begins when) is the core's, replayed in `SystemSwipeStandDownTests`.
  final class SwipeableCollectionSystemSwipeTests: XCTestCase {
    @MainActor
    func testTheListsSwipePanWaitsForUIKitsListSwipePanOnly() throws {
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.trailingSwipeActionsConfigurationProvider = { _ in
        UISwipeActionsConfiguration(actions: [
          UIContextualAction(style: .destructive, title: "System") { _, _, done in done(true) }
        ])
      }
      let list = ListFixture(
        layout: UICollectionViewCompositionalLayout.list(using: configuration),
        items: ["a", "b", "c"])
      defer { list.tearDown() }
      let helper = try XCTUnwrap(list.collectionView.swipeableHelper)
      let system = try XCTUnwrap(
        Self.systemSwipePan(on: list.collectionView), "UIKit's list swipe pan is on the list")

      XCTAssertTrue(helper.gestureRecognizer(helper.pan, shouldRequireFailureOf: system))
      XCTAssertFalse(
        helper.gestureRecognizer(
          helper.pan, shouldRequireFailureOf: list.collectionView.panGestureRecognizer))
      XCTAssertFalse(helper.gestureRecognizer(helper.dismissal, shouldRequireFailureOf: system))
    }

    @MainActor
    func testATablesSwipePanDoesNotWaitForUIKitsSwipePan() throws {
      let table = TableFixture(height: 440)
      defer { table.tearDown() }
      table.table.swipeable = true
      let helper = try XCTUnwrap(table.table.swipeableHelper)
      let system = try XCTUnwrap(
        Self.systemSwipePan(on: table.table), "UIKit's swipe pan is on every table")
      XCTAssertFalse(helper.gestureRecognizer(helper.pan, shouldRequireFailureOf: system))
    }

    /// UIKit's swipe pan on `view`, by its class name.
    @MainActor
    static func systemSwipePan(on view: UIView) -> UIGestureRecognizer? {
      view.gestureRecognizers?.first {
        String(describing: type(of: $0)) == SystemSwipeStandDown.systemSwipeClassName
      }
    }
  }
#endif
