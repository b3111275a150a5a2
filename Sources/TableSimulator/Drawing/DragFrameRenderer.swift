import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws a ``DragPicture`` as SVG: the whole table on the left with the viewport as a window
/// over it, and the screen (the viewport) on the right with insets, edge zones, rows and their
/// cells, the empty slot (dashed), the lifted snapshot with its shadow, and the finger.
enum DragFrameRenderer {
  static let margin: CGFloat = 16
  static let overviewWidth: CGFloat = 150
  static let gap: CGFloat = 60
  static let maximumScreenHeight: CGFloat = 480
  static let maximumScreenWidth: CGFloat = 360

  static let snapshotColour = "#0a84ff"
  static let zoneColour = "#ff9f0a"
  static let settleColour = "#30d158"
  static let refusedColour = "#ff3b30"

  static func render(_ picture: DragPicture, time: Double, caption: String, idPrefix: String)
    -> String
  {
    var canvas = SVGCanvas(idPrefix: idPrefix)
    let scale = screenScale(picture)
    let screenSize = CGSize(
      width: picture.viewport.width * scale, height: picture.viewport.height * scale)
    let width = margin * 2 + overviewWidth + gap + screenSize.width
    let captionLines = SVGCanvas.wrap(caption, width: Int((width - 2 * margin) / 7))
    var y = margin + 14
    canvas.text(
      "t = \(Fmt.time(time)) s", at: CGPoint(x: margin, y: y), size: 14, weight: "bold")
    for line in captionLines {
      y += 18
      canvas.text(line, at: CGPoint(x: margin, y: y), size: 13)
    }
    let top = y + 30
    canvas.text(
      "whole table", at: CGPoint(x: margin, y: top - 8), size: 11, fill: "#636366")
    canvas.text(
      "screen (offset y \(Fmt.pt(picture.contentOffsetY)))",
      at: CGPoint(x: margin + overviewWidth + gap, y: top - 8), size: 11, fill: "#636366")
    canvas.raw(
      "<defs><filter id=\"\(canvas.id("shadow"))\" x=\"-20%\" y=\"-50%\" width=\"140%\" "
        + "height=\"200%\"><feGaussianBlur stdDeviation=\"4\"/></filter>"
        + "<pattern id=\"\(canvas.id("pin"))\" width=\"8\" height=\"8\" "
        + "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<rect width=\"8\" height=\"8\" fill=\"#f2f2f7\"/>"
        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#c7c7cc\" stroke-width=\"3\"/>"
        + "</pattern>"
        + "<clipPath id=\"\(canvas.id("screen"))\"><rect x=\"0\" y=\"0\" "
        + "width=\"\(Fmt.svg(screenSize.width))\" height=\"\(Fmt.svg(screenSize.height))\"/>"
        + "</clipPath></defs>")
    drawOverview(
      picture, in: &canvas, origin: CGPoint(x: margin, y: top), height: screenSize.height)
    drawScreen(
      picture, in: &canvas, origin: CGPoint(x: margin + overviewWidth + gap, y: top),
      scale: scale)
    var legendY = top + screenSize.height + 22
    let legend =
      "Dashed: the dragged row's empty slot. Blue: the lifted snapshot. Orange: autoscroll edge "
      + "zones (darker while scrolling). Grey bands: content insets. Hatched: pinned rows."
    for line in SVGCanvas.wrap(legend, width: Int((width - 2 * margin) / 6)) {
      canvas.text(line, at: CGPoint(x: margin, y: legendY), size: 11, fill: "#636366")
      legendY += 15
    }
    return canvas.document(width: width, height: legendY + margin - 6, title: caption)
  }

  static func screenScale(_ picture: DragPicture) -> CGFloat {
    let width = Swift.max(1, picture.viewport.width)
    let height = Swift.max(1, picture.viewport.height)
    return Swift.min(1, maximumScreenHeight / height, maximumScreenWidth / width)
  }

  // MARK: - Whole table

