#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The app's side of the library's own swipe engine on a `UICollectionView` list: which
  /// buttons an item has, whether a swipe may start, and which item is which. The item-spelled
  /// twin of ``SwipeableTableDelegate``, method for method, with the same defaults. Set it with
  /// `collectionView.swipeableDelegate = self` (held weakly). Touch points are in the item's own
  /// coordinates.
  ///
  /// Only ``collectionView(_:swipeActionsForItemAt:edge:)`` is required. Edges are in the
  /// reading direction: in a right-to-left layout the leading actions come out of the right
  /// edge. An Objective-C protocol with optional methods, like `UICollectionViewDelegate`, so
  /// that a method whose name is nearly right gets the compiler's "nearly matches optional
  /// requirement" warning; declare the optional methods in the class or extension that declares
  /// the conformance.
  @objc @MainActor
  public protocol SwipeableCollectionDelegate: AnyObject {
    /// The buttons toward `edge` of the item; `nil` or no actions means no swipe that way.
    ///
    /// Asked when a swipe may start, when the item opens, when VoiceOver lists its actions and
    /// when an action runs; return the same actions each time for the same data (tell the
    /// collection view with ``UIKit/UICollectionView/swipeableActionsDidChange(forItemAt:)`` when
    /// they change while the item is open).
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - indexPath: the item.
    ///   - edge: the edge the buttons come out of, in the reading direction.
    /// - Returns: the buttons and their options, or `nil` for no swipe toward `edge`.
    func collectionView(
      _ collectionView: UICollectionView, swipeActionsForItemAt indexPath: IndexPath,
      edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration?

    /// Whether a swipe toward `edge` may start on the item with the finger at `point`, in the
    /// item's own coordinates (origin at its top-left corner). Not implemented: `true`.
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - indexPath: the item under the finger.
    ///   - edge: the edge whose buttons the swipe would reveal.
    ///   - point: the touch, in the item's own coordinates.
    /// - Returns: `true` to let the swipe start.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, canSwipeItemAt indexPath: IndexPath,
      edge: SwipeableEdge, withTouchPoint point: CGPoint
    ) -> Bool

    /// An item starts to move (a swipe, a programmatic open, a hint).
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - indexPath: the item that starts to move.
    ///   - edge: the edge whose buttons it reveals.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, willBeginSwipingItemAt indexPath: IndexPath,
      edge: SwipeableEdge)

    /// The item is back at rest, or gone (`nil`: it was deleted or reloaded away).
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - indexPath: where the item rests, or `nil` when it is gone.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, didEndSwipingItemAt indexPath: IndexPath?)

    /// Whether the section's items may swipe, when the layout alone does not tell: the library
    /// swipes vertical list sections and, unless you say so here, reads a section as a list
    /// when its items stack one per row at least half as wide as the collection view. A grid, an
    /// orthogonally scrolling section and a horizontal layout are never swiped, whatever this
    /// answers (a section left alone is logged once, naming why). Not implemented: the
    /// layout's reading.
    /// - Parameters:
    ///   - collectionView: the collection view asking.
    ///   - section: the section.
    /// - Returns: `true` when the section is a list whose items may swipe.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, sectionIsList section: Int
    ) -> Bool

    /// Whether the section's first item is its header row — your list configuration's
    /// `headerMode` is `.firstItemInSection` — which the swipe then leaves alone (logged once,
    /// naming why). A list configuration cannot be read back from its
    /// layout, nor a header row told from its frames, so only you can say. Not implemented:
    /// `false`, and a first-item header row swipes like any item.
    /// - Parameters:
    ///   - collectionView: the collection view asking.
    ///   - section: the section.
    /// - Returns: `true` when the section's first item is its header.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, sectionUsesFirstItemAsHeader section: Int
    ) -> Bool

    /// A stable identity for the item (your model's ID), so an open item stays open through a
    /// reload and the update notices are optional. Not implemented: the item identifier of a
    /// `UICollectionViewDiffableDataSource`, else none (an open item closes on reload).
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - indexPath: the item.
    /// - Returns: the item's identity, or `nil` when it has none.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, swipeIdentityForItemAt indexPath: IndexPath
    ) -> AnyHashable?

    /// Where the item with `identity` is now, or `nil` when it no longer exists. Not
    /// implemented: a `UICollectionViewDiffableDataSource`'s index path of the item.
    /// - Parameters:
    ///   - collectionView: the collection view whose item swipes.
    ///   - identity: an identity you returned from
    ///     ``collectionView(_:swipeIdentityForItemAt:)``.
    /// - Returns: the item's index path now, or `nil` when it no longer exists.
    @objc optional func collectionView(
      _ collectionView: UICollectionView, indexPathForSwipeIdentity identity: AnyHashable
    ) -> IndexPath?
  }

  /// A collection view's ``SwipeableCollectionDelegate`` as the swipe helper asks it.
  @MainActor
  struct SwipeableCollectionAnswers: SwipeableAnswers {
    let delegate: any SwipeableCollectionDelegate

    func actions(forRowAt indexPath: IndexPath, edge: SwipeableEdge, in list: UICollectionView)
      -> SwipeableActionsConfiguration?
    {
      delegate.collectionView(list, swipeActionsForItemAt: indexPath, edge: edge)
    }

    func canSwipe(
      rowAt indexPath: IndexPath, edge: SwipeableEdge, touchPoint point: CGPoint,
      in list: UICollectionView
    ) -> Bool {
      delegate.collectionView?(list, canSwipeItemAt: indexPath, edge: edge, withTouchPoint: point)
        ?? true
    }

    func willBeginSwiping(
      rowAt indexPath: IndexPath, edge: SwipeableEdge, in list: UICollectionView
    ) {
      delegate.collectionView?(list, willBeginSwipingItemAt: indexPath, edge: edge)
    }

    func didEndSwiping(rowAt indexPath: IndexPath?, in list: UICollectionView) {
      delegate.collectionView?(list, didEndSwipingItemAt: indexPath)
    }

    func identity(ofRowAt indexPath: IndexPath, in list: UICollectionView) -> AnyHashable? {
      delegate.collectionView?(list, swipeIdentityForItemAt: indexPath)
    }

    func indexPath(forIdentity identity: AnyHashable, in list: UICollectionView) -> IndexPath? {
      delegate.collectionView?(list, indexPathForSwipeIdentity: identity)
    }
  }
#endif
