import Foundation

/// Fixed, locale-free number formatting, so the same run always prints the same bytes.
enum Fmt {
  /// `value` with exactly `decimals` decimals (rounded half to even); `-0.0` prints as `0.0`,
  /// non-finite values as `nan`, `inf` or `-inf`.
  ///
  /// Written digit by digit rather than with `String(format:)`, which costs a locale lookup per
  /// call: a storyboard frame formats thousands of numbers.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let decimals = Swift.min(Swift.max(0, decimals), 9)
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
    guard scaled < 1e15 else { return String(format: "%.\(decimals)f", value) }
    var digits = String(Int64(scaled))
    if decimals > 0 {
      if digits.count <= decimals {
        digits = String(repeating: "0", count: decimals + 1 - digits.count) + digits
      }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
    }
    return value < 0 && scaled != 0 ? "-" + digits : digits
  }

  static func fixed(_ value: CGFloat, _ decimals: Int) -> String {
    fixed(Double(value), decimals)
  }

  /// A length or a speed in points, rounded to one decimal, without a trailing `.0`: `552`,
  /// `552.5`. Every length, offset and speed the tool prints is written this way.
  static func pt(_ value: CGFloat) -> String {
    let text = fixed(value, 1)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// A time in seconds with three decimals: `1.250`. Every time the tool prints is written this
  /// way.
  static func time(_ value: Double) -> String { fixed(value, 3) }

  /// A number as the user would write it: whole numbers without decimals, others with up to
  /// three (`-10`, `1.5`, `0.125`).
  static func plain(_ value: Double) -> String {
    guard value.isFinite else { return fixed(value, 0) }
    if value == value.rounded(), abs(value) < 1e15 { return fixed(value, 0) }
    var text = fixed(value, 3)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  static func plain(_ value: CGFloat) -> String { plain(Double(value)) }

  /// SVG coordinates: up to two decimals, trailing zeros dropped.
  static func svg(_ value: CGFloat) -> String {
    var text = fixed(value, 2)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// An index path as `(section, row)`.
  static func path(_ indexPath: IndexPath) -> String {
    indexPath.count == 2 ? "(\(indexPath[0]), \(indexPath[1]))" : "\(Array(indexPath))"
  }
}
