import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Storyboard frames of the drag.
extension ScriptRun {
  mutating func addFrame(
    _ time: Double, _ caption: String, settle: CGRect? = nil, keyMoment: Bool = true
  ) {
    if keyMoment { lastFrameTime = time }
    lastPictureTime = time
    frames.add {
      StoryFrame(time: time, caption: caption, content: .drag(picture(settle: settle)))
    }
  }

  /// A frame of the drag in progress when ``ScriptTuning/pictureInterval`` has passed since the
  /// last frame (for animations).
  mutating func pictureIfDue(at time: Double) {
    let interval = script.tuning.pictureInterval
    guard interval > 0, controller.isDragging, time - lastPictureTime >= interval - 1e-9,
      let row = controller.draggedRow
    else { return }
    var caption = "'\(dragLabel ?? label(at: row))' is held over \(Fmt.path(row))"
    if autoscroll != nil {
      caption +=
        "; the table autoscrolls \(velocity > 0 ? "down" : "up") at "
        + "\(Fmt.pt(abs(velocity))) pt/s"
    }
    addFrame(time, caption + ".", keyMoment: false)
  }

  func picture(settle: CGRect?) -> DragPicture {
    var rows: [DragPicture.Row] = []
    var headers: [DragPicture.Band] = []
    var footers: [DragPicture.Band] = []
    let pinned = Set(script.rules.pinnedRows)
    for section in 0..<table.numberOfSections {
      let header = table.rectForHeader(inSection: section)
      if header.height > 0 {
        headers.append(DragPicture.Band(rect: header, text: "Section \(section) header"))
      }
      let footer = table.rectForFooter(inSection: section)
      if footer.height > 0 {
        footers.append(DragPicture.Band(rect: footer, text: "footer"))
      }
      for row in 0..<table.numberOfRows(inSection: section) {
        let indexPath = IndexPath(indexes: [section, row])
        let cell = table.cellForRow(at: indexPath)
        rows.append(
          DragPicture.Row(
            label: label(at: indexPath), indexPath: indexPath,
            rect: table.rectForRow(at: indexPath), isPinned: pinned.contains(indexPath),
            cell: cell, cellHidden: cell.map { !isCellShowing($0) } ?? false,
            list: listLook(at: indexPath)))
      }
    }
    let range = visibleRange
    let ramp = controller.options.autoscroll
    let zone =
      ramp.edgeZoneHeight.isFinite && ramp.edgeZoneHeight > 0
      ? Swift.min(ramp.edgeZoneHeight, (range.bottom - range.top) / 3) : 0
    return DragPicture(
      viewport: table.viewportSize, insets: table.contentInsets,
      contentOffsetY: table.contentOffset.y, contentHeight: table.contentSize.height, rows: rows,
      headers: headers, footers: footers, handleArea: script.rules.handleArea,
      edgeZoneHeight: controller.isDragging ? Swift.max(0, zone) : 0,
      autoscrollVelocity: autoscroll == nil ? 0 : velocity,
      snapshot: lastSnapshot, snapshotLabel: lastSnapshot == nil ? nil : dragLabel,
      hiddenSlot: controller.draggedRow.map { table.rectForRow(at: $0) }, settle: settle,
      finger: finger, press: press, list: script.table.host.listStyle.map(ListPictureLook.init))
  }

  /// Whether the user sees `cell`: not hidden on a table; on a list, not concealed, hidden nor
  /// transparent (``SimulatedList/isCellShowing(_:)``).
  func isCellShowing(_ cell: Int) -> Bool {
    list.map { $0.isCellShowing(cell) } ?? !table.isCellHidden(cell)
  }

  /// The list look of the row at `path` (`nil` on a table): its separator below (the line
  /// between it and the next item of its section; the drag hides none) and its corners.
  func listLook(at path: IndexPath) -> ListPictureLook.Row? {
    guard let list, path.count == 2 else { return nil }
    let count = table.numberOfRows(inSection: path[0])
    return ListPictureLook.Row(
      separatorBelow: path[1] + 1 < count ? true : nil,
      corners: ListRowCorners.ofRow(item: path[1], itemCount: count, appearance: list.appearance),
      buttonCorners: [])
  }
}
