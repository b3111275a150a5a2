#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// Everything a table with `dragable` turned on needs while it lives: the long-press
  /// recognizer, the display link, the reorder session, the floating snapshot and what it changed
  /// on the table. Stored on the table; the table, the helper and the link never form a cycle.
  ///
  /// Plumbing only: every decision (where a drag may start, when rows swap, how far to scroll,
  /// which cell to hide, where the snapshot settles) is the core ``ReorderSession``'s; this class
  /// turns UIKit events into session calls and the session's answers into UIKit calls.
  ///
  /// Not testable on Linux: all of it (UIKit); the decisions it forwards are tested in the core.
  @MainActor
  final class DragableHelper: NSObject, UIGestureRecognizerDelegate {
    /// The long press that lifts a row.
    let recognizer: UILongPressGestureRecognizer
    /// The engine; idle between drags.
    private(set) var session = ReorderSession()
    /// The options in force; the reorder part is handed to the session when a drag begins.
    var options: DragableOptions {
      didSet { recognizer.minimumPressDuration = options.minimumPressDuration }
    }

    private weak var table: UITableView?
    private let displayLink: FrameTicker
    private let feedback = UISelectionFeedbackGenerator()
    private var ledger = CellVisibilityLedger<ObjectIdentifier>()
    private var seenCells: [ObjectIdentifier: WeakCell] = [:]
    /// The lifted snapshot while a drag is active.
    private var snapshot: UIView?
    /// A dropped snapshot on its way into its slot.
    private var settlingSnapshot: UIView?
    /// The app's `isScrollEnabled`, kept while a drag has it turned off.
    private var appScrollEnabled: Bool?

    init(table: UITableView, options: DragableOptions) {
      self.table = table
      self.options = options
      let proxy = DisplayLinkProxy()
      displayLink = FrameTicker(target: proxy)
      recognizer = UILongPressGestureRecognizer(target: nil, action: nil)
      super.init()
      proxy.helper = self
      recognizer.addTarget(self, action: #selector(handlePress(_:)))
      recognizer.minimumPressDuration = options.minimumPressDuration
      recognizer.delegate = self
      table.addGestureRecognizer(recognizer)
    }

    /// Ends any drag (``ReorderCancelReason/dragDisabled``), removes the snapshot at once and
    /// takes the recognizer off the table. Called when `dragable` is turned off.
    func detach() {
      if let table {
        var policy = DragablePolicy(table: table)
        show(session.cancel(.dragDisabled, in: table, policy: &policy), in: table)
        table.removeGestureRecognizer(recognizer)
      }
      finishSettling()
      displayLink.invalidate()
    }

    /// The app reloaded the table: a drag in progress is cancelled without committing more.
    func tableDidReloadData() {
      guard let table else { return }
      show(session.tableDidReloadData(table), in: table)
    }

    // MARK: - Gesture

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let table, !session.isDragging else { return false }
      let point = gestureRecognizer.location(in: table)
      return ReorderSession.draggableRow(at: point, in: table, policy: DragablePolicy(table: table))
        != nil
    }

    /// The table's own pan may track alongside the press until the drag begins; lifting turns
    /// scrolling off, which ends the pan.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      otherGestureRecognizer === table?.panGestureRecognizer
    }

    @objc private func handlePress(_ recognizer: UILongPressGestureRecognizer) {
      guard let table else { return }
      let point = recognizer.location(in: table)
      var policy = DragablePolicy(table: table)
      switch recognizer.state {
      case .began:
        lift(at: point, in: table, policy: policy)
      case .changed:
        show(session.move(to: point, in: table, policy: &policy), in: table)
      case .ended:
        show(session.end(in: table, policy: &policy), in: table)
      case .cancelled, .failed:
        show(session.cancel(.gestureCancelled, in: table, policy: &policy), in: table)
      case .possible:
        break
      @unknown default:
        break
      }
    }

    // MARK: - Display link

    /// One display frame: autoscroll and swaps under a still finger, and the check that the table
    /// is still in a window.
    func displayLinkDidFire(_ link: CADisplayLink) {
      guard let table else {
        link.invalidate()
        return
      }
      var policy = DragablePolicy(table: table)
      if table.window == nil {
        show(session.cancel(.tableLeftWindow, in: table, policy: &policy), in: table)
      } else {
        show(session.tick(at: link.timestamp, in: table, policy: &policy), in: table)
      }
    }

    // MARK: - Lift, follow, drop

    private func lift(at point: CGPoint, in table: UITableView, policy: DragablePolicy) {
      finishSettling()
      session.options = options.reorder
      let update = session.begin(at: point, in: table, policy: policy)
      guard case .began(let indexPath)? = update.event, let frame = update.snapshotFrame else {
        stopRecognizer()
        return
      }
      policy.delegate?.tableView?(table, willBeginDraggingCellAt: indexPath)
      appScrollEnabled = table.isScrollEnabled
      table.isScrollEnabled = false
      let cell = table.cellForRow(at: indexPath)
      cell?.isHighlighted = false
      let lifted = DragableSnapshot.make(of: cell, frame: frame, options: options)
      table.addSubview(lifted)
      snapshot = lifted
      UIView.animate(withDuration: options.animationDuration) { [options] in
        DragableSnapshot.lift(lifted, options: options)
      }
      if options.hapticsEnabled {
        feedback.selectionChanged()
        feedback.prepare()
      }
      displayLink.isPaused = false
      show(update, in: table)
    }

    /// Puts the session's answer on screen.
    private func show(_ update: ReorderUpdate, in table: UITableView) {
      guard !update.ignored else { return }
      switch update.event {
      case .ended(let from, let to)?:
        endDrag(in: table)
        table.dragableDelegate?.tableView?(table, didEndDraggingCellFrom: from, to: to)
        if options.hapticsEnabled { feedback.selectionChanged() }
        settle(into: update.settleFrame)
      case .cancelled?:
        endDrag(in: table)
        table.dragableDelegate?.tableView?(table, didCancelDraggingCellAt: update.restingRow)
        settle(into: update.settleFrame)
      case .began?, nil:
        if let frame = update.snapshotFrame, let snapshot {
          snapshot.center = CGPoint(x: frame.midX, y: frame.midY)
          table.bringSubviewToFront(snapshot)
        }
        if update.moveCount > 0, options.hapticsEnabled { feedback.selectionChanged() }
        hideDraggedRow(in: table, hiddenRow: update.hiddenRow)
      }
    }

    /// Stops the frame ticker, gives scrolling back and stops the recognizer if it still runs.
    private func endDrag(in table: UITableView) {
      displayLink.isPaused = true
      if let appScrollEnabled { table.isScrollEnabled = appScrollEnabled }
      appScrollEnabled = nil
      stopRecognizer()
    }

    /// Resets the recognizer when the drag ended for another reason than the finger (a reload,
    /// the table leaving its window), so that it stops reporting the old touch.
    private func stopRecognizer() {
      guard recognizer.state == .began || recognizer.state == .changed else { return }
      recognizer.isEnabled = false
      recognizer.isEnabled = true
    }

    /// Animates the snapshot into `frame`, then removes it and shows every cell again; without a
    /// frame (the data changed) does so at once.
    private func settle(into frame: CGRect?) {
      guard let settling = snapshot else {
        restoreCellVisibility()
        return
      }
      snapshot = nil
      settlingSnapshot = settling
      guard let frame else {
        finishSettling()
        return
      }
      UIView.animate(
        withDuration: options.animationDuration,
        animations: { DragableSnapshot.settle(settling, into: frame) },
        completion: { [weak self] _ in
          guard let self, self.settlingSnapshot === settling else { return }
          self.finishSettling()
        })
    }

    /// Removes a settling snapshot now and puts every cell's visibility back.
    private func finishSettling() {
      settlingSnapshot?.removeFromSuperview()
      settlingSnapshot = nil
      restoreCellVisibility()
    }

    // MARK: - Cell visibility

    /// Hides exactly the cell that shows the dragged row now, whatever reuse did, and gives every
    /// other visible cell the visibility the app had given it.
    private func hideDraggedRow(in table: UITableView, hiddenRow: IndexPath?) {
      for cell in table.visibleCells {
        let identity = ObjectIdentifier(cell)
        seenCells[identity] = WeakCell(cell: cell)
        cell.isHidden = ledger.isHidden(
          identity, showing: table.indexPath(for: cell), currentlyHidden: cell.isHidden,
          hiddenRow: hiddenRow)
      }
    }

    private func restoreCellVisibility() {
      for (identity, hidden) in ledger.restore() {
        seenCells[identity]?.cell?.isHidden = hidden
      }
      seenCells = [:]
    }

    // MARK: - VoiceOver

    /// Moves the row `cell` shows one position, as "Move up" / "Move down" do: same policy and
    /// delegate calls as a drag, then an announcement of the new position. `false` when the row
    /// cannot move that way or a drag is in progress.
    func step(_ cell: UITableViewCell, _ direction: ReorderStepDirection) -> Bool {
      guard let table, !session.isDragging, let indexPath = table.indexPath(for: cell) else {
        return false
      }
      finishSettling()
      var policy = DragablePolicy(table: table)
      guard
        ReorderSession.stepDestination(
          for: indexPath, direction: direction, in: table, policy: policy) != nil
      else { return false }
      policy.delegate?.tableView?(table, willBeginDraggingCellAt: indexPath)
      guard
        let target = ReorderSession.step(
          indexPath, direction: direction, in: table, policy: &policy)
      else { return false }
      policy.delegate?.tableView?(table, didEndDraggingCellFrom: indexPath, to: target)
      let announcement = options.accessibilityStrings.movedTo(
        target.row + 1, table.numberOfRows(inSection: target.section), target.section + 1)
      UIAccessibility.post(notification: .announcement, argument: announcement)
      return true
    }
  }

  /// A cell the visibility ledger has seen, held weakly so reuse pools are not kept alive.
  private struct WeakCell {
    weak var cell: UITableViewCell?
  }
#endif
