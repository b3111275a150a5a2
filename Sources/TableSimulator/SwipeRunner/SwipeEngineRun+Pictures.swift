import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The storyboard pictures of a swipe-engine run. Each is made only when the sink keeps it, and
/// holds only the rows on screen.
extension SwipeEngineRun {
  /// The rows on screen that are thick enough to be drawn, with their index paths and row IDs.
  func visibleRows() -> [(path: IndexPath, id: Int, rect: CGRect)] {
    let bounds = table.bounds
    let thinnest =
      SwipeEngineFrameRenderer.minimumRowHeight
      / SwipeEngineFrameRenderer.scale(for: table.viewportSize)
    var rows: [(path: IndexPath, id: Int, rect: CGRect)] = []
    for (section, ids) in table.rowOrder.enumerated() {
      guard !ids.isEmpty else { continue }
      if table.rectForRow(at: IndexPath(indexes: [section, 0])).minY >= bounds.maxY { break }
      for (index, id) in ids.enumerated() {
        let path = IndexPath(indexes: [section, index])
        let rect = table.rectForRow(at: path)
        if rect.minY >= bounds.maxY { break }
        guard rect.height >= thinnest, rect.maxY > bounds.minY else { continue }
        rows.append((path, id, rect))
      }
    }
    return rows
  }

  /// A picture of the table now, captioned `caption` and the engine's state; a picture the
  /// sink leaves out costs neither.
  func picture(_ caption: @autoclosure () -> String) {
    frames.add {
      picturesMade += 1
      let status = status()
      var rows: [SwipeEnginePicture.Row] = []
      for (path, id, rect) in visibleRows() {
        // What the row's cell shows: a cell replaced under an open row is at rest, without
        // buttons, whatever the engine still thinks.
        let cell = table.cellForRow(at: path)
        let bare = cell.map { host.cellButtonsEdge($0) == nil } ?? false
        var buttons: [SwipeEnginePicture.Button] = []
        if !bare, host.buttonFramesRowID == id, let edge = host.buttonRows[id],
          let set = app.swipeActions(forRowAt: path, edge: edge)
        {
          buttons = openButtons(set)
        }
        rows.append(
          SwipeEnginePicture.Row(
            label: app.labels[id] ?? "?", rect: rect,
            offset: cell.map { host.cellOffset($0) } ?? host.offset(at: path), buttons: buttons,
            note: nil, list: listLook(at: path, cell: cell)))
      }
      rows += leavingPictureRows()
      let picture = SwipeEnginePicture(
        viewport: table.viewportSize, contentOffsetY: table.contentOffset.y, rows: rows,
        finger: finger, status: status, list: pictureListLook)
      return StoryFrame(
        time: time, caption: "\(caption()) — \(status)", content: .swipeEngine(picture))
    }
  }

  /// One row per transition style (taken in turn down the table), each at `fraction` of its
  /// open width.
  func transitionPicture(_ fraction: CGFloat) {
    let percent = Int((fraction * 100).rounded())
    say("transition styles at \(percent) % of the open width")
    frames.add {
      picturesMade += 1
      var rows: [SwipeEnginePicture.Row] = []
      let styles = SwipeableTransitionStyle.allCases
      // Rows with the same actions, style and size look the same: laid out once per picture
      // (the glass look sizes its buttons by the row's height too).
      var laidOut:
        [(
          set: SwipeActionSet, size: CGSize, offset: CGFloat, buttons: [SwipeEnginePicture.Button]
        )] = []
      for (path, id, rect) in visibleRows() {
        guard var set = app.swipeActions(forRowAt: path, edge: .trailing) else { continue }
        let style = styles[rows.count % styles.count]
        set.options.transitionStyle = style
        let offset: CGFloat
        let buttons: [SwipeEnginePicture.Button]
        if let done = laidOut.first(where: { $0.set == set && $0.size == rect.size }) {
          (offset, buttons) = (done.offset, done.buttons)
        } else {
          let widths = set.actions.map { host.measureSwipeActionContent($0) }
          let look = host.swipeDesign.drawnLook(for: set.options.look)
          let parts = look == .glass ? set.actions.map { host.measureSwipeActionParts($0) } : []
          guard
            let geometry = SwipeGeometry(
              actions: set.actions, options: set.options, edge: .trailing,
              rightToLeft: script.rightToLeft, rowWidth: rect.width, contentWidths: widths,
              look: look, rowHeight: rect.height, contentParts: parts)
          else { continue }
          offset = fraction * geometry.openWidth * geometry.sign
          let material = drawnMaterial(set.options.buttonMaterial)
          buttons = (0..<geometry.count).map { i -> SwipeEnginePicture.Button in
            let frame = SwipeTransitionLayout.frame(ofButton: i, geometry: geometry, offset: offset)
            var action = set.actions[frame.actionIndex]
            action.shape = geometry.shapes[frame.actionIndex]
            action.content = geometry.contents[frame.actionIndex]
            return SwipeEnginePicture.Button(
              action, at: frame, look: geometry.look, material: material)
          }
          laidOut.append((set, rect.size, offset, buttons))
        }
        rows.append(
          SwipeEnginePicture.Row(
            label: app.labels[id] ?? "?", rect: rect, offset: offset, buttons: buttons,
            note: "\(style)"))
      }
      return StoryFrame(
        time: time, caption: "Every transition style at \(percent) % of the open width",
        content: .swipeEngine(
          SwipeEnginePicture(
            viewport: table.viewportSize, contentOffsetY: table.contentOffset.y, rows: rows,
            finger: nil, status: "\(percent) %", list: pictureListLook)))
    }
  }

  /// The open row's buttons at the host's frames: `set` (the app's actions for the open edge)
  /// as the engine resolved it for its look (shapes, content) when the host shows that set, else
  /// as given, in the classic look.
  func openButtons(_ set: SwipeActionSet) -> [SwipeEnginePicture.Button] {
    let shown = host.shownActions.flatMap { shown in
      shown.actions.map(\.identifier) == set.actions.map(\.identifier) ? shown : nil
    }
    let drawn = shown ?? set
    return host.buttonFrames.compactMap { frame in
      guard frame.actionIndex >= 0, frame.actionIndex < drawn.actions.count else { return nil }
      return SwipeEnginePicture.Button(
        drawn.actions[frame.actionIndex], at: frame,
        look: shown == nil ? .classic : drawn.options.look,
        material: drawnMaterial(drawn.options.buttonMaterial))
    }
  }

  /// What a button asking for `material` is drawn with on the simulated system (a build with
  /// the iOS 26 SDK, Reduce Transparency off).
  func drawnMaterial(_ material: SwipeableButtonMaterial) -> SwipeableButtonMaterial {
    SwipeableButtonMaterial.drawn(
      material, systemMajorVersion: host.swipeDesign.systemMajorVersion, glassAvailable: true,
      reduceTransparency: false)
  }
}