  static func drawOverview(
    _ picture: DragPicture, in canvas: inout SVGCanvas, origin: CGPoint, height: CGFloat
  ) {
    let viewportTop = picture.contentOffsetY
    let viewportBottom = viewportTop + picture.viewport.height
    let first = Swift.min(0, viewportTop)
    let last = Swift.max(picture.contentHeight, viewportBottom)
    let yScale = height / Swift.max(1, last - first)
    let xScale = overviewWidth / Swift.max(1, picture.viewport.width)
    func map(_ rect: CGRect) -> CGRect {
      CGRect(
        x: origin.x + rect.minX * xScale, y: origin.y + (rect.minY - first) * yScale,
        width: rect.width * xScale, height: rect.height * yScale)
    }
    canvas.rect(
      map(CGRect(x: 0, y: 0, width: picture.viewport.width, height: picture.contentHeight)),
      fill: "#f2f2f7", stroke: "#c7c7cc")
    for band in picture.headers {
      canvas.rect(map(band.rect), fill: "#d1d1d6")
    }
    for band in picture.footers {
      canvas.rect(map(band.rect), fill: "#e5e5ea")
    }
    let slotPath = slotPath(picture)
    for row in picture.rows {
      let rect = map(row.rect)
      let slot = row.indexPath == slotPath
      // A row less than a point high is a hairline: the table's grey shows through instead.
      guard rect.height >= 1 || slot else { continue }
      canvas.rect(
        rect, fill: slot ? "none" : (row.isPinned ? "url(#\(canvas.id("pin")))" : "#ffffff"),
        stroke: slot ? "#8e8e93" : "#c7c7cc", strokeWidth: 0.6,
        extra: slot ? "stroke-dasharray=\"3 2\"" : "")
      if !slot, rect.height >= 9 {
        canvas.text(
          row.label, at: CGPoint(x: rect.minX + 4, y: rect.midY + 3),
          size: Swift.min(9, rect.height - 2), fill: "#3a3a3c")
      }
    }
    if let snapshot = picture.snapshot {
      canvas.rect(
        map(snapshot), fill: snapshotColour, stroke: snapshotColour, extra: "fill-opacity=\"0.5\"")
    }
    if let settle = picture.settle {
      canvas.rect(map(settle), fill: "none", stroke: settleColour, strokeWidth: 1.5)
    }
    let window = map(
      CGRect(x: 0, y: viewportTop, width: picture.viewport.width, height: picture.viewport.height))
    let outside = map(CGRect(x: 0, y: first, width: picture.viewport.width, height: last - first))
    canvas.rect(
      CGRect(
        x: outside.minX, y: outside.minY, width: outside.width, height: window.minY - outside.minY),
      fill: "#000000", extra: "fill-opacity=\"0.12\"")
    canvas.rect(
      CGRect(
        x: outside.minX, y: window.maxY, width: outside.width, height: outside.maxY - window.maxY),
      fill: "#000000", extra: "fill-opacity=\"0.12\"")
    canvas.rect(window, fill: "none", stroke: "#1c1c1e", strokeWidth: 2)
    canvas.text(
      "viewport", at: CGPoint(x: window.maxX + 4, y: window.minY + 10), size: 10, fill: "#1c1c1e")
  }

  /// The index path of the hidden slot, found from the rows (the slot rect alone may repeat for
  /// zero-height rows).
  static func slotPath(_ picture: DragPicture) -> IndexPath? {
    guard let slot = picture.hiddenSlot else { return nil }
    return picture.rows.first { $0.rect == slot }?.indexPath
  }

  // MARK: - Screen

