#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A scroll view of rows the library's engines can host on: `UITableView` and `UICollectionView`
  /// (its list sections). The helpers (``SwipeableListHelper``, ``DragableListHelper``) are
  /// written once over it; each
  /// requirement is the view's own UIKit call (or two, where UIKit has no single one), never a
  /// decision: every decision is the core's.
  ///
  /// Internal: a public type cannot conform publicly to a protocol apps do not see, and apps
  /// never name it.
  ///
  /// Not testable on Linux (UIKit); the simulated hosts in the core are its Linux twins.
  @MainActor
  protocol RowListView: UIScrollView {
    /// The view's cells (`UITableViewCell`, `UICollectionViewCell`).
    associatedtype Cell: RowCellView
    /// The view as the engines see it, held weakly (``UIKitTableReference``).
    associatedtype Reference: WeakTableReference
    /// The app's swipe delegate as the engine asks it (``SwipeableAnswers``; its `List` is the
    /// conforming view: the helpers require it, as a requirement naming `Self` here could not be
    /// met by an open class).
    associatedtype Answers: SwipeableAnswers

    /// A weak reference to this view, for the engines.
    func makeReference() -> Reference

    /// The cell showing the row at `indexPath`, or `nil` when none is on screen.
    func cell(showingRowAt indexPath: IndexPath) -> Cell?

    /// The row `cell` shows now, or `nil` (not shown, leaving, or not one of this view's cells).
    func indexPath(showing cell: UIView) -> IndexPath?

    /// The row's frame in the view's content coordinates.
    func frame(ofRowAt indexPath: IndexPath) -> CGRect

    /// The app's swipe delegate as the engine asks it, or `nil` when there is none.
    var swipeableAnswers: Answers? { get }

    /// How rows' buttons look and move unless a row's configuration says otherwise.
    var swipeableOptions: SwipeableOptions { get }

    /// The object whose optional methods the first gesture's debug note lists, when the library
    /// knows that protocol's names (`GestureDelegateCheck.Feature`).
    var swipeableDelegateForCoverage: AnyObject? { get }

    /// The objects that arm UIKit's own swipe on this view (`SwipeSystemSwipeConflictWatch`
    /// watches them for a change).
    var systemSwipeSources: (dataSource: AnyObject?, delegate: AnyObject?) { get }

    /// What arms UIKit's own swipe on this view now (see `SwipeSystemSwipeConflict`).
    func systemSwipeConflict() -> SwipeSystemSwipeConflict

    /// Which kind of view this is (`RowHostKind`: the recognizers' rules and the first
    /// gesture's delegate check follow from it).
    var rowHostKind: RowHostKind { get }

    /// Whether UIKit's own drag and drop has lifted items from the view now
    /// (`SwipeController.isSystemDragActive`).
    var hasSystemDrag: Bool { get }

    /// The data source, when it names each row's item (a diffable data source).
    var swipeItemIdentities: (any SwipeItemIdentities)? { get }

    /// Hears the view's `isEditing` change through key-value observation (each view declares
    /// its own `isEditing`, so the key path is written per view).
    func observeEditing(_ changed: @escaping @MainActor @Sendable () -> Void)
      -> NSKeyValueObservation

    /// Logs, once per kind, what in `cell` may arm UIKit's own swipe on the same row (asked
    /// when the row's buttons show).
    func noteSystemSwipe(in cell: Cell)

    /// What the layout says about `section` for the list gate (`ListGate`), or `nil` for a
    /// view whose sections are all lists (a table).
    func listSectionFacts(_ section: Int) -> ListSectionFacts?

    /// Makes the view ask again which separators to show (after the open row's hidden
    /// separators changed). A table has none to refresh.
    func refreshListSeparators()

    /// The identity of the object that lays the view out, when a new one can replace it under
    /// an open row (a collection view's layout); `nil` for a table.
    var layoutIdentity: ObjectIdentifier? { get }

    /// The library's drag press on this view, while it has one.
    var rowDragGestureRecognizer: UILongPressGestureRecognizer? { get }

    // MARK: Drag

    /// The app's drag delegate as the drag engine asks it (``DragableAnswers``,
    /// ``DragableCollectionAnswers``; its `Table` is the conforming view, which the drag helper
    /// requires, as for ``Answers``).
    associatedtype DragAnswers: DragableListAnswers
    /// Where the drag helper holds the app's drag delegate, weakly.
    associatedtype DragDelegateSlot: DragableDelegateSlot
    where DragDelegateSlot.Answers == DragAnswers
    /// The drag engine's policy on this view: the app's answers, behind the list gate on a
    /// collection view.
    associatedtype DragPolicy: ReorderPolicy

    /// A slot holding the view's drag delegate now.
    func makeDragDelegateSlot() -> DragDelegateSlot

    /// The object whose optional drag methods the first press's debug note lists, when the
    /// library knows that protocol's names (`GestureDelegateCheck.Feature`).
    var dragableDelegateForCoverage: AnyObject? { get }

    /// The policy of one drag event: `delegated` (the app's delegate), with `reference` for
    /// what the view's layout says of its sections.
    static func dragPolicy(
      _ delegated: DelegatedReorderPolicy<DragAnswers>, reference: Reference
    ) -> DragPolicy

    /// What else the view does with a press at `point` (content coordinates): edit mode,
    /// UIKit's drag and drop and reorder, context menus that may open (the library's own swipe
    /// is the helper's to add).
    func dragGestureContext(at point: CGPoint) -> ReorderGestureContext

    /// Whether the app offers a context menu for a press at `point`: asks the app's menu code.
    func offersDragContextMenu(at point: CGPoint) -> Bool

    /// Whether the drag concealed `cell` (``setConcealedForDrag(_:_:)``).
    func isConcealedForDrag(_ cell: Cell) -> Bool

    /// Conceals `cell` while its row is dragged (or shows it again), by one UIKit write that
    /// the view's own layout passes leave alone.
    func setConcealedForDrag(_ concealed: Bool, _ cell: Cell)

    /// Whether ``setConcealedForDrag(_:_:)`` writes a property no app configures (a list's mask
    /// of the library's own class), not `isHidden`.
    static var hidesCellsWithItsOwnProperty: Bool { get }

    /// Asks the view for every row's height again.
    func refreshRowHeightsForDrag()

    /// Has the app configure the row at `indexPath` again in the cell showing it, keeping that
    /// cell (one UIKit call).
    func reconfigureRowForDrag(at indexPath: IndexPath)

    /// The view's data source (``DataSourceKind`` reads its class names).
    var dragDataSource: AnyObject? { get }

    /// Reloads every row from the data source (`reloadData()`).
    func reloadData()
  }

  /// Where a drag helper holds the app's drag delegate: a class per view, whose `weak` delegate
  /// has the view's protocol type, so the helper reads it once per event without a cast.
  @MainActor
  protocol DragableDelegateSlot: AnyObject {
    /// The delegate's answers (``RowListView/DragAnswers``).
    associatedtype Answers
    /// The delegate as the engine asks it, or `nil` when there is none (or it was released).
    var answers: Answers? { get }
  }

  /// A cell of a ``RowListView``: the members both `UITableViewCell` and `UICollectionViewCell`
  /// have, so the helpers read them without knowing which (empty conformances).
  @MainActor
  protocol RowCellView: UIView {
    /// The view the app's content lives in.
    var contentView: UIView { get }
    /// The cell's background configuration (its insets and corner radius frame the buttons).
    var backgroundConfiguration: UIBackgroundConfiguration? { get }
    /// Whether the cell shows its highlight (turned off before the lifted row's picture).
    var isHighlighted: Bool { get set }
  }

  extension UITableViewCell: RowCellView {}
  extension UICollectionViewCell: RowCellView {}
#endif
