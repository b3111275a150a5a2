import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Draws a button with its shape (``SwipeEnginePicture/Button/drawsShape``): the background the
/// core's ``SwipeableButtonShape/background(inSlot:band:)`` gives, centred on the row's visible
/// part, scaled about its centre and faded by the frame's `scale` and `alpha`, with the title
/// where the content arrangement puts it.
///
/// The glass material is hinted at, not rendered: the action's colour a little translucent, a
/// white veil over it and a thin white rim. Image-only content is a small ring (the simulator has
/// no symbols).
extension SwipeEngineFrameRenderer {
  /// Draws `button` of the row drawn at `rect` (picture coordinates) whose visible part is
  /// `band` (picture coordinates), in a picture drawn at `scale`.
  static func drawShapedButton(
    _ button: SwipeEnginePicture.Button, row rect: CGRect,
    band: (minY: CGFloat, height: CGFloat), scale: CGFloat, hasText: Bool,
    canvas: inout SVGCanvas
  ) {
    let frame = button.frame
    let alpha = frame.alpha.isFinite ? Swift.min(1, Swift.max(0, frame.alpha)) : 1
    let grow = frame.scale.isFinite ? Swift.max(0, frame.scale) : 1
    guard alpha > 0, grow > 0, scale > 0 else { return }
    // The glass look's buttons keep their place and size; the classic look's are cut to what
    // shows, as its rectangles are.
    let glass = button.look == .glass
    let slot = CGRect(
      x: glass ? frame.minX : frame.visibleMinX, y: rect.minY / scale,
      width: glass ? frame.width : frame.visibleWidth, height: rect.height / scale)
    let titled = !button.title.isEmpty && button.content != .imageOnly
    let (background, radius) = button.shape.background(
      inSlot: slot, band: (band.minY / scale, band.height / scale))
    let shifts = button.content.verticalShifts(
      shapeHeight: background.height,
      titleHeight: titled ? SwipeContentParts.unmeasuredTitleHeight : 0)
    let shape = CGRect(
      x: background.minX * scale, y: (background.minY + shifts.shape) * scale,
      width: background.width * scale, height: background.height * scale)
    let corner = radius * scale

    var attributes = ""
    if grow != 1 {
      let (x, y) = (shape.midX, shape.midY)
      attributes +=
        " transform=\"translate(\(Fmt.svg(x)),\(Fmt.svg(y))) scale(\(Fmt.svg(grow))) "
        + "translate(\(Fmt.svg(-x)),\(Fmt.svg(-y)))\""
    }
    if alpha != 1 { attributes += " opacity=\"\(Fmt.svg(alpha))\"" }
    canvas.raw("<g\(attributes)>")
    /// The corner attributes for radius `r`, then `more`.
    func corners(_ r: CGFloat, _ more: String...) -> String {
      ((r > 0 ? ["rx=\"\(Fmt.svg(r))\" ry=\"\(Fmt.svg(r))\""] : []) + more)
        .joined(separator: " ")
    }
    if button.material == .glass {
      canvas.rect(shape, fill: button.colour, extra: corners(corner, "fill-opacity=\"0.72\""))
      canvas.rect(
        shape.insetBy(dx: 0.5, dy: 0.5), fill: "#ffffff", stroke: "#ffffff", strokeWidth: 1,
        extra: corners(
          Swift.max(0, corner - 0.5), "fill-opacity=\"0.18\" stroke-opacity=\"0.85\"",
          "class=\"glass\""))
    } else {
      canvas.rect(shape, fill: button.colour, extra: corners(corner))
    }
    let ring = Swift.min(6, shape.height / 4, shape.width / 4)
    /// The stand-in for an image: a ring centred at `x`.
    func drawRing(atX x: CGFloat) {
      canvas.circle(
        centre: CGPoint(x: x, y: shape.midY), radius: ring, fill: "none", stroke: "#ffffff",
        extra: "stroke-width=\"1.5\"")
    }
    switch button.content {
    case .imageOnly:
      drawRing(atX: shape.midX)
    case .titleBelow:
      drawRing(atX: shape.midX)
      let bandMidY = band.minY + band.height / 2
      if hasText, titled {
        canvas.text(
          button.title, at: CGPoint(x: shape.midX, y: bandMidY + shifts.title * scale + 4),
          size: 11, fill: "#3c3c43", anchor: "middle")
      }
    case .stacked, .inline:
      guard hasText, titled, shape.width >= 24 else { break }
      // An inline image leads the title: a ring before it, the two centred as one.
      let leading = button.content == .inline && button.hasImage ? 2 * ring + 4 : 0
      let textWidth = SVGCanvas.textBox(
        button.title, at: .zero, size: 12, anchor: "start", weight: "bold"
      ).width
      let start = shape.midX - (leading + textWidth) / 2
      if leading > 0, ring > 0, leading + textWidth <= shape.width {
        drawRing(atX: start + ring)
      }
      let fits = leading + textWidth <= shape.width
      canvas.text(
        button.title,
        at: CGPoint(x: fits ? start + leading + textWidth / 2 : shape.midX, y: shape.midY + 4),
        size: 12, fill: "#ffffff", anchor: "middle", weight: "bold")
    }
    canvas.raw("</g>")
  }
}
