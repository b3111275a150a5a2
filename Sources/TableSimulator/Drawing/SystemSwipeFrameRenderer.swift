import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws a ``SwipePicture``: the row with its content slid aside, the pull view, each button
/// (system look, circle or custom view) and the button widths.
enum SystemSwipeFrameRenderer {
  static let margin: CGFloat = 16
  static let maximumCellWidth: CGFloat = 480

  static func render(_ picture: SwipePicture, caption: String, idPrefix: String) -> String {
    var canvas = SVGCanvas(idPrefix: idPrefix)
    let scale = Swift.min(1.5, maximumCellWidth / Swift.max(1, picture.cellSize.width))
    let cell = CGSize(
      width: picture.cellSize.width * scale, height: picture.cellSize.height * scale)
    let width = margin * 2 + cell.width
    var y = margin + 14
    for line in SVGCanvas.wrap(caption, width: Int((width - 2 * margin) / 7)) {
      canvas.text(line, at: CGPoint(x: margin, y: y), size: 13)
      y += 18
    }
    let top = y + 16
    let outer = picture.edge == .left ? "left" : "right"
    canvas.text(
      "pull view comes out of the \(outer) edge", at: CGPoint(x: margin, y: top - 6), size: 11,
      fill: "#636366")
    canvas.raw(
      "<defs><clipPath id=\"\(canvas.id("pull"))\"><rect x=\"0\" y=\"0\" "
        + "width=\"\(Fmt.svg(picture.pullView.width * scale))\" "
        + "height=\"\(Fmt.svg(cell.height))\"/></clipPath>"
        + "<clipPath id=\"\(canvas.id("cell"))\"><rect x=\"0\" y=\"0\" "
        + "width=\"\(Fmt.svg(cell.width))\" height=\"\(Fmt.svg(cell.height))\"/></clipPath></defs>")
    canvas.beginGroup(translate: CGPoint(x: margin, y: top))
    canvas.rect(CGRect(origin: .zero, size: cell), fill: "#f2f2f7")
    let slide = picture.edge == .left ? picture.pullView.width : -picture.pullView.width
    let content = CGRect(x: slide * scale, y: 0, width: cell.width, height: cell.height)
    let pull = CGRect(
      x: picture.pullView.minX * scale, y: 0, width: picture.pullView.width * scale,
      height: cell.height)
    canvas.beginGroup(clip: canvas.id("cell"), clipRect: CGRect(origin: .zero, size: cell))
    canvas.rect(content, fill: "#ffffff", stroke: "#d1d1d6")
    // The label sits in the middle of the part of the content the pull view leaves uncovered.
    let uncovered =
      picture.edge == .left
      ? (pull.maxX, Swift.min(cell.width, content.maxX)) : (Swift.max(0, content.minX), pull.minX)
    let label = "Row '\(picture.rowLabel)' content"
    let place = CGPoint(x: (uncovered.0 + uncovered.1) / 2, y: cell.height / 2 + 5)
    let box = SVGCanvas.textBox(label, at: place, size: 15, anchor: "middle", weight: "normal")
    if box.minX >= uncovered.0, box.maxX <= uncovered.1 {
      canvas.text(label, at: place, size: 15, anchor: "middle")
    }
    canvas.endGroup()
    canvas.beginGroup(
      translate: CGPoint(x: pull.minX, y: 0), clip: canvas.id("pull"),
      clipRect: CGRect(origin: .zero, size: pull.size))
    canvas.rect(CGRect(origin: .zero, size: pull.size), fill: "#e5e5ea")
    for button in picture.buttons.reversed() {
      drawButton(button, scale: scale, in: &canvas)
    }
    canvas.endGroup()
    canvas.rect(pull, fill: "none", stroke: "#1c1c1e", strokeWidth: 1.5)
    canvas.rect(CGRect(origin: .zero, size: cell), fill: "none", stroke: "#8e8e93")
    var dimensionY = cell.height + 18
    for button in picture.buttons {
      let frame = button.slot
      let left = (pull.minX / scale + frame.minX) * scale
      let right = (pull.minX / scale + frame.maxX) * scale
      canvas.line(
        from: CGPoint(x: left, y: dimensionY), to: CGPoint(x: right, y: dimensionY),
        stroke: button.colour, width: 2)
      canvas.text(
        "\(button.title) \(Fmt.pt(frame.width)) pt",
        at: CGPoint(x: (left + right) / 2, y: dimensionY + 13),
        size: 10, fill: "#3a3a3c", anchor: "middle")
      dimensionY += 26
    }
    canvas.endGroup()
    var footerY = top + dimensionY + 8
    let note =
      picture.stockReason.map { "Left stock: \($0)" }
      ?? "Slot widths, circles and custom-view frames come from TableGestureCore's swipe maths, "
      + "placed from each button's real frame (dotted: natural width, pinned at the inner side); "
      + "the pull view's opening is the simulator's own model."
    for line in SVGCanvas.wrap(note, width: Int((width - 2 * margin) / 6)) {
      canvas.text(line, at: CGPoint(x: margin, y: footerY), size: 11, fill: "#636366")
      footerY += 15
    }
    return canvas.document(width: width, height: footerY + margin - 6, title: caption)
  }

  static func drawButton(_ button: SwipePicture.Button, scale: CGFloat, in canvas: inout SVGCanvas)
  {
    let slot = scaled(button.slot, scale)
    let frame = scaled(button.frame, scale)
    guard let visual = button.visual, button.style != .default else {
      // The system's background fills the slot; its title is centred on the real frame.
      canvas.rect(slot, fill: button.colour, stroke: "#ffffff", strokeWidth: 0.5)
      canvas.text(
        button.title, at: CGPoint(x: frame.midX, y: frame.midY + 5), size: 13, fill: "#ffffff",
        anchor: "middle", weight: "bold")
      return
    }
    canvas.rect(slot, fill: "#e5e5ea", stroke: "#c7c7cc", strokeWidth: 0.5)
    // The button's real frame (its natural width, pinned at the inner side), dotted.
    canvas.rect(
      frame, fill: "none", stroke: "#aeaeb2", strokeWidth: 0.5, extra: "stroke-dasharray=\"1 3\"")
    let rect = CGRect(
      x: frame.minX + visual.minX * scale, y: frame.minY + visual.minY * scale,
      width: visual.width * scale, height: visual.height * scale)
    switch button.style {
    case .circular:
      canvas.circle(
        centre: CGPoint(x: rect.midX, y: rect.midY), radius: Swift.min(rect.width, rect.height) / 2,
        fill: button.colour)
    default:
      canvas.raw(
        "<rect x=\"\(Fmt.svg(rect.minX))\" y=\"\(Fmt.svg(rect.minY))\" "
          + "width=\"\(Fmt.svg(rect.width))\" height=\"\(Fmt.svg(rect.height))\" rx=\"10\" "
          + "fill=\"\(button.colour)\"/>")
    }
    canvas.rect(
      rect, fill: "none", stroke: "#636366", strokeWidth: 0.5, extra: "stroke-dasharray=\"2 2\"")
    canvas.text(
      button.title, at: CGPoint(x: rect.midX, y: rect.midY + 4), size: 11, fill: "#ffffff",
      anchor: "middle", weight: "bold")
  }

  private static func scaled(_ rect: CGRect, _ scale: CGFloat) -> CGRect {
    CGRect(
      x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale,
      height: rect.height * scale)
  }
}