  static func drawScreen(
    _ picture: DragPicture, in canvas: inout SVGCanvas, origin: CGPoint, scale: CGFloat
  ) {
    let size = CGSize(
      width: picture.viewport.width * scale, height: picture.viewport.height * scale)
    let offset = picture.contentOffsetY
    func map(_ rect: CGRect) -> CGRect {
      CGRect(
        x: rect.minX * scale, y: (rect.minY - offset) * scale, width: rect.width * scale,
        height: rect.height * scale)
    }
    canvas.beginGroup(translate: origin)
    canvas.beginGroup(clip: canvas.id("screen"), clipRect: CGRect(origin: .zero, size: size))
    canvas.rect(CGRect(origin: .zero, size: size), fill: picture.list?.background ?? "#f2f2f7")
    // An inset-grouped list's rows, and the snapshot of one, sit between its side margins.
    let side = (picture.list?.sideMargin ?? 0) * scale
    func inset(_ rect: CGRect) -> CGRect { side > 0 ? rect.insetBy(dx: side, dy: 0) : rect }
    for band in picture.headers {
      canvas.rect(map(band.rect), fill: "#d1d1d6")
    }
    for band in picture.footers {
      canvas.rect(map(band.rect), fill: "#e5e5ea")
    }
    var shown: [(row: DragPicture.Row, rect: CGRect)] = []
    for row in picture.rows {
      let rect = inset(map(row.rect))
      guard rect.maxY > 0, rect.minY < size.height else { continue }
      drawRow(row, rect: rect, picture: picture, in: &canvas, scale: scale)
      shown.append((row, rect))
    }
    let zones = edgeZones(picture, size: size, scale: scale)
    for zone in zones {
      canvas.rect(
        zone.rect, fill: zoneColour, extra: "fill-opacity=\"\(zone.active ? "0.40" : "0.14")\"")
    }
    let insets = insetBands(picture, size: size, scale: scale)
    for band in insets {
      canvas.rect(band.rect, fill: "#8e8e93", extra: "fill-opacity=\"0.55\"")
    }
    if let settle = picture.settle {
      let rect = inset(map(settle))
      canvas.rect(rect, fill: "none", stroke: settleColour, strokeWidth: 3)
      if let snapshot = picture.snapshot {
        let from = inset(map(snapshot))
        canvas.line(
          from: CGPoint(x: from.midX, y: from.midY), to: CGPoint(x: rect.midX, y: rect.midY),
          stroke: settleColour, width: 2, extra: "stroke-dasharray=\"5 3\"")
      }
    }
    let lifted = picture.snapshot.map { liftedRect(inset(map($0))) }
    if let lifted {
      drawSnapshot(lifted, settling: picture.settle != nil, in: &canvas)
    }
    let refused = picture.press.flatMap { press in
      press.refused ? CGPoint(x: press.point.x * scale, y: press.point.y * scale) : nil
    }
    if let point = refused {
      canvas.mark(
        centre: point, radius: 12, fill: refusedColour, stroke: "none",
        extra: "fill-opacity=\"0.25\"")
      canvas.line(
        from: CGPoint(x: point.x - 7, y: point.y - 7), to: CGPoint(x: point.x + 7, y: point.y + 7),
        stroke: refusedColour, width: 3)
      canvas.line(
        from: CGPoint(x: point.x - 7, y: point.y + 7), to: CGPoint(x: point.x + 7, y: point.y - 7),
        stroke: refusedColour, width: 3)
    }
    if let finger = picture.finger {
      canvas.mark(
        centre: CGPoint(x: finger.x * scale, y: finger.y * scale), radius: 11, fill: "#8e8e93",
        stroke: "#ffffff", extra: "fill-opacity=\"0.55\" stroke-width=\"2\"")
    }

    // Labels, most important first; one that would overlap an earlier one is left out.
    for zone in zones where zone.active {
      zoneLabel(zone, picture: picture, size: size, in: &canvas)
    }
    if let point = refused {
      canvas.text(
        "press refused", at: CGPoint(x: point.x, y: point.y - 16), size: 11, fill: refusedColour,
        anchor: "middle", weight: "bold", halo: true)
    }
    if let lifted {
      labelSnapshot(
        lifted, label: picture.snapshotLabel ?? "", settling: picture.settle != nil, in: &canvas)
      canvas.reserve(lifted)
    }
    for band in insets {
      canvas.text(band.text, at: band.baseline, size: 10, fill: "#ffffff")
      canvas.reserve(band.rect)
    }
    for zone in zones where !zone.active {
      zoneLabel(zone, picture: picture, size: size, in: &canvas)
    }
    for band in picture.headers {
      let rect = map(band.rect)
      if rect.height >= 12 {
        canvas.text(
          band.text.uppercased(),
          at: CGPoint(x: 10, y: rect.maxY - Swift.max(3, rect.height / 2 - 4)),
          size: 10, fill: "#3a3a3c")
      }
    }
    for (row, rect) in shown {
      labelRow(row, rect: rect, picture: picture, in: &canvas, scale: scale)
    }
    canvas.endGroup()
    canvas.rect(CGRect(origin: .zero, size: size), fill: "none", stroke: "#1c1c1e", strokeWidth: 2)
    canvas.endGroup()
  }

