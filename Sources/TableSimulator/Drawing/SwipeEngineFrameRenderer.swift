import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws a ``SwipeEnginePicture``: the visible rows, each row's content slid by its offset, and
/// the buttons the engine laid out behind it (only the part each button shows).
///
/// A viewport larger than ``maximumScreen`` is drawn scaled down, rows thinner than two drawn
/// points are left out, and rows stop once the picture holds ``maximumBytes`` (a thousand thin
/// rows of twenty buttons each would otherwise make pictures of half a megabyte), so a picture
/// stays small whatever the table.
enum SwipeEngineFrameRenderer {
  static let margin: CGFloat = 16
  static let maximumScreen = CGSize(width: 480, height: 480)
  static let maximumBytes = 120_000

  /// Rows thinner than this, once scaled, are not drawn.
  static let minimumRowHeight: CGFloat = 2

  /// How much a picture of a `viewport`-sized table is scaled down (1 for a phone-sized one).
  static func scale(for viewport: CGSize) -> CGFloat {
    Swift.min(
      1, maximumScreen.width / Swift.max(1, viewport.width),
      maximumScreen.height / Swift.max(1, viewport.height))
  }

  static func render(_ picture: SwipeEnginePicture, caption: String, idPrefix: String) -> String {
    var canvas = SVGCanvas(idPrefix: idPrefix)
    let scale = scale(for: picture.viewport)
    // A list's inset-grouped rows sit between side margins, which the screen adds.
    let side = (picture.list?.sideMargin ?? 0) * scale
    let screen = CGSize(
      width: picture.viewport.width * scale + 2 * side, height: picture.viewport.height * scale)
    let width = margin * 2 + Swift.max(200, screen.width)
    var y = margin + 14
    for line in SVGCanvas.wrap(caption, width: Int((width - 2 * margin) / 7)) {
      canvas.text(line, at: CGPoint(x: margin, y: y), size: 13)
      y += 18
    }
    let top = y + 8
    canvas.raw(
      "<defs><clipPath id=\"\(canvas.id("screen"))\"><rect x=\"0\" y=\"0\" "
        + "width=\"\(Fmt.svg(screen.width))\" height=\"\(Fmt.svg(screen.height))\"/>"
        + "</clipPath></defs>")
    canvas.beginGroup(translate: CGPoint(x: margin, y: top))
    canvas.rect(CGRect(origin: .zero, size: screen), fill: picture.list?.background ?? "#ffffff")
    canvas.beginGroup(clip: canvas.id("screen"), clipRect: CGRect(origin: .zero, size: screen))
    if side > 0 { canvas.beginGroup(translate: CGPoint(x: side, y: 0)) }
    let finger = picture.finger.map { CGPoint(x: $0.x * scale, y: $0.y * scale) }
    if let finger {
      // Drawn last, over the rows; no label goes under it.
      canvas.reserve(CGRect(x: finger.x - 12, y: finger.y - 12, width: 24, height: 24))
    }
    for row in picture.rows {
      let rect = CGRect(
        x: 0, y: (row.rect.minY - picture.contentOffsetY) * scale, width: row.rect.width * scale,
        height: row.rect.height * scale)
      guard rect.height >= minimumRowHeight else { continue }
      guard canvas.body.utf8.count < maximumBytes else { break }
      drawRow(row, in: rect, screenHeight: screen.height, scale: scale, canvas: &canvas)
    }
    if side > 0 { canvas.endGroup() }
    if let finger {
      canvas.mark(centre: finger, radius: 11, fill: "rgba(60,60,67,0.35)", stroke: "#3c3c43")
    }
    canvas.endGroup()
    canvas.rect(CGRect(origin: .zero, size: screen), fill: "none", stroke: "#8e8e93")
    canvas.endGroup()
    return canvas.document(width: width, height: top + screen.height + margin, title: caption)
  }

