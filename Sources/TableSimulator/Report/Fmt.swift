import Foundation

/// Fixed, locale-free number formatting, so the same run always prints the same bytes.
enum Fmt {
  /// `value` with exactly `decimals` decimals; `-0.0` prints as `0.0`, non-finite values as `nan`,
  /// `inf` or `-inf`.
  static func fixed(_ value: Double, _ decimals: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
    let text = String(format: "%.\(max(0, decimals))f", value)
    let isNegativeZero =
      text.hasPrefix("-") && text.dropFirst().allSatisfy { $0 == "0" || $0 == "." }
    return isNegativeZero ? String(text.dropFirst()) : text
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
