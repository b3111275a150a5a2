#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The table's drag helper.
  typealias DragableHelper = DragableListHelper<UITableView>

  /// The collection view's drag helper.
  typealias DragableCollectionHelper = DragableListHelper<UICollectionView>

  /// The UIKit host of drag-to-reorder for one list view (a table, or a collection view's list:
  /// ``RowListView``, written once for both): the long-press recognizer, the display link, the
  /// floating snapshot and the haptics, carrying out what the core `ReorderController` decides.
  /// Stored on the view; the view, the helper and the link form no cycle but for the length of a
  /// drag, when the helper holds the view (`TableHold`, let go when the drag ends).
  ///
  /// Plumbing only: each method of a drag event is one UIKit call (the lift's, the drop's and a
  /// resize's make the snapshot's several) and none branches on the drag's state;
  /// every decision (when a drag may start, when rows swap, how far to scroll, which cell to hide,
  /// when a haptic plays, what a reload or a re-entrant call does) is the controller's, tested on
  /// Linux through ``SimulatedReorderHost`` (on a ``SimulatedList`` for a collection view). What
  /// differs between the views is the view's own call, in ``RowListView``: how a cell is hidden,
  /// how heights are asked again, what else may own a press, and the list gate's policy.
  ///
  /// Not testable on Linux: all of it (UIKit).
  @MainActor
  final class DragableListHelper<List: RowListView>: NSObject, UIGestureRecognizerDelegate,
    @MainActor ReorderDeviceHost, FrameTickReceiver
  where
    List.Reference.Table.Base == List, List.DragAnswers.Table == List,
    List.Answers.List == List
  {
    /// The long press that lifts a row.
    let recognizer: UILongPressGestureRecognizer
    /// The lifecycle of the drags on this view (made first, then given its host: a constant,
    /// not a `lazy` property, which every event read through an optional, an exclusivity check
    /// and a retain).
    let controller: ReorderController<DragableListHelper>
    /// The options in force; the reorder part is handed to the controller.
    var options: DragableOptions {
      didSet { apply(options) }
    }

    private weak var table: List?
    /// The view's `dragableDelegate`, kept here when it is set (not looked up on every event).
    let delegate: List.DragDelegateSlot
    /// The view as the engine sees it (weakly held).
    private let reference: List.Reference
    private let displayLink: FrameTicker
    /// Key-value observation of the view's `contentOffset`: the scroll notice.
    private var scrolling: NSKeyValueObservation?
    private let feedback = UISelectionFeedbackGenerator()
    /// The snapshot, lifted or settling.
    private var snapshot: UIView?
    /// Logs a missing drag delegate at the first press (round 5's newcomer run).
    private var delegateCheck: GestureDelegateCheck
    /// The layout object last seen (``noticeLayoutChange()``); `nil` on a table.
    private var seenLayout: ObjectIdentifier?

    init(list table: List, options: DragableOptions) {
      self.table = table
      delegate = table.makeDragDelegateSlot()
      reference = table.makeReference()
      seenLayout = table.layoutIdentity
      delegateCheck = GestureDelegateCheck(table.rowHostKind.dragDelegateCheck)
      self.options = options
      let proxy = DisplayLinkProxy()
      displayLink = FrameTicker(target: proxy)
      recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
      controller = ReorderController()
      super.init()
      controller.attach(self)
      proxy.receiver = self
      recognizer.addTarget(self, action: #selector(handlePress(_:)))
      recognizer.delegate = self
      table.addGestureRecognizer(recognizer)
      scrolling = table.observe(\.contentOffset, options: []) { [weak self] _, _ in
        MainActor.assumeIsolated { self?.controller.tableDidScroll() }
      }
      apply(options)
    }

    private func apply(_ options: DragableOptions) {
      recognizer.minimumPressDuration = options.minimumPressDuration
      recognizer.allowableMovement = LibraryGestureRules.current.dragPressAllowableMovement
      controller.options = options.reorder
      controller.hapticsEnabled = options.hapticsEnabled
    }

    /// Turns dragging off (`ReorderController/disable()`) and takes the recognizer and the
    /// display link away. Called when `dragable` is turned off.
    func detach() {
      forward { $0.disable() }
      scrolling?.invalidate()
      table?.removeGestureRecognizer(recognizer)
      displayLink.invalidate()
    }

    /// A new layout object (`setCollectionViewLayout(_:animated:)`, which tells no one) is
    /// told to the controller as a reload (``ReorderController/tableDidReloadData()``): a drag
    /// under way is cancelled, an on-drop drag's moves undone by a reload, as
    /// ``SimulatedReorderHost/checkListLayout()`` does on Linux. Read at each recognizer
    /// callback and display frame, before the controller hears it; a table's layout is its own
    /// (`nil` identity, never changes).
    func noticeLayoutChange() {
      let layout = reference.withTable { $0.layoutIdentity } ?? nil
      guard layout != seenLayout else { return }
      seenLayout = layout
      forward { $0.tableDidReloadData() }
    }

    // MARK: - UIKit events, forwarded

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if !delegateCheck.asked, let table {
        delegateCheck.firstGesture(
          delegatePresent: delegate.answers != nil, delegateWasSet: table.dragableDelegateWasSet
        ).map(SwipeLog.shared.report(note:))
        SwipeLog.shared.reportCoverage(of: table.dragableDelegateForCoverage, by: delegateCheck)
      }
      noticeLayoutChange()
      let point = gestureRecognizer.location(in: table)
      // Read when a press may lift: the setting holds for the drag that follows.
      controller.reduceMotion = UIAccessibility.isReduceMotionEnabled
      let context = gestureContext(at: point)
      context.conflict?.note.map(SwipeLog.shared.report(note:))
      return controller.canBeginDrag(at: point, context: context) {
        offersContextMenu(at: point)
      }
    }

    /// The facts the controller weighs against UIKit's own gestures for a press at `point`: the
    /// view's (``RowListView/dragGestureContext(at:)``) and whether the library's own swipe has
    /// a row open or moving.
    ///
    /// Asks the app nothing about menus, only whether something could offer one; the menu
    /// question itself is ``offersContextMenu(at:)``, which the controller asks only when its
    /// answer decides the press (device review r4, N14).
    func gestureContext(at point: CGPoint) -> ReorderGestureContext {
      guard let table else { return ReorderGestureContext() }
      var context = table.dragGestureContext(at: point)
      context.isSwipeActive = table.listSwipeableHelper.map { !$0.controller.isIdle } ?? false
      return context
    }

    /// Whether the app offers a context menu for a press at `point`
    /// (``RowListView/offersDragContextMenu(at:)``). Runs the app's menu code: an app that
    /// builds its menus there builds one (and throws it away) for each press the controller
    /// asks about — only presses that would otherwise lift a row
    /// (``ReorderController/canBeginDrag(at:context:offersContextMenu:)``); UIKit asks the same
    /// delegate again when its own menu interaction begins.
    func offersContextMenu(at point: CGPoint) -> Bool {
      table?.offersDragContextMenu(at: point) ?? false
    }

    /// The table's own pan may track alongside the press until the drag begins; lifting turns
    /// scrolling off, which ends the pan (`LibraryGestureRules.current`).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      GestureRole(otherGestureRecognizer, on: table).map {
        LibraryGestureRules.current.dragPressRecognizesSimultaneously(with: $0)
      } ?? false
    }

    @objc private func handlePress(_ recognizer: UILongPressGestureRecognizer) {
      noticeLayoutChange()
      forwardPress(
        GesturePhase(rawValue: recognizer.state.rawValue) ?? .cancelled,
        at: reference.withTable { recognizer.location(in: $0) } ?? recognizer.location(in: nil))
    }

    /// One display frame. The view is loaded once, for the window check and for the frame.
    func displayLinkDidFire(_ link: CADisplayLink) {
      noticeLayoutChange()
      let table = reorderTable
      forwardFrame(
        at: link.timestamp, on: table, isInWindow: table?.object.with { $0.window != nil } ?? false)
    }

    /// Whether VoiceOver may move the row at `indexPath` at all (the delegate's
    /// ``DragableTableDelegate/tableView(_:canMoveCellWithAccessibilityAt:)`` or its
    /// collection-view twin).
    func canMoveWithAccessibility(_ indexPath: IndexPath) -> Bool {
      reorderPolicy.canDragRow(at: indexPath, touchPoint: nil)
    }

    // MARK: - ReorderHost

    /// `nil` once the view is gone; read once per event (held through a drag). The helper's own
    /// calls on the view during an event go through the hold too (`reference.withTable`), so they
    /// load no weak reference (`objc_loadWeakRetained` and a release each on a device:
    /// Benchmarks/README.md, "The hosts' calls through the hold").
    var reorderTable: List.Reference.Table? { reference.heldOrResolved }

    func holdTableForDrag(_ holding: Bool) { reference.holdTable(holding) }

    var reorderPolicy: List.DragPolicy {
      get {
        List.dragPolicy(
          DelegatedReorderPolicy(table: reference.base, answers: delegate.answers),
          reference: reference)
      }
      set {}  // forwards to the delegate; nothing to keep
    }

    /// Read once per event, with the event's view.
    func reorderPolicy(on table: consuming List.Reference.Table) -> List.DragPolicy {
      List.dragPolicy(
        DelegatedReorderPolicy(table: table.object, answers: delegate.answers),
        reference: reference)
    }

    func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {
      let lifted = DragableSnapshot.make(
        of: table?.cell(showingRowAt: indexPath), frame: frame, options: options)
      table?.addSubview(lifted)
      snapshot = lifted
      // Never wider than the view, which clips it (``LiftAppearance/fitted(toRow:inTable:)``).
      let appearance = options.lift.reducingMotion(controller.reduceMotion)
        .fitted(toRow: frame, inTable: table?.bounds ?? frame)
      UIView.animate(withDuration: options.animationDuration) {
        DragableSnapshot.lift(lifted, appearance: appearance)
      }
    }

    /// One write: the snapshot stays above the rows by its `zPosition`
    /// (``DragableSnapshot/make(of:frame:options:)``), not by `bringSubviewToFront(_:)` at every
    /// move.
    func moveSnapshot(to frame: CGRect) {
      snapshot?.center = CGPoint(x: frame.midX, y: frame.midY)
    }

    func resizeSnapshot(to frame: CGRect) {
      snapshot.map { DragableSnapshot.place($0, over: frame, options: options) }
    }

    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
      guard let settling = snapshot else { return }
      let options = options
      UIView.animate(
        withDuration: options.animationDuration,
        animations: {
          DragableSnapshot.settle(settling, into: frame, fading: fading, options: options)
        },
        completion: { [weak self] _ in self?.controller.snapshotDidSettle(settleID) })
    }

    func removeSnapshot() {
      snapshot?.removeFromSuperview()
      snapshot = nil
    }

    func cell(showingRowAt indexPath: IndexPath, in table: List.Reference.Table) -> List.Cell? {
      table.object.with { $0.cell(showingRowAt: indexPath) }
    }

    /// `indexPath(for:)`.
    func indexPath(showing cell: List.Cell, in table: List.Reference.Table) -> IndexPath? {
      table.object.with { $0.indexPath(showing: cell) }
    }

    /// One call (``RowListView/reconfigureRowForDrag(at:)``).
    func reconfigureRow(at indexPath: IndexPath) {
      reference.withTable { $0.reconfigureRowForDrag(at: indexPath) }
    }

    /// ``RowListView/hidesCellsWithItsOwnProperty``.
    var hidesCellsWithItsOwnProperty: Bool { List.hidesCellsWithItsOwnProperty }

    func layoutTableIfNeeded() { reference.withTable { $0.layoutIfNeeded() } }

    /// `layer.needsLayout()`: "Returns a Boolean indicating whether the layer has been marked as
    /// needing a layout update" (Apple's `CALayer.needsLayout()` page); `setNeedsLayout()` on
    /// the view marks its layer. `false` once the view is gone (nothing to lay out).
    var tableNeedsLayout: Bool { reference.withTable { $0.layer.needsLayout() } ?? false }

    /// The view's way (``RowListView/isConcealedForDrag(_:)``): `isHidden` on a table, the
    /// layer's mask on a collection view, whose layout passes re-apply `alpha`.
    func isHidden(_ cell: List.Cell) -> Bool {
      reference.withTable { $0.isConcealedForDrag(cell) } ?? cell.isHidden
    }

    /// One write (``RowListView/setConcealedForDrag(_:_:)``).
    func setHidden(_ hidden: Bool, for cell: List.Cell) {
      reference.withTable { $0.setConcealedForDrag(hidden, cell) }
    }

    /// The data source's class and its superclasses, by name (see ``DataSourceKind``).
    var dataSourceMovesRows: Bool {
      guard let dataSource = table?.dragDataSource else { return false }
      let classes = sequence(first: Mirror(reflecting: dataSource)) { $0.superclassMirror }
      return DataSourceKind.movesRowsItself(
        typeNames: classes.map { String(describing: $0.subjectType) })
    }

    func reloadTable() { table?.reloadData() }

    var isScrollEnabled: Bool {
      get { table?.isScrollEnabled ?? true }
      set { table?.isScrollEnabled = newValue }
    }

    func setFrameTicksRunning(_ running: Bool) { displayLink.isPaused = !running }

    /// Disabling a recognizer that is tracking cancels it; one that is idle is unaffected.
    func stopGesture() {
      recognizer.isEnabled = false
      recognizer.isEnabled = true
    }

    func prepareHaptic() { feedback.prepare() }

    func playHaptic(_ moment: ReorderHaptic) { feedback.selectionChanged() }

    func announceMove(to indexPath: IndexPath, rowCount: Int) {
      let text = options.accessibilityStrings.movedTo(
        indexPath.row + 1, rowCount, indexPath.section + 1)
      UIAccessibility.post(notification: .announcement, argument: text)
    }

    /// The view's call (``RowListView/refreshRowHeightsForDrag()``).
    func refreshRowHeights() { table?.refreshRowHeightsForDrag() }

    func dragWillBegin(at indexPath: IndexPath) {
      table?.listSwipeableHelper?.perform { $0.isReorderActive = true }
      guard let table else { return }
      delegate.answers?.willBeginDragging(rowAt: indexPath, in: table)
    }

    func dragDidEnd(from: IndexPath, to: IndexPath) {
      table?.listSwipeableHelper?.perform { $0.isReorderActive = false }
      guard let table else { return }
      delegate.answers?.didEndDragging(from: from, to: to, in: table)
    }

    func dragDidCancel(restingAt indexPath: IndexPath?) {
      table?.listSwipeableHelper?.perform { $0.isReorderActive = false }
      guard let table else { return }
      delegate.answers?.didCancelDragging(restingAt: indexPath, in: table)
    }
  }
#endif
