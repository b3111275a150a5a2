import Foundation

extension Fmt {
  /// `text` as it is echoed in a message: on one line, with nothing a terminal would act on.
  ///
  /// Control characters (C0, DEL and C1), the line and paragraph separators and the
  /// bidirectional controls are written as JSON escapes (`\n`, `\t`, `\u001B`), and so is the
  /// backslash (`\\`), so the text reads back unambiguously; everything else is kept as it is.
  /// Text longer than ``maximumEcho`` Unicode scalars is cut there and ends with `…` and the
  /// number of scalars left out, so an error line stays short whatever the script holds.
  static func escaped(_ text: String) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      count += 1
      guard count <= maximumEcho else {
        result += "…(\(text.unicodeScalars.count - maximumEcho) more)"
        break
      }
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The most Unicode scalars of one echoed text.
  static let maximumEcho = 200

  /// `text` escaped as ``escaped(_:)`` does, in double quotes (a quote inside is written `\"`).
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// Whether ``escaped(_:)`` writes `scalar` as an escape: a control character, a line or
  /// paragraph separator or a bidirectional control.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F..<0xA0: return true  // C0, DEL, C1
    case 0x2028, 0x2029: return true  // line and paragraph separators
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi controls
    default: return false
    }
  }
}
