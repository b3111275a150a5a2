import Foundation
@_spi(Headless) import TableGestureCore

/// The feel report's collection-view list section: the main paths on an inset-grouped list with
/// the library's swipe (the list host: ``SimulatedList``, ``SimulatedSwipeHost/init(list:)``),
/// beside a plain list and UIKit's own list swipe. A list's scroll pan and UIKit's list swipe
/// pan are the table's (both on the collection view: `UIScrollView`'s pan and a
/// `_UISwipeActionPanGestureRecognizer`, decompiled UIKitCore 26.1,
/// `_UICollectionViewLayoutSwipeActionsModule gestureRecognizerViewForSwipeActionController:`),
/// so the arbitration is the same; what the list adds is its host and its gate.
extension FeelReport {
  /// The paths measured on the list: every main path but the pushed screen's (a list's
  /// back-swipe is the table's).
  static var listPaths: [FeelPath] { FeelPath.all.filter { !$0.pushed } }

  /// The list section's lines, its summary last, and whether the goal holds on the list: the
  /// vertical scroll within 1 pt of a plain list on every path (where UIKit's list swipe takes
  /// the path, as that list: no scroll), and a row following no later than UIKit's.
  static func listSummary() -> (lines: [String], meetsGoal: Bool) {
    let rows = rows(of: listPaths, list: .insetGrouped)
    var lines = [
      "feel, an inset-grouped collection-view list (plain = a list without swipe; UIKit = its own "
        + "list swipe):",
      columns,
    ]
    let (worstScroll, lateSwipes) = judge(rows)
    lines += rows.map(line)
    let vertical = rows[0]
    let swipe = rows.first { $0.path.label.hasPrefix("slow swipe left, trailing") } ?? rows[0]
    let plain = vertical.plain.scrollTravel ?? .nan
    let ours = vertical.ours.scrollTravel ?? .nan
    let difference = ours - plain
    lines.append(
      "feel (list): vertical scroll starts after \(pt(plain)) pt plain, \(pt(ours)) pt swipeable "
        + "(\(difference < 0 ? "-" : "+")\(Fmt.fixed(abs(difference), 1))); largest difference "
        + "over \(rows.count) paths \(pt(worstScroll)) pt; swipe follows after "
        + "\(pt(swipe.ours.rowTravel)) pt (UIKit \(pt(swipe.uikit.rowTravel))); paths where the "
        + "row follows later than UIKit's: \(lateSwipes)")
    return (lines, worstScroll <= 1 && lateSwipes == 0)
  }
}