  static func zoneLabel(
    _ zone: (rect: CGRect, active: Bool, up: Bool), picture: DragPicture, size: CGSize,
    in canvas: inout SVGCanvas
  ) {
    let textY = zone.up ? zone.rect.maxY + 14 : zone.rect.minY - 6
    let text =
      zone.active
      ? "autoscroll \(zone.up ? "up" : "down") \(Fmt.pt(abs(picture.autoscrollVelocity))) pt/s"
      : "edge zone"
    canvas.text(
      text, at: CGPoint(x: size.width - 8, y: textY), size: zone.active ? 13 : 10,
      fill: zone.active ? "#9a4f00" : "#c06a00", anchor: "end",
      weight: zone.active ? "bold" : "normal", halo: true)
  }

  /// A row's cell: its rectangle (dashed when hidden) and the drag handle.
  static func drawRow(
    _ row: DragPicture.Row, rect: CGRect, picture: DragPicture, in canvas: inout SVGCanvas,
    scale: CGFloat
  ) {
    if row.cellHidden {
      canvas.rect(
        rect.insetRows(by: 1.5), fill: "none", stroke: "#8e8e93", strokeWidth: 1.5,
        extra: "stroke-dasharray=\"6 4\"")
      return
    }
    if let look = row.list {
      // A list row: its corners and separator, as the swipe's pictures draw them.
      SwipeEngineFrameRenderer.drawListContent(
        rect, row: rect, look: look, scale: scale, canvas: &canvas)
      if row.isPinned { canvas.rect(rect, fill: "url(#\(canvas.id("pin")))") }
    } else {
      canvas.rect(
        rect, fill: row.isPinned ? "url(#\(canvas.id("pin")))" : "#ffffff", stroke: "#d1d1d6")
    }
    if let handle = picture.handleArea {
      let band = CGRect(
        x: handle.lowerBound * scale, y: rect.minY,
        width: (handle.upperBound - handle.lowerBound) * scale, height: rect.height)
      canvas.rect(band, fill: "#5e5ce6", extra: "fill-opacity=\"0.10\"")
      if rect.height >= 14 {
        for offset in [-4, 0, 4] as [CGFloat] {
          canvas.line(
            from: CGPoint(x: band.midX - 8, y: rect.midY + offset),
            to: CGPoint(x: band.midX + 8, y: rect.midY + offset), stroke: "#8e8e93", width: 1.5)
        }
      }
    }
  }

  /// A row's label and its note (index path, pinned, cell), or "empty slot" for the hidden one.
  static func labelRow(
    _ row: DragPicture.Row, rect: CGRect, picture: DragPicture, in canvas: inout SVGCanvas,
    scale: CGFloat
  ) {
    if row.cellHidden {
      if rect.height >= 14 {
        canvas.text(
          "empty slot", at: CGPoint(x: rect.midX, y: rect.midY + 4), size: 11, fill: "#8e8e93",
          anchor: "middle")
      }
      return
    }
    guard rect.height >= 12 else { return }
    let fontSize = Swift.min(15, rect.height - 4)
    canvas.text(
      row.label, at: CGPoint(x: rect.minX + 14, y: rect.midY + fontSize * 0.35), size: fontSize,
      fill: "#1c1c1e")
    var note = Fmt.path(row.indexPath)
    if row.isPinned { note += " pinned" }
    if let cell = row.cell { note += "  cell \(cell)" }
    let noteX = picture.handleArea.map { $0.lowerBound * scale - 8 } ?? rect.maxX - 10
    canvas.text(
      note, at: CGPoint(x: noteX, y: rect.midY + 4), size: 10, fill: "#8e8e93", anchor: "end")
  }

