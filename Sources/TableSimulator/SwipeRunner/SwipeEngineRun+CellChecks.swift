import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The checks of the cell cases: a tap where a replaced cell's button was runs no
/// action, a row deleted with an animation keeps its fill until its cell leaves, and an open row
/// whose width changed sits at its new open width with its buttons inside the row.
extension SwipeEngineRun {
  /// A cell the table keeps on screen for a row deleted with an animation, as it was when the
  /// app deleted the row.
  struct LeavingCell {
    var cell: Int
    var rowID: Int
    var rect: CGRect
    var offset: CGFloat
    var actions: SwipeActionSet?
  }

  /// Notes the cell of the row the app is about to delete (still in the table).
  func noteDeletion(at indexPath: IndexPath) {
    guard let cell = table.cellForRow(at: indexPath), let id = table.rowID(at: indexPath) else {
      return
    }
    let actions = host.cellButtonsEdge(cell).flatMap {
      app.swipeActions(forRowAt: indexPath, edge: $0)
    }
    leavingCells.append(
      LeavingCell(
        cell: cell, rowID: id, rect: table.rectForRow(at: indexPath),
        offset: host.cellOffset(cell), actions: actions))
  }

  /// Whether the current cell of the row at `indexPath` shows swipe buttons.
  func cellShowsButtons(at indexPath: IndexPath) -> Bool {
    table.cellForRow(at: indexPath).map { host.cellButtonsEdge($0) != nil } ?? false
  }

  /// Runs `tap` (a tap on a button of the row at `indexPath`); when the row's cell shows no
  /// buttons, counts the tap and whether it ran an action.
  func checkingPhantomAction(at indexPath: IndexPath, _ tap: () -> Void) {
    let shows = cellShowsButtons(at: indexPath)
    let before = app.handlerCalls
    tap()
    guard !shows else { return }
    checks.tapsWithoutButtons += 1
    if app.handlerCalls > before { checks.phantomActions += 1 }
  }

  /// Checks the cells kept for deleted rows (offset and buttons as when deleted, or filled to
  /// the full row width) and, after a
  /// width change, that a still open row is at its new open width with its buttons inside.
  func checkCells() {
    for leaving in leavingCells where table.isCellLeaving(leaving.cell) {
      checks.leavingChecks += 1
      // As deleted, or filled to the full row width (a row its own destructive action or
      // fill deleted, `SwipeLeavingFill`; device review r4, N2).
      let offset = host.cellOffset(leaving.cell)
      let filled =
        leaving.offset != 0 && offset == (leaving.offset < 0 ? -1 : 1) * leaving.rect.width
      if (offset != leaving.offset && !filled)
        || (host.cellButtonsEdge(leaving.cell) == nil) != (leaving.actions == nil)
      {
        checks.leavingFailures += 1
      }
    }
    guard resized, !controller.needsFrames, controller.session.phase == .open,
      let row = controller.activeRow, let geometry = controller.session.geometry
    else { return }
    checks.widthChecks += 1
    let width = table.rectForRow(at: row).width
    let inside = host.buttonFrames.allSatisfy {
      $0.visibleWidth <= 0
        || ($0.visibleMinX >= -0.001 && $0.visibleMinX + $0.visibleWidth <= width + 0.001)
    }
    if geometry.rowWidth != width || abs(abs(controller.offset) - geometry.openWidth) > 0.001
      || !inside
    {
      checks.widthFailures += 1
    }
  }

  /// The kept cells still leaving, drawn where their rows were, on top of the rows that moved up.
  func leavingPictureRows() -> [SwipeEnginePicture.Row] {
    leavingCells.filter { table.isCellLeaving($0.cell) }.map { leaving in
      var buttons: [SwipeEnginePicture.Button] = []
      if let set = leaving.actions, host.buttonFramesRowID == leaving.rowID,
        host.cellButtonsEdge(leaving.cell) != nil
      {
        buttons = openButtons(set)
      }
      return SwipeEnginePicture.Row(
        label: app.labels[leaving.rowID] ?? "?", rect: leaving.rect,
        offset: host.cellOffset(leaving.cell), buttons: buttons, note: "deleting")
    }
  }
}
