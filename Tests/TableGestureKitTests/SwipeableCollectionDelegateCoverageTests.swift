#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The first gesture's coverage note on a list knows `SwipeableCollectionDelegate`'s optional
  /// methods by their exact names: a delegate implementing them all (in the conformance's
  /// declaration) is named by none, and one implementing only the required method by all.
  final class SwipeableCollectionDelegateCoverageTests: XCTestCase {
    @MainActor
    func testEveryOptionalMethodNameIsTheProtocols() {
      let check = GestureDelegateCheck(RowHostKind.list.swipeDelegateCheck)
      let full = FullListDelegate()
      XCTAssertNil(
        check.coverageNote(delegateType: "FullListDelegate") {
          full.responds(to: NSSelectorFromString($0))
        })
      let bare = BareListDelegate()
      let note = check.coverageNote(delegateType: "BareListDelegate") {
        bare.responds(to: NSSelectorFromString($0))
      }
      XCTAssertNotNil(note)
      XCTAssertEqual(note, check.coverageNote(delegateType: "BareListDelegate") { _ in false })
    }
  }

  /// Implements only the required method.
  @MainActor
  private final class BareListDelegate: NSObject, SwipeableCollectionDelegate {
    func collectionView(
      _ collectionView: UICollectionView, swipeActionsForItemAt indexPath: IndexPath,
      edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration? { nil }
  }

  /// Implements every method of the protocol.
  @MainActor
  private final class FullListDelegate: NSObject, SwipeableCollectionDelegate {
    func collectionView(
      _ collectionView: UICollectionView, swipeActionsForItemAt indexPath: IndexPath,
      edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration? { nil }

    func collectionView(
      _ collectionView: UICollectionView, canSwipeItemAt indexPath: IndexPath,
      edge: SwipeableEdge, withTouchPoint point: CGPoint
    ) -> Bool { true }

    func collectionView(
      _ collectionView: UICollectionView, willBeginSwipingItemAt indexPath: IndexPath,
      edge: SwipeableEdge
    ) {}

    func collectionView(
      _ collectionView: UICollectionView, didEndSwipingItemAt indexPath: IndexPath?
    ) {}

    func collectionView(_ collectionView: UICollectionView, sectionIsList section: Int) -> Bool {
      true
    }

    func collectionView(
      _ collectionView: UICollectionView, sectionUsesFirstItemAsHeader section: Int
    ) -> Bool { false }

    func collectionView(
      _ collectionView: UICollectionView, swipeIdentityForItemAt indexPath: IndexPath
    ) -> AnyHashable? { nil }

    func collectionView(
      _ collectionView: UICollectionView, indexPathForSwipeIdentity identity: AnyHashable
    ) -> IndexPath? { nil }
  }
#endif