  /// The lifted snapshot's rectangle: a little larger than the row, as UIKit lifts it.
  static func liftedRect(_ rect: CGRect) -> CGRect {
    CGRect(
      x: rect.minX + rect.width * 0.02, y: rect.minY - rect.height * 0.03,
      width: rect.width * 0.96, height: rect.height * 1.06)
  }

  static func drawSnapshot(_ lifted: CGRect, settling: Bool, in canvas: inout SVGCanvas) {
    let shadow = CGRect(
      x: lifted.minX + 2, y: lifted.minY + 6, width: lifted.width - 4, height: lifted.height)
    canvas.rect(
      shadow, fill: "#000000",
      extra: "fill-opacity=\"0.35\" filter=\"url(#\(canvas.id("shadow")))\"")
    canvas.rect(
      lifted, fill: "#ffffff", stroke: snapshotColour, strokeWidth: 2,
      extra: settling ? "fill-opacity=\"0.7\" stroke-opacity=\"0.6\"" : "")
    canvas.rect(lifted, fill: snapshotColour, extra: "fill-opacity=\"0.10\"")
  }

  static func labelSnapshot(
    _ lifted: CGRect, label: String, settling: Bool, in canvas: inout SVGCanvas
  ) {
    guard lifted.height >= 12 else { return }
    let fontSize = Swift.min(15, lifted.height - 4)
    canvas.text(
      label, at: CGPoint(x: lifted.minX + 12, y: lifted.midY + fontSize * 0.35), size: fontSize,
      fill: snapshotColour, weight: "bold")
    canvas.text(
      settling ? "settling" : "lifted", at: CGPoint(x: lifted.maxX - 10, y: lifted.midY + 4),
      size: 10, fill: snapshotColour, anchor: "end")
  }

  /// The two edge zones in screen coordinates, and whether each is scrolling now.
  static func edgeZones(_ picture: DragPicture, size: CGSize, scale: CGFloat) -> [(
    rect: CGRect, active: Bool, up: Bool
  )] {
    let zone = picture.edgeZoneHeight * scale
    guard zone > 0 else { return [] }
    let visibleTop = picture.insets.top * scale
    let visibleBottom = size.height - picture.insets.bottom * scale
    let velocity = picture.autoscrollVelocity
    return [
      (CGRect(x: 0, y: visibleTop, width: size.width, height: zone), velocity < 0, true),
      (CGRect(x: 0, y: visibleBottom - zone, width: size.width, height: zone), velocity > 0, false),
    ]
  }

  /// The content insets' bands on the screen, with their labels.
  static func insetBands(_ picture: DragPicture, size: CGSize, scale: CGFloat) -> [(
    rect: CGRect, text: String, baseline: CGPoint
  )] {
    var bands: [(rect: CGRect, text: String, baseline: CGPoint)] = []
    let top = picture.insets.top * scale
    if top > 0 {
      bands.append(
        (
          CGRect(x: 0, y: 0, width: size.width, height: top),
          "top inset \(Fmt.pt(picture.insets.top)) pt (bars)",
          CGPoint(x: 8, y: Swift.min(top - 4, 16))
        ))
    }
    let bottom = picture.insets.bottom * scale
    if bottom > 0 {
      bands.append(
        (
          CGRect(x: 0, y: size.height - bottom, width: size.width, height: bottom),
          "bottom inset \(Fmt.pt(picture.insets.bottom)) pt",
          CGPoint(x: 8, y: size.height - Swift.max(4, bottom / 2 - 4))
        ))
    }
    return bands
  }
}

extension CGRect {
  /// The rectangle shrunk by `inset` on every side (zero size at most).
  fileprivate func insetRows(by inset: CGFloat) -> CGRect {
    CGRect(
      x: minX + inset, y: minY + inset, width: Swift.max(0, width - 2 * inset),
      height: Swift.max(0, height - 2 * inset))
  }
}
