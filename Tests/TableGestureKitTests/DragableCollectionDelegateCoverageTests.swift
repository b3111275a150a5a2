#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The first press's coverage note on a list knows `DragableCollectionDelegate`'s optional
  /// methods by their exact names: a delegate implementing them all is named by none, one
  /// implementing only the required method by all.
  final class DragableCollectionDelegateCoverageTests: XCTestCase {
    @MainActor
    func testEveryOptionalMethodNameIsTheProtocols() {
      let check = GestureDelegateCheck(RowHostKind.list.dragDelegateCheck)
      let full = FullDragListDelegate()
      XCTAssertNil(
        check.coverageNote(delegateType: "FullDragListDelegate") {
          full.responds(to: NSSelectorFromString($0))
        })
      let bare = BareDragListDelegate()
      let note = check.coverageNote(delegateType: "BareDragListDelegate") {
        bare.responds(to: NSSelectorFromString($0))
      }
      XCTAssertNotNil(note)
      XCTAssertEqual(note, check.coverageNote(delegateType: "BareDragListDelegate") { _ in false })
    }
  }

  /// Implements only the required method.
  @MainActor
  private final class BareDragListDelegate: NSObject, DragableCollectionDelegate {
    func collectionView(
      _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {}
  }

  /// Implements every method of the protocol.
  @MainActor
  private final class FullDragListDelegate: NSObject, DragableCollectionDelegate {
    func collectionView(
      _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {}

    func collectionView(
      _ collectionView: UICollectionView, canDragCellFrom indexPath: IndexPath,
      withTouchPoint point: CGPoint
    ) -> Bool { true }

    func collectionView(
      _ collectionView: UICollectionView, canMoveCellWithAccessibilityAt indexPath: IndexPath
    ) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, canDragCellTo indexPath: IndexPath)
      -> Bool
    { true }

    func collectionView(
      _ collectionView: UICollectionView, targetIndexPathForDragFrom originalIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    func collectionView(
      _ collectionView: UICollectionView, willBeginDraggingCellAt indexPath: IndexPath
    ) {}

    func collectionView(
      _ collectionView: UICollectionView, didEndDraggingCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {}

    func collectionView(
      _ collectionView: UICollectionView, didCancelDraggingCellAt indexPath: IndexPath?
    ) {}
  }
#endif
