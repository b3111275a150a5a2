#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The UIKit host of drag-to-reorder for one table: the long-press recognizer, the display link,
  /// the floating snapshot and the haptics, carrying out what the core `ReorderController`
  /// decides. Stored on the table; the table, the helper and the link never form a cycle.
  ///
  /// Plumbing only: each method is one or two UIKit calls and none branches on the drag's state;
  /// every decision (when a drag may start, when rows swap, how far to scroll, which cell to hide,
  /// when a haptic plays, what a reload or a re-entrant call does) is the controller's, tested on
  /// Linux through ``SimulatedReorderHost``.
  ///
  /// Not testable on Linux: all of it (UIKit).
  @MainActor
  final class DragableHelper: NSObject, UIGestureRecognizerDelegate, @MainActor ReorderHost,
    FrameTickReceiver
  {
    /// The long press that lifts a row.
    let recognizer: UILongPressGestureRecognizer
    /// The lifecycle of the drags on this table.
    private(set) lazy var controller = ReorderController(host: self)
    /// The options in force; the reorder part is handed to the controller.
    var options: DragableOptions {
      didSet { apply(options) }
    }

    private weak var table: UITableView?
    /// The table as the engine sees it (weakly held).
    private let reference: TableReference
    private let displayLink: FrameTicker
    /// Key-value observation of the table's `contentOffset`: the scroll notice.
    private var scrolling: NSKeyValueObservation?
    private let feedback = UISelectionFeedbackGenerator()
    /// The snapshot, lifted or settling.
    private var snapshot: UIView?

    init(table: UITableView, options: DragableOptions) {
      self.table = table
      reference = TableReference(table)
      self.options = options
      let proxy = DisplayLinkProxy()
      displayLink = FrameTicker(target: proxy)
      recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
      super.init()
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
      let point = gestureRecognizer.location(in: table)
      // Read when a press may lift: the setting holds for the drag that follows.
      controller.reduceMotion = UIAccessibility.isReduceMotionEnabled
      return controller.canBeginDrag(at: point, context: gestureContext(at: point))
    }

    /// The facts the controller weighs against UIKit's own gestures for a press at `point`.
    func gestureContext(at point: CGPoint) -> ReorderGestureContext {
      guard let table else { return ReorderGestureContext() }
      let row = table.indexPathForRow(at: point)
      let menu = row.flatMap {
        table.delegate?.tableView?(table, contextMenuConfigurationForRowAt: $0, point: point)
      }
      return ReorderGestureContext(
        isEditing: table.isEditing,
        isSwipeActive: table.swipeableHelper.map { !$0.controller.isIdle } ?? false,
        rowOffersContextMenu: menu != nil,
        hasSystemDragAndDrop: table.dragDelegate != nil,
        dragInteractionEnabled: table.dragInteractionEnabled,
        cellOffersContextMenu: row.flatMap { table.cellForRow(at: $0) }.map {
          Self.offersContextMenu($0, at: point)
        } ?? false)
    }

    /// Whether a context-menu interaction on `cell` returns a configuration for `point` (table
    /// coordinates), asked as UIKit asks it: in the interaction's view's coordinates ("The
    /// specified point is in the coordinate space of the interaction's view", Apple's
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)` page).
    private static func offersContextMenu(_ cell: UITableViewCell, at point: CGPoint) -> Bool {
      let location = CGPoint(x: point.x - cell.frame.minX, y: point.y - cell.frame.minY)
      return cell.interactions.contains { interaction in
        guard let menu = interaction as? UIContextMenuInteraction else { return false }
        return menu.delegate?.contextMenuInteraction(menu, configurationForMenuAtLocation: location)
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
      // The app may turn `dragable` off inside this call, releasing the helper.
      withExtendedLifetime(self) {
        controller.handleGesture(
          GesturePhase(rawValue: recognizer.state.rawValue) ?? .cancelled,
          at: recognizer.location(in: table))
      }
    }

    /// One display frame.
    func displayLinkDidFire(_ link: CADisplayLink) {
      withExtendedLifetime(self) {
        controller.displayFrame(at: link.timestamp, isInWindow: table?.window != nil)
      }
    }

    /// Whether VoiceOver may move the row at `indexPath` at all (the delegate's
    /// ``DragableTableDelegate/tableView(_:canMoveCellWithAccessibilityAt:)``).
    func canMoveWithAccessibility(_ indexPath: IndexPath) -> Bool {
      DragablePolicy(table: table).canDragRow(at: indexPath, touchPoint: nil)
    }

    // MARK: - ReorderHost

    /// `nil` once the table is gone.
    var reorderTable: TableReference? { table == nil ? nil : reference }

    var reorderPolicy: DragablePolicy {
      get { DragablePolicy(table: table) }
      set {}  // forwards to the delegate; nothing to keep
    }

    func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {
      let lifted = DragableSnapshot.make(
        of: table?.cellForRow(at: indexPath), frame: frame, options: options)
      table?.addSubview(lifted)
      snapshot = lifted
      let appearance = options.lift.reducingMotion(controller.reduceMotion)
      UIView.animate(withDuration: options.animationDuration) {
        DragableSnapshot.lift(lifted, appearance: appearance)
      }
    }

    func moveSnapshot(to frame: CGRect) {
      snapshot?.center = CGPoint(x: frame.midX, y: frame.midY)
      snapshot.map { table?.bringSubviewToFront($0) }
    }

    func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
      guard let settling = snapshot else { return }
      UIView.animate(
        withDuration: options.animationDuration,
        animations: { DragableSnapshot.settle(settling, into: frame, fading: fading) },
        completion: { [weak self] _ in self?.controller.snapshotDidSettle(settleID) })
    }

    func removeSnapshot() {
      snapshot?.removeFromSuperview()
      snapshot = nil
    }

    func cell(showingRowAt indexPath: IndexPath) -> UITableViewCell? {
      table?.cellForRow(at: indexPath)
    }

    func layoutTableIfNeeded() { table?.layoutIfNeeded() }

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
      table.map { $0.dragableDelegate?.tableView($0, willBeginDraggingCellAt: indexPath) }
    }

    func dragDidEnd(from: IndexPath, to: IndexPath) {
      table?.swipeableHelper?.perform { $0.isReorderActive = false }
      table.map { $0.dragableDelegate?.tableView($0, didEndDraggingCellFrom: from, to: to) }
    }

    func dragDidCancel(restingAt indexPath: IndexPath?) {
      table?.swipeableHelper?.perform { $0.isReorderActive = false }
      table.map { $0.dragableDelegate?.tableView($0, didCancelDraggingCellAt: indexPath) }
    }
  }
#endif
