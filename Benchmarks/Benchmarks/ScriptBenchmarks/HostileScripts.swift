/// The hostile gesture scripts, as bytes.
enum HostileScripts {
  /// How a script's JSON is laid out.
  enum Layout: String, CaseIterable {
    case minified = "on one line"
    case pretty = "one event per line"
  }

  private static let table =
    #""table": {"viewport": {"width": 320, "height": 400}, "sections": [{"rowHeights": [44, 44, 44]}]}"#

  /// A valid script: a press, then `count - 1` moves.
  static func moves(_ count: Int, layout: Layout) -> [UInt8] {
    let separator = layout == .minified ? ", " : ",\n    "
    var events = [#"{"t": 0, "type": "press", "y": 10}"#]
    for index in 1..<count {
      events.append(
        #"{"t": \#(Double(index) / 100), "type": "move", "x": 12.5, "y": \#(index % 300)}"#)
    }
    let open = layout == .minified ? "" : "\n  "
    return Array(
      "{\(open)\(table),\(open)\"events\": [\(events.joined(separator: separator))]}".utf8)
  }

  /// `count` zeros in an array on one line, then a stray `x`: a syntax error at the very end.
  static func zerosOnOneLine(_ count: Int) -> [UInt8] {
    Array(("[" + String(repeating: "0,", count: count) + "x]").utf8)
  }

  /// `presses` presses outside the drag handle (all refused) on a table of `rows` rows.
  static func refusedPresses(_ presses: Int, rows: Int) -> [UInt8] {
    let heights = Array(repeating: "44", count: rows).joined(separator: ",")
    let events = (0..<presses).map {
      #"{"t": \#(Double($0) / 100), "type": "press", "x": 10, "y": 100}"#
    }
    return Array(
      """
      {"table": {"viewport": {"width": 320, "height": 480}, "sections": [{"rowHeights": [\(heights)]}]},
       "rules": {"handleArea": {"from": 280, "to": 320}},
       "events": [\(events.joined(separator: ","))]}
      """.utf8)
  }
}
