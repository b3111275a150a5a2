import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Reacting to what the controller reports after each event and display frame.
extension ScriptRun {
  mutating func absorb(
    _ update: ReorderUpdate, at time: Double, hiddenBefore: IndexPath?, committedBefore: Int,
    fromTick: Bool = false
  ) {
    if update.scrolledDistance != 0 {
      trackAutoscroll(update.scrolledDistance, at: time)
    } else if fromTick, autoscroll != nil {
      autoscrollPaused(at: time)
    }
    let newCommits = committedMoves[committedBefore...]
    var crossedSection = false
    if script.rules.commitMode == .eachSwap {
      for move in newCommits {
        let label = dragLabel ?? label(at: move.to)
        recordMove(RunReport.Move(time: time, label: label, from: move.from, to: move.to))
        crossedSection = crossedSection || move.from[0] != move.to[0]
      }
    } else if update.moveCount > 0, let from = hiddenBefore {
      let to = update.hiddenRow ?? dragOrigin ?? from
      recordMove(RunReport.Move(time: time, label: dragLabel ?? label(at: to), from: from, to: to))
    }
    // A row swapped past many rows in one event is one move of the app's data: a chain of moves
    // of one row (each starting where the last ended) is applied as its first start to its last
    // end, so the app's data costs one pass per event, not one per swap.
    var chain: ReorderMove?
    for move in newCommits {
      if let link = chain, link.to == move.from {
        chain = ReorderMove(from: link.from, to: move.to)
      } else {
        chain?.apply(to: &report.appOrder)
        chain = move
      }
      report.committedMoves.append(
        RunReport.Move(
          time: time, label: dragLabel ?? label(at: move.to), from: move.from, to: move.to))
      if script.rules.commitMode == .onDrop {
        log(
          time,
          "commit on drop: '\(dragLabel ?? label(at: move.to))' \(Fmt.path(move.from)) -> "
            + "\(Fmt.path(move.to))")
      }
    }
    chain?.apply(to: &report.appOrder)
    if let frame = update.snapshotFrame { lastSnapshot = frame }
    switch update.event {
    case .ended?, .cancelled?:
      // Until the settle animation ends, the row it settles into stays hidden under it.
      verifyCells(hiddenRow: update.settleFrame == nil ? nil : update.restingRow)
    default: checkCells()
    }

    switch update.event {
    case .ended(let from, let to):
      closeAutoscroll(at: time, reason: "the drag ended")
      report.dragsEnded += 1
      let label = label(at: to)
      log(time, "release: '\(label)' settles at \(Fmt.path(to)) (began at \(Fmt.path(from)))")
      finishDrag()
      addFrame(
        time,
        "Release: '\(label)' settles into \(Fmt.path(to)) (green outline); it began at "
          + "\(Fmt.path(from)).", settle: update.settleFrame)
      clearDrag()
    case .cancelled(let reason):
      closeAutoscroll(at: time, reason: "the drag was cancelled")
      report.dragsCancelled += 1
      let text: String
      switch reason {
      case .dataChanged:
        text = "the table's data changed, so the drag is cancelled and the snapshot removed"
      case .gestureCancelled where script.rules.commitMode == .onDrop:
        text =
          "the gesture was cancelled; the row goes back to where it began, nothing is committed"
      case .gestureCancelled:
        text =
          "the gesture was cancelled; the row settles where it is now (its moves are committed)"
      case .dragDisabled:
        text = "dragging was turned off"
      case .tableLeftWindow:
        text = "the table left its window"
      }
      log(time, "cancel: \(text)")
      finishDrag()
      addFrame(time, "Cancelled: \(text).", settle: update.settleFrame)
      clearDrag()
    default:
      if update.moveCount > 0 {
        let to = update.hiddenRow ?? hiddenBefore
        let lastMove = report.moves.last
        let crossing = crossedSection || (hiddenBefore?[0] != to?[0])
        let spacing = crossing ? 0.1 : Self.swapFrameSpacing
        if time - lastFrameTime >= spacing, let lastMove {
          addFrame(
            time,
            "'\(lastMove.label)' passed the halfway mark: it moves \(Fmt.path(lastMove.from)) -> "
              + "\(Fmt.path(lastMove.to))" + (crossing ? ", into section \(lastMove.to[0])." : "."))
        }
      }
      noteBlocked(at: time)
    }
  }

  mutating func recordMove(_ move: RunReport.Move) {
    report.moves.append(move)
    // Past the log's limit a move is only counted: its line is not made.
    guard !logIsFull else { return log(move.time, "") }
    let crossing = move.from[0] != move.to[0] ? " (into section \(move.to[0]))" : ""
    log(
      move.time,
      "move \(report.moves.count): '\(move.label)' \(Fmt.path(move.from)) -> "
        + "\(Fmt.path(move.to))\(crossing)")
  }

  /// Notes, once per drag and position, when the snapshot waits in front of a position the
  /// rules refuse.
  mutating func noteBlocked(at time: Double) {
    guard let snapshot = lastSnapshot, let hidden = controller.draggedRow else { return }
    let centre = CGPoint(x: 1, y: snapshot.midY)
    guard let over = table.indexPathForRow(at: centre), over != hidden else { return }
    let rules = script.rules
    let reason: String
    if let list,
      case .refused(let why) = ListGate.verdict(
        forItem: over[1], facts: list.facts(forSection: over[0]))
    {
      reason = "the list gate refuses it (\(Self.listRefusal(why)))"
    } else if rules.pinnedRows.contains(over) {
      reason = "\(Fmt.path(over)) is pinned"
    } else if over[0] != hidden[0], !rules.allowsMovingBetweenSections {
      reason = "rows may not move to another section"
    } else if over[0] != hidden[0], rules.commitMode == .onDrop {
      reason = "an on-drop drag stays in its section"
    } else {
      return
    }
    guard blockedNoted.insert(over).inserted else { return }
    let dragged = label(at: hidden)
    let side = over < hidden ? "below" : "above"
    log(time, "'\(dragged)' waits \(side) '\(label(at: over))': \(reason)")
    addFrame(
      time,
      "'\(dragged)' is held over '\(label(at: over))' but stays at \(Fmt.path(hidden)): "
        + "\(reason).")
  }
}