  /// One row: its buttons, its content slid by its offset with the label on it, and the note
  /// (a transition style's name) pinned at the row's left edge, where it stays while the
  /// content slides. The screen is `screenHeight` tall (the buttons of a shaped look are
  /// centred on the row's part inside it).
  static func drawRow(
    _ row: SwipeEnginePicture.Row, in rect: CGRect, screenHeight: CGFloat, scale: CGFloat,
    canvas: inout SVGCanvas
  ) {
    if row.list != nil {
      // A list cell clips to its bounds while displaced (the kit's SwipeCellDisplacement).
      let id = canvas.id("row-\(Int(rect.minY.rounded()))")
      canvas.raw(
        "<defs><clipPath id=\"\(id)\"><rect x=\"\(Fmt.svg(rect.minX))\" y=\"\(Fmt.svg(rect.minY))\" "
          + "width=\"\(Fmt.svg(rect.width))\" height=\"\(Fmt.svg(rect.height))\"/></clipPath></defs>"
      )
      canvas.beginGroup(clip: id, clipRect: rect)
    }
    defer { if row.list != nil { canvas.endGroup() } }
    let clipsButtons = row.list.map { !$0.buttonCorners.isEmpty } ?? false
    if let look = row.list, !look.corners.isEmpty {
      canvas.raw(
        "<path d=\"\(ListPictureLook.path(rect, corners: look.corners, radius: ListPictureLook.cornerRadius * scale))\" fill=\"#e5e5ea\"/>"
      )
    } else {
      canvas.rect(rect, fill: "#e5e5ea")
    }
    if let look = row.list, clipsButtons {
      // The buttons' clip takes the row's rounded corners, as the engine gives it.
      let id = canvas.id("buttons-\(Int(rect.minY.rounded()))")
      canvas.raw(
        "<defs><clipPath id=\"\(id)\"><path d=\"\(ListPictureLook.path(rect, corners: look.buttonCorners, radius: ListPictureLook.cornerRadius * scale))\"/></clipPath></defs>"
      )
      canvas.beginGroup(clip: id, clipRect: rect)
    }
    let hasText = rect.height >= 14
    let bandTop = Swift.max(rect.minY, 0)
    let band = (minY: bandTop, height: Swift.max(0, Swift.min(rect.maxY, screenHeight) - bandTop))
    // The glass look lays the outermost button (the one a full swipe stretches) under the
    // others, as UIKit 26 does; the classic look draws innermost first, as before.
    let glass = row.buttons.contains { $0.look == .glass }
    let ordered = glass ? Array(row.buttons.reversed()) : row.buttons
    for button in ordered where button.frame.visibleWidth > 0 {
      if button.drawsShape {
        drawShapedButton(
          button, row: rect, band: band, scale: scale, hasText: hasText, canvas: &canvas)
        continue
      }
      let frame = button.frame
      let visible = CGRect(
        x: frame.visibleMinX * scale, y: rect.minY, width: frame.visibleWidth * scale,
        height: rect.height)
      canvas.rect(visible, fill: button.colour)
      let centre =
        (frame.isExpanded
          ? frame.visibleMinX + frame.visibleWidth / 2
          : frame.minX
            + frame.width / 2) * scale
      if hasText, visible.width >= 24, centre >= visible.minX, centre <= visible.maxX {
        canvas.text(
          button.title, at: CGPoint(x: centre, y: rect.midY + 4), size: 12, fill: "#ffffff",
          anchor: "middle", weight: "bold")
      }
      if hasText, frame.rotation != 0 {
        canvas.text(
          "\(Int((abs(frame.rotation) * 180 / .pi).rounded()))°",
          at: CGPoint(x: visible.midX, y: rect.maxY - 6), size: 9, fill: "#ffffff",
          anchor: "middle")
      }
    }
    if clipsButtons { canvas.endGroup() }
    let content = rect.offsetBy(dx: row.offset * scale, dy: 0)
    if let look = row.list {
      drawListContent(content, row: rect, look: look, scale: scale, canvas: &canvas)
    } else {
      canvas.rect(content, fill: "#ffffff", stroke: "#d1d1d6")
    }
    guard hasText else { return }
    let baseline = content.midY + 5
    if let note = row.note {
      canvas.text(
        note, at: CGPoint(x: 8, y: rect.minY + Swift.min(14, rect.height - 2)), size: 11,
        fill: "#3a3a3c", weight: "bold", halo: true)
    }
    if row.label != row.note {
      canvas.text(row.label, at: CGPoint(x: content.minX + 14, y: baseline), size: 14)
    }
    let offsetX = content.maxX - 10
    if row.offset != 0 {
      canvas.text(
        "offset \(Fmt.pt(row.offset))", at: CGPoint(x: offsetX, y: baseline), size: 10,
        fill: "#8e8e93", anchor: "end")
    }
  }
}

extension SwipeEngineFrameRenderer {
  /// A list row's content (`content`: the row `row` slid by its offset) with its own rounded
  /// corners, and its separator, which stays where the row is at rest: it is the layout's
  /// decoration, not the cell's (a hidden one is not drawn).
  static func drawListContent(
    _ content: CGRect, row: CGRect, look: ListPictureLook.Row, scale: CGFloat,
    canvas: inout SVGCanvas
  ) {
    if look.corners.isEmpty {
      canvas.rect(content, fill: "#ffffff")
    } else {
      let d = ListPictureLook.path(
        content, corners: look.corners, radius: ListPictureLook.cornerRadius * scale)
      canvas.raw("<path d=\"\(d)\" fill=\"#ffffff\"/>")
    }
    guard look.separatorBelow == true else { return }
    canvas.line(
      from: CGPoint(x: row.minX + ListPictureLook.separatorInset * scale, y: row.maxY - 0.5),
      to: CGPoint(x: row.maxX, y: row.maxY - 0.5), stroke: "#c6c6c8")
  }
}
