@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// `tablesim --feel` (device review r4, N1): the side-by-side feel of a plain table, the
/// library's swipe and UIKit's own swipe, replayed through the simulated table's gesture
/// arbitration.
@Suite("tablesim --feel")
struct FeelReportTests {
  @Test func theReportEndsWithTheSummaryLineAndMeetsTheGoal() {
    let result = SimulatorCommand.run(["--feel"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n")
    let summary =
      "feel: vertical scroll starts after 10.0 pt plain, 10.0 pt swipeable (+0.0); "
      + "swipe follows after 25.0 pt (UIKit 25.0)"
    #expect(lines.last.map(String.init) == summary)
    #expect(lines.count == FeelPath.all.count + 6 + FeelReport.moreLines().count)
  }

  /// Within 1 pt of a plain table on every path (where UIKit's own swipe takes the path, as that
  /// table: no scroll), and a row follows no later than UIKit's.
  @Test func everyPathScrollsAsAPlainTableAndSwipesNoLaterThanUIKit() {
    for row in FeelReport.rows() {
      let reference = row.uikit.scrollTravel == nil ? nil : row.plain.scrollTravel
      switch (reference, row.ours.scrollTravel) {
      case (let a?, let b?): #expect(abs(a - b) <= 1, "\(row.path.label)")
      case (nil, nil): break
      default:
        Issue.record("\(row.path.label): scroll \(String(describing: row.ours.scrollTravel))")
      }
      #expect(
        (row.ours.rowTravel == nil) == (row.uikit.rowTravel == nil), "\(row.path.label)")
      if let ours = row.ours.rowTravel, let theirs = row.uikit.rowTravel {
        #expect(ours <= theirs + 0.01, "\(row.path.label)")
      }
      #expect(
        (row.ours.popTravel == nil) == (row.uikit.popTravel == nil), "\(row.path.label)")
    }
  }

  @Test func feelRunsAlone() throws {
    #expect(throws: CommandOptions.UsageError.self) {
      try CommandOptions.parse(["--feel", "--scenario", "pinned-row"])
    }
    #expect(try CommandOptions.parse(["--feel"]).feel)
    #expect(SimulatorCommand.run(["--help"]).standardOutput.contains("--feel"))
  }
}
