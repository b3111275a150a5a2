import Foundation
import TableGestureCore

/// Draws a ``SwipeEnginePicture``: the visible rows, each row's content slid by its offset, and
/// the buttons the engine laid out behind it (only the part each button shows).
enum SwipeEngineFrameRenderer {
  static let margin: CGFloat = 16

  static func render(_ picture: SwipeEnginePicture, caption: String, idPrefix: String) -> String {
    var canvas = SVGCanvas(idPrefix: idPrefix)
    let viewport = picture.viewport
    let width = margin * 2 + Swift.max(200, viewport.width)
    var y = margin + 14
    for line in SVGCanvas.wrap(caption, width: Int((width - 2 * margin) / 7)) {
      canvas.text(line, at: CGPoint(x: margin, y: y), size: 13)
      y += 18
    }
    let top = y + 8
    canvas.raw(
      "<defs><clipPath id=\"\(canvas.id("screen"))\"><rect x=\"0\" y=\"0\" "
        + "width=\"\(Fmt.svg(viewport.width))\" height=\"\(Fmt.svg(viewport.height))\"/>"
        + "</clipPath></defs>")
    canvas.raw("<g transform=\"translate(\(Fmt.svg(margin)),\(Fmt.svg(top)))\">")
    canvas.rect(CGRect(origin: .zero, size: viewport), fill: "#ffffff")
    canvas.raw("<g clip-path=\"url(#\(canvas.id("screen")))\">")
    for row in picture.rows {
      let rect = CGRect(
        x: 0, y: row.rect.minY - picture.contentOffsetY, width: row.rect.width,
        height: row.rect.height)
      canvas.rect(rect, fill: "#e5e5ea")
      for button in row.buttons where button.frame.visibleWidth > 0 {
        let frame = button.frame
        let visible = CGRect(
          x: frame.visibleMinX, y: rect.minY, width: frame.visibleWidth, height: rect.height)
        canvas.rect(visible, fill: button.colour)
        let centre = frame.isExpanded ? visible.midX : frame.minX + frame.width / 2
        if visible.width >= 24, centre >= visible.minX, centre <= visible.maxX {
          canvas.text(
            button.title, at: CGPoint(x: centre, y: rect.midY + 4), size: 12, fill: "#ffffff",
            anchor: "middle", weight: "bold")
        }
        if frame.rotation != 0 {
          canvas.text(
            "\(Int((abs(frame.rotation) * 180 / .pi).rounded()))°",
            at: CGPoint(x: visible.midX, y: rect.maxY - 6), size: 9, fill: "#ffffff",
            anchor: "middle")
        }
      }
      let content = rect.offsetBy(dx: row.offset, dy: 0)
      canvas.rect(content, fill: "#ffffff", stroke: "#d1d1d6")
      var text = row.label
      if let note = row.note { text += " — \(note)" }
      canvas.text(text, at: CGPoint(x: content.minX + 14, y: content.midY + 5), size: 14)
      if row.offset != 0 {
        canvas.text(
          "offset \(Fmt.plain(row.offset))", at: CGPoint(x: content.maxX - 10, y: content.midY + 5),
          size: 10, fill: "#8e8e93", anchor: "end")
      }
    }
    if let finger = picture.finger {
      canvas.circle(
        centre: finger, radius: 11, fill: "rgba(60,60,67,0.35)", stroke: "#3c3c43")
    }
    canvas.raw("</g>")
    canvas.rect(CGRect(origin: .zero, size: viewport), fill: "none", stroke: "#8e8e93")
    canvas.raw("</g>")
    return canvas.document(width: width, height: top + viewport.height + margin, title: caption)
  }
}
