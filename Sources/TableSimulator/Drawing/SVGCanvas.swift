import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A minimal SVG writer: appends elements as text with fixed number formatting.
///
/// Text never overlaps other text or a mark (the finger): the canvas keeps the box of every text
/// it drew and every reserved area, in document coordinates, and leaves out a text whose box
/// meets one of them. So the order of drawing is the order of importance.
struct SVGCanvas {
  private(set) var body = ""
  /// Prefix for element ids, unique per frame, so frames can share one HTML page.
  let idPrefix: String
  /// Boxes of the texts drawn and the areas reserved, in document coordinates.
  private(set) var taken: [CGRect] = []
  /// The origin of each open group and the area it clips to, in document coordinates; the last
  /// is the current one.
  private var groups: [(origin: CGPoint, clip: CGRect?)] = [(.zero, nil)]

  init(idPrefix: String) {
    self.idPrefix = idPrefix
  }

  /// Opens a group moved by `translate` and clipped to the clip path `clip` (an id made with
  /// ``id(_:)``) whose rectangle is `clipRect` (in the group's coordinates); coordinates inside
  /// it are relative to the group. A text in it that the clip would cut is left out.
  mutating func beginGroup(
    translate: CGPoint = .zero, clip: String? = nil, clipRect: CGRect? = nil
  ) {
    var attributes = ""
    if translate != .zero {
      attributes += " transform=\"translate(\(Fmt.svg(translate.x)),\(Fmt.svg(translate.y)))\""
    }
    if let clip { attributes += " clip-path=\"url(#\(clip))\"" }
    raw("<g\(attributes)>")
    let outer = groups[groups.count - 1]
    let origin = CGPoint(x: outer.origin.x + translate.x, y: outer.origin.y + translate.y)
    let clip = clipRect.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    groups.append((origin, clip.map { outer.clip?.intersection($0) ?? $0 } ?? outer.clip))
  }

  mutating func endGroup() {
    raw("</g>")
    if groups.count > 1 { groups.removeLast() }
  }

  /// Keeps texts drawn from now on out of `rect` (in the current group's coordinates).
  mutating func reserve(_ rect: CGRect) {
    let origin = groups[groups.count - 1].origin
    taken.append(rect.offsetBy(dx: origin.x, dy: origin.y))
  }

  /// The box a text is taken to cover: an estimate from its length and size (the font is the
  /// viewer's), from a little above the capitals to below the descenders.
  static func textBox(
    _ text: String, at point: CGPoint, size: CGFloat, anchor: String, weight: String
  ) -> CGRect {
    let width = CGFloat(text.count) * size * (weight == "normal" ? 0.6 : 0.66)
    let minX: CGFloat
    switch anchor {
    case "middle": minX = point.x - width / 2
    case "end": minX = point.x - width
    default: minX = point.x
    }
    return CGRect(x: minX, y: point.y - size * 0.8, width: width, height: size)
  }

  /// Whether `a` and `b` overlap by more than half a point both ways (touching is fine).
  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let inner = a.intersection(b)
    return !inner.isNull && inner.width > 0.5 && inner.height > 0.5
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

  /// A mark no text may cover (the finger): a circle, its bounding box reserved.
  mutating func mark(
    centre: CGPoint, radius: CGFloat, fill: String, stroke: String, extra: String = ""
  ) {
    reserve(
      CGRect(
        x: centre.x - radius - 1, y: centre.y - radius - 1, width: 2 * radius + 2,
        height: 2 * radius + 2))
    circle(
      centre: centre, radius: radius, fill: fill, stroke: stroke,
      extra: "class=\"mark\"" + (extra.isEmpty ? "" : " " + extra))
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
  /// white outline keeps it readable over whatever is under it. Left out (returning `false`)
  /// when its box meets a text already drawn or a reserved area.
  @discardableResult
  mutating func text(
    _ text: String, at point: CGPoint, size: CGFloat = 12, fill: String = "#1c1c1e",
    anchor: String = "start", weight: String = "normal", halo: Bool = false
  ) -> Bool {
    let group = groups[groups.count - 1]
    let box = Self.textBox(text, at: point, size: size, anchor: anchor, weight: weight)
      .offsetBy(dx: group.origin.x, dy: group.origin.y)
    if let clip = group.clip, !clip.insetBy(dx: -0.5, dy: -0.5).contains(box) { return false }
    guard !taken.contains(where: { Self.overlap($0, box) }) else { return false }
    taken.append(box)
    let weightAttribute = weight == "normal" ? "" : " font-weight=\"\(weight)\""
    let haloAttributes = halo ? " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" : ""
    raw(
      "<text x=\"\(Fmt.svg(point.x))\" y=\"\(Fmt.svg(point.y))\" font-size=\"\(Fmt.svg(size))\" "
        + "fill=\"\(fill)\" text-anchor=\"\(anchor)\"\(weightAttribute)\(haloAttributes)>"
        + "\(Self.escape(text))</text>")
    return true
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
