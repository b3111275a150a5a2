import Foundation

/// A minimal SVG writer: appends elements as text with fixed number formatting.
struct SVGCanvas {
  private(set) var body = ""
  /// Prefix for element ids, unique per frame, so frames can share one HTML page.
  let idPrefix: String

  init(idPrefix: String) {
    self.idPrefix = idPrefix
  }

  /// `text` for XML text or an attribute: markup characters as entities, and every character
  /// XML 1.0 does not allow in a document (C0 controls other than tab, line feed and carriage
  /// return; U+FFFE and U+FFFF) as U+FFFD, so any text gives a well-formed file.
  static func escape(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  func id(_ name: String) -> String { "\(idPrefix)-\(name)" }

  mutating func raw(_ text: String) {
    body += text
    body += "\n"
  }

  mutating func rect(
    _ rect: CGRect, fill: String, stroke: String = "none", strokeWidth: CGFloat = 1,
    extra: String = ""
  ) {
    let parts = [
      "x=\"\(Fmt.svg(rect.minX))\"", "y=\"\(Fmt.svg(rect.minY))\"",
      "width=\"\(Fmt.svg(Swift.max(0, rect.width)))\"",
      "height=\"\(Fmt.svg(Swift.max(0, rect.height)))\"", "fill=\"\(fill)\"",
      "stroke=\"\(stroke)\"",
    ]
    let width = stroke == "none" ? "" : " stroke-width=\"\(Fmt.svg(strokeWidth))\""
    raw("<rect \(parts.joined(separator: " "))\(width)\(extra.isEmpty ? "" : " " + extra)/>")
  }

  mutating func line(
    from: CGPoint, to: CGPoint, stroke: String, width: CGFloat = 1, extra: String = ""
  ) {
    raw(
      "<line x1=\"\(Fmt.svg(from.x))\" y1=\"\(Fmt.svg(from.y))\" x2=\"\(Fmt.svg(to.x))\" "
        + "y2=\"\(Fmt.svg(to.y))\" stroke=\"\(stroke)\" stroke-width=\"\(Fmt.svg(width))\""
        + "\(extra.isEmpty ? "" : " " + extra)/>")
  }

  mutating func circle(
    centre: CGPoint, radius: CGFloat, fill: String, stroke: String = "none", extra: String = ""
  ) {
    raw(
      "<circle cx=\"\(Fmt.svg(centre.x))\" cy=\"\(Fmt.svg(centre.y))\" "
        + "r=\"\(Fmt.svg(Swift.max(0, radius)))\" fill=\"\(fill)\" stroke=\"\(stroke)\""
        + "\(extra.isEmpty ? "" : " " + extra)/>")
  }

  /// Text with its baseline at `at`; `anchor` is `start`, `middle` or `end`. With `halo`, a
  /// white outline keeps it readable over whatever is under it.
  mutating func text(
    _ text: String, at point: CGPoint, size: CGFloat = 12, fill: String = "#1c1c1e",
    anchor: String = "start", weight: String = "normal", halo: Bool = false
  ) {
    let weightAttribute = weight == "normal" ? "" : " font-weight=\"\(weight)\""
    let haloAttributes = halo ? " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" : ""
    raw(
      "<text x=\"\(Fmt.svg(point.x))\" y=\"\(Fmt.svg(point.y))\" font-size=\"\(Fmt.svg(size))\" "
        + "fill=\"\(fill)\" text-anchor=\"\(anchor)\"\(weightAttribute)\(haloAttributes)>"
        + "\(Self.escape(text))</text>")
  }

  /// Splits `text` into lines of at most `width` characters, at spaces.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= width {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// The finished document.
  func document(width: CGFloat, height: CGFloat, title: String) -> String {
    "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Fmt.svg(width))\" "
      + "height=\"\(Fmt.svg(height))\" viewBox=\"0 0 \(Fmt.svg(width)) \(Fmt.svg(height))\" "
      + "font-family=\"-apple-system, 'Helvetica Neue', Arial, sans-serif\">\n"
      + "<title>\(Self.escape(title))</title>\n"
      + "<rect x=\"0\" y=\"0\" width=\"\(Fmt.svg(width))\" height=\"\(Fmt.svg(height))\" "
      + "fill=\"#ffffff\"/>\n" + body + "</svg>\n"
  }
}
