#if canImport(UIKit) && canImport(SwiftUI) && !TABLEGESTURE_SDK_SWIFTUI_UNREADABLE
  @_spi(Headless) import TableGestureCore
  import SwiftUI
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A list whose items show SwiftUI through `UIHostingConfiguration` (iOS 16 and later) swipes
  /// as one of `UIListContentConfiguration` rows: the item opens under the finger by its layer's
  /// `sublayerTransform`, with the buttons below the hosted content, and closes back to rest.
  ///
  /// Built by the package's test run against every SDK. Scripts/check-ios-sdk.sh defines
  /// `TABLEGESTURE_SDK_SWIFTUI_UNREADABLE` only where its Linux toolchain cannot read the SDK's
  /// own SwiftUI interface (the iOS 16.5 SDK's), which leaves this file out of that check alone.
  final class SwipeableCollectionHostingRowTests: XCTestCase {
    @MainActor
    func testAHostingConfigurationRowSwipesOpenAndClosed() throws {
      guard #available(iOS 16.0, *) else {
        throw XCTSkip("UIHostingConfiguration needs iOS 16")
      }
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let item = IndexPath(item: 1, section: 0)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      Self.host(Text(verbatim: "b"), in: cell)
      list.collectionView.layoutIfNeeded()
      XCTAssertTrue(
        String(describing: type(of: cell.contentConfiguration!)).hasPrefix(
          "UIHostingConfiguration<"))

      try SwipeFingerDrag.drag(
        from: list.center(ofItemAt: item), by: -100, on: list.collectionView)
      XCTAssertTrue(list.collectionView.cellForItem(at: item) === cell)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5, "the content offset")
      XCTAssertNotNil(cell.subviews.first as? SwipeActionsView, "the buttons are below")
      XCTAssertEqual(list.collectionView.swipeableHelper?.controller.activeRow, item)

      try SwipeFingerDrag.drag(
        from: list.center(ofItemAt: item), by: 100, on: list.collectionView)
      XCTAssertTrue(list.collectionView.swipeableHelper?.controller.isIdle == true)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0, "closed, the content is back")
      XCTAssertEqual(list.performed, [])
    }

    /// Shows `view` in `cell` through a hosting configuration.
    @available(iOS 16.0, *)
    @MainActor
    private static func host(_ view: Text, in cell: UICollectionViewCell) {
      cell.contentConfiguration = UIHostingConfiguration { view }
    }
  }
#endif
