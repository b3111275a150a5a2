#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The UIKit host of drag-to-reorder for one table: the long-press recognizer, the display link,
  /// the floating snapshot and the haptics, carrying out what the core `ReorderController`
  /// decides. Stored on the table; the table, the helper and the link never form a cycle.
  ///
  /// Plumbing only: each method of a drag event is one UIKit call (the lift's, the drop's and a
  /// resize's make the snapshot's several) and none branches on the drag's state;
  /// every decision (when a drag may start, when rows swap, how far to scroll, which cell to hide,
  /// when a haptic plays, what a reload or a re-entrant call does) is the controller's, tested on
  /// Linux through ``SimulatedReorderHost``.
  ///
  /// Not testable on Linux: all of it (UIKit).
  @MainActor
  final class DragableHelper: NSObject, UIGestureRecognizerDelegate,
    @MainActor ReorderDeviceHost, FrameTickReceiver
  {
    /// The long press that lifts a row.
    let recognizer: UILongPressGestureRecognizer
    /// The lifecycle of the drags on this table (made first, then given its host: a constant,
    /// not a `lazy` property, which every event read through an optional, an exclusivity check
    /// and a retain).
    let controller: ReorderController<DragableHelper>
    /// The options in force; the reorder part is handed to the controller.
    var options: DragableOptions {
      didSet { apply(options) }
    }

    private weak var table: UITableView?
    /// The table's ``UITableView/dragableDelegate``, kept here when it is set (not looked up
    /// on every event).
    weak var delegate: (any DragableTableDelegate)?
    /// The table as the engine sees it (weakly held).
    private let reference: UIKitTableReference
    private let displayLink: FrameTicker
    /// Key-value observation of the table's `contentOffset`: the scroll notice.
    private var scrolling: NSKeyValueObservation?
    private let feedback = UISelectionFeedbackGenerator()
    /// The snapshot, lifted or settling.
    private var snapshot: UIView?
    /// Logs a missing drag delegate at the first press (round 5's newcomer run).
    private var delegateCheck = GestureDelegateCheck(.drag)

    init(table: UITableView, options: DragableOptions) {
      self.table = table
      delegate = table.dragableDelegate
      reference = UIKitTableReference(table)
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
      controller.disable()
      scrolling?.invalidate()
      table?.removeGestureRecognizer(recognizer)
      displayLink.invalidate()
    }

    // MARK: - UIKit events, forwarded

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      if !delegateCheck.asked, let table {
        delegateCheck.firstGesture(
          delegatePresent: delegate != nil, delegateWasSet: table.dragableDelegateWasSet
        ).map(SwipeLog.shared.report(note:))
        SwipeLog.shared.reportCoverage(of: delegate, by: delegateCheck)
      }
      let point = gestureRecognizer.location(in: table)
      // Read when a press may lift: the setting holds for the drag that follows.
      controller.reduceMotion = UIAccessibility.isReduceMotionEnabled
      return controller.canBeginDrag(at: point, context: gestureContext(at: point)) {
        offersContextMenu(at: point)
      }
    }

    /// The facts the controller weighs against UIKit's own gestures for a press at `point`.
    ///
    /// Asks the app nothing about menus: only whether its delegate implements
    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` (`responds(to:)`) and whether the
    /// pressed row's cell has a `UIContextMenuInteraction` with a delegate. The menu question
    /// itself is ``offersContextMenu(at:)``, which the controller asks only when its answer
    /// decides the press (device review r4, N14).
    func gestureContext(at point: CGPoint) -> ReorderGestureContext {
      guard let table else { return ReorderGestureContext() }
      let cell = table.indexPathForRow(at: point).flatMap { table.cellForRow(at: $0) }
      return ReorderGestureContext(
        isEditing: table.isEditing,
        isSwipeActive: table.swipeableHelper.map { !$0.controller.isIdle } ?? false,
        hasSystemDragAndDrop: table.dragDelegate != nil,
        dragInteractionEnabled: table.dragInteractionEnabled,
        mayOfferContextMenu: table.delegate?.responds(
          to: #selector(UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:)))
          == true || cell.map { !Self.menuInteractions(of: $0).isEmpty } == true)
    }

    /// Whether the app offers a context menu for a press at `point`: the table's delegate
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`), then each context-menu
    /// interaction of the pressed row's cell, until one returns a configuration. Runs the app's
    /// menu code: an app that builds its menus there builds one (and throws it away) for each
    /// press the controller asks about — only presses that would otherwise lift a row
    /// (``ReorderController/canBeginDrag(at:context:offersContextMenu:)``); UIKit asks the same
    /// delegate again when its own menu interaction begins.
    func offersContextMenu(at point: CGPoint) -> Bool {
      guard let table, let row = table.indexPathForRow(at: point) else { return false }
      return table.delegate?.tableView?(table, contextMenuConfigurationForRowAt: row, point: point)
        != nil
        || table.cellForRow(at: row).map { Self.offersContextMenu($0, at: point) } == true
    }

    /// The context-menu interactions on `cell` that have a delegate to ask.
    private static func menuInteractions(of cell: UITableViewCell) -> [UIContextMenuInteraction] {
      cell.interactions.compactMap { $0 as? UIContextMenuInteraction }.filter {
        $0.delegate != nil
      }
    }

    /// Whether a context-menu interaction on `cell` returns a configuration for `point` (table
    /// coordinates), asked as UIKit asks it: in the interaction's view's coordinates ("The
    /// specified point is in the coordinate space of the interaction's view", Apple's
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` page).
    private static func offersContextMenu(_ cell: UITableViewCell, at point: CGPoint) -> Bool {
      let location = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
      return menuInteractions(of: cell).contains { menu in
        menu.delegate?.contextMenuInteraction(menu, configurationForMenuAtLocation: location)
          != nil
      }
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
      forwardPress(
        GesturePhase(rawValue: recognizer.state.rawValue) ?? .cancelled,
        at: recognizer.location(in: table))
    }

    /// One display frame. The table is loaded once, for the window check and for the frame.
    func displayLinkDidFire(_ link: CADisplayLink) {
      let table = reorderTable
      forwardFrame(at: link.timestamp, on: table, isInWindow: table?.base.window != nil)
    }

    /// Whether VoiceOver may move the row at `indexPath` at all (the delegate's
    /// ``DragableTableDelegate/tableView(_:canMoveCellWithAccessibilityAt:)``).
    func canMoveWithAccessibility(_ indexPath: IndexPath) -> Bool {
      reorderPolicy.canDragRow(at: indexPath, touchPoint: nil)
    }

    // MARK: - ReorderHost

    /// `nil` once the table is gone; read once per event.
    var reorderTable: UIKitTable? { reference.resolved }

    var reorderPolicy: DragablePolicy {
      get {
        DragablePolicy(table: reference.resolved?.base, answers: delegate.map(DragableAnswers.init))
      }
      set {}  // forwards to the delegate; nothing to keep
    }

    /// Read once per event, with the event's table.
    func reorderPolicy(on table: consuming UIKitTable) -> DragablePolicy {
      DragablePolicy(table: table.base, answers: delegate.map(DragableAnswers.init))
    }

    func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {
      let lifted = DragableSnapshot.make(
        of: table?.cellForRow(at: indexPath), frame: frame, options: options)
      table?.addSubview(lifted)
      snapshot = lifted
      // Never wider than the table, which clips it (``LiftAppearance/fitted(toRow:inTable:)``).
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

    func cell(showingRowAt indexPath: IndexPath, in table: UIKitTable) -> UITableViewCell? {
      table.base.cellForRow(at: indexPath)
    }

    func layoutTableIfNeeded() { table?.layoutIfNeeded() }

    /// `layer.needsLayout()`: "Returns a Boolean indicating whether the layer has been marked as
    /// needing a layout update" (Apple's `CALayer.needsLayout()` page); `setNeedsLayout()` on
    /// the view marks its layer. `false` once the table is gone (nothing to lay out).
    var tableNeedsLayout: Bool { table?.layer.needsLayout() ?? false }

    func isHidden(_ cell: UITableViewCell) -> Bool { cell.isHidden }

    func setHidden(_ hidden: Bool, for cell: UITableViewCell) { cell.isHidden = hidden }

    /// The data source's class and its superclasses, by name (see ``DataSourceKind``).
    var dataSourceMovesRows: Bool {
      guard let dataSource = table?.dataSource else { return false }
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

    /// `beginUpdates()` then `endUpdates()` with nothing between asks every row's height again.
    func refreshRowHeights() {
      table?.beginUpdates()
      table?.endUpdates()
    }

    func dragWillBegin(at indexPath: IndexPath) {
      table?.swipeableHelper?.perform { $0.isReorderActive = true }
      table.map { $0.dragableDelegate?.tableView?($0, willBeginDraggingCellAt: indexPath) }
    }

    func dragDidEnd(from: IndexPath, to: IndexPath) {
      table?.swipeableHelper?.perform { $0.isReorderActive = false }
      table.map { $0.dragableDelegate?.tableView?($0, didEndDraggingCellFrom: from, to: to) }
    }

    func dragDidCancel(restingAt indexPath: IndexPath?) {
      table?.swipeableHelper?.perform { $0.isReorderActive = false }
      table.map { $0.dragableDelegate?.tableView?($0, didCancelDraggingCellAt: indexPath) }
    }
  }
#endif
