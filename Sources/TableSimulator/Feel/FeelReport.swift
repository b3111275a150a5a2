import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// `tablesim --feel`: replays ``FeelPath/all`` through the simulated table's gesture arbitration
/// (``FeelProbe``) on a plain table, a table with the library's swipe on, and UIKit's own swipe
/// as modelled, and prints, per path, the finger travel before the table scrolls and before the
/// row follows; the last line sums it up.
///
/// The goal it checks: a swipeable table scrolls exactly when a plain one does (within 1 pt on
/// every path; on a path UIKit's own swipe takes, it scrolls as that table does: not at all),
/// and a row follows no later than with UIKit's own swipe.
@_spi(Headless) public enum FeelReport {
  /// One path's three measurements.
  struct Row {
    var path: FeelPath
    var plain: FeelMeasurement
    var ours: FeelMeasurement
    var uikit: FeelMeasurement
  }

  /// Measures every path of the main table.
  static func rows() -> [Row] { rows(of: FeelPath.all) }

  /// Measures each path of `paths`; with `list`, the swipeable one is a collection-view list of
  /// that appearance (the same rows, the list host), and the plain one a plain list.
  static func rows(of paths: [FeelPath], list appearance: ListAppearance? = nil) -> [Row] {
    paths.map { item in
      let table = SimulatedTable(
        sections: [SimulatedSection.uniform(rows: 20, height: 44)],
        viewportSize: CGSize(width: 375, height: 667))
      let list = appearance.map { SimulatedList(table: table, appearance: $0) }
      let host = list.map { SimulatedSwipeHost(list: $0) } ?? SimulatedSwipeHost(table: table)
      let provider = FeelProvider(item.actions)
      let controller = SwipeController(table: table, host: host, provider: provider)
      controller.rightToLeft = item.rightToLeft
      let ours = withExtendedLifetime((provider, list)) {
        FeelProbe.measure(
          item.path, on: .swipeable(controller, host: host, dragable: item.dragable),
          pushed: item.pushed, rightToLeft: item.rightToLeft)
      }
      let offered = item.actions
      let rtl = item.rightToLeft
      let uikit = FeelProbe.measure(
        item.path,
        on: .systemSwipe { _, positive in
          // Toward positive x reveals the leading edge in a left-to-right layout.
          offered.contains(positive != rtl ? .leading : .trailing)
        }, pushed: item.pushed, rightToLeft: rtl)
      let plain = FeelProbe.measure(
        item.path, on: .plain, pushed: item.pushed, rightToLeft: item.rightToLeft)
      return Row(path: item, plain: plain, ours: ours, uikit: uikit)
    }
  }

  /// Over `rows`: the largest difference of the swipeable view's scroll from the plain one's
  /// (where UIKit's own swipe wins a path, a shallow diagonal, neither view with a swipe
  /// scrolls: from it), and the paths where the row follows later than UIKit's.
  static func judge(_ rows: [Row]) -> (worstScroll: Double, lateSwipes: Int) {
    var worstScroll = 0.0
    var lateSwipes = 0
    for row in rows {
      let reference = row.uikit.scrollTravel == nil ? nil : row.plain.scrollTravel
      let delta: Double =
        switch (reference, row.ours.scrollTravel) {
        case (let a?, let b?): abs(a - b)
        case (nil, nil): 0
        default: .infinity
        }
      worstScroll = max(worstScroll, delta)
      if let theirs = row.uikit.rowTravel, (row.ours.rowTravel ?? .infinity) > theirs + 0.01 {
        lateSwipes += 1
      }
    }
    return (worstScroll, lateSwipes)
  }

  /// `value` to one decimal, or "-" for `nil`.
  static func pt(_ value: Double?) -> String { value.map { Fmt.fixed($0, 1) } ?? "-" }

  /// `text` padded with spaces to `width` characters.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  /// The column heads of a table of ``Row``s.
  static let columns =
    pad("path", 38) + pad("scroll: plain", 15) + pad("swipeable", 11) + pad("UIKit", 8)
    + pad("row: swipeable", 16) + pad("UIKit", 8) + "pop: swipeable/UIKit"

  /// One ``Row`` as a line of the table.
  static func line(_ row: Row) -> String {
    let pop =
      row.path.pushed ? "\(pt(row.ours.popTravel))/\(pt(row.uikit.popTravel))" : ""
    var line =
      pad(row.path.label, 38) + pad(pt(row.plain.scrollTravel), 15)
      + pad(pt(row.ours.scrollTravel), 11) + pad(pt(row.uikit.scrollTravel), 8)
      + pad(pt(row.ours.rowTravel), 16) + pad(pt(row.uikit.rowTravel), 8) + pop
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  /// The report and whether the goal holds.
  public static func run() -> (text: String, meetsGoal: Bool) {
    let rows = rows()
    var lines = [
      "feel: finger travel (pt) before the table scrolls and before the row follows (- never);",
      "      UIKit = UIKit's own swipe as modelled (decompiled UIKitCore 26.1); pop = the iOS 26",
      "      content back-swipe on a pushed screen",
      columns,
    ]
    let (worstScroll, lateSwipes) = judge(rows)
    lines += rows.map(line)
    lines += moreLines()
    let listGoal = listSummary().meetsGoal
    let vertical = rows[0]
    let swipe = rows.first { $0.path.label.hasPrefix("slow swipe left, trailing") } ?? rows[0]
    let plainScroll = vertical.plain.scrollTravel ?? .nan
    let ourScroll = vertical.ours.scrollTravel ?? .nan
    let difference = ourScroll - plainScroll
    let sign = difference < 0 ? "-" : "+"
    lines.append(
      "largest scroll difference from a plain table (where UIKit's swipe wins: from it) over "
        + "\(rows.count) paths: "
        + "\(pt(worstScroll)) pt; paths where the row follows later than UIKit's: \(lateSwipes)")
    lines.append(
      "feel: vertical scroll starts after \(pt(plainScroll)) pt plain, \(pt(ourScroll)) pt "
        + "swipeable (\(sign)\(Fmt.fixed(abs(difference), 1))); swipe follows after "
        + "\(pt(swipe.ours.rowTravel)) pt (UIKit \(pt(swipe.uikit.rowTravel)))")
    return (
      lines.joined(separator: "\n") + "\n", worstScroll <= 1 && lateSwipes == 0 && listGoal
    )
  }
}
