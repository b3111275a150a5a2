@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableSimulator

/// `tablesim --feel`'s sections after its main table (device review r5, §2): a second finger,
/// the decision at lift-off, and a touch on another row while a row is open. The main table and
/// its summary stay as they were, byte for byte.
@Suite("tablesim --feel: a second finger, release, an open row")
struct FeelReportMoreTests {
  static func lines() -> [String] {
    SimulatorCommand.run(["--feel"]).standardOutput.split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map(String.init)
  }

  /// The lines the report printed before these sections were added.
  static let mainTable = [
    "feel: finger travel (pt) before the table scrolls and before the row follows (- never);",
    "      UIKit = UIKit's own swipe as modelled (decompiled UIKitCore 26.1); pop = the iOS 26",
    "      content back-swipe on a pushed screen",
    "path                                  scroll: plain  swipeable  UIKit   row: swipeable  UIKit   pop: swipeable/UIKit",
    "slow vertical down                    10.0           10.0       10.0    -               -",
    "slow vertical up                      10.0           10.0       10.0    -               -",
    "fast vertical flick                   16.7           16.7       16.7    -               -",
    "slow vertical, row without actions    10.0           10.0       10.0    -               -",
    "diagonal 60 deg                       12.5           12.5       12.5    -               -",
    "diagonal 30 deg                       20.0           20.0       20.0    -               -",
    "diagonal 20 deg                       30.0           -          -       26.7            26.7",
    "slow swipe left, trailing actions     -              -          -       25.0            25.0",
    "fast swipe left, trailing actions     -              -          -       33.3            33.3",
    "slow swipe right, leading actions     -              -          -       25.0            25.0",
    "slow swipe left, no actions           -              -          -       -               -",
    "slow swipe right, no actions          -              -          -       -               -",
    "RTL swipe left, leading actions       -              -          -       25.0            25.0",
    "RTL swipe right, trailing actions     -              -          -       25.0            25.0",
    "pushed, swipe right, leading actions  -              -          -       25.0            25.0    -/-",
    "pushed, swipe right, no actions       -              -          -       -               -       25.0/25.0",
    "press 0.2 s, then scroll down         10.0           10.0       10.0    -               -",
  ]
  static let summary = [
    "largest scroll difference from a plain table (where UIKit's swipe wins: from it) over 17 paths: 0.0 pt; paths where the row follows later than UIKit's: 0",
    "feel: vertical scroll starts after 10.0 pt plain, 10.0 pt swipeable (+0.0); swipe follows after 25.0 pt (UIKit 25.0)",
  ]

  @Test func theMainTableAndItsSummaryAreUnchanged() {
    let lines = Self.lines()
    #expect(Array(lines.prefix(Self.mainTable.count)) == Self.mainTable)
    #expect(Array(lines.dropLast().suffix(Self.summary.count)) == Self.summary)
    #expect(lines.last == "")
  }

  /// The line of the section for the path called `label`, cut into its columns.
  static func columns(_ label: String) throws -> [String] {
    let line = try #require(lines().first { $0.hasPrefix(label + " ") })
    return line.dropFirst(label.count).split(separator: " ").map(String.init)
  }

  @Test func aSecondFingerFailsTheUndecidedSwipeOnBothAndNotTheScroll() throws {
    #expect(try Self.columns("swipe left, 2nd finger at 10 pt") == ["-", "-", "-", "-", "-"])
    #expect(
      try Self.columns("swipe left, 2nd finger at 40 pt") == ["-", "-", "-", "25.0", "25.0"])
    #expect(
      try Self.columns("scroll down, 2nd finger at 5 pt") == ["10.0", "10.0", "10.0", "-", "-"])
  }

  /// The same offset short of half the open width opens on a flick toward opening and closes
  /// when the finger lifts still; a flick back closes a row past half. As UIKit's rule (W9).
  @Test func theReleaseDecidesByVelocityThenByHalfTheOpenWidth() throws {
    #expect(
      try Self.columns("flick left 75 pt at 1500 pt/s") == ["-50.0", "-1500", "open", "open"])
    #expect(
      try Self.columns("drag left 60 pt, lifted still") == ["-35.0", "0", "closed", "closed"])
    #expect(
      try Self.columns("drag left 150 pt, lifted still") == ["-125.0", "0", "open", "open"])
    #expect(
      try Self.columns("drag left 120 pt, flick back right")
        == ["-45.0", "1500", "closed", "closed"])
  }

  /// With a row open, an app's tap in another row does not fire (R5-2), the touch may still
  /// scroll at 10 pt, and the open row closes.
  @Test func aTouchOnAnotherRowOnlyClosesTheOpenRow() throws {
    #expect(try Self.columns("row open, tap on another row") == ["no", "no", "-", "-", "closes"])
    #expect(
      try Self.columns("row open, drag down on another row")
        == ["no", "no", "10.0", "10.0", "closes"])
  }

  /// The release probe measures the library's own decision: a real engine, released with the
  /// finger's velocity.
  @Test func theReleaseProbeReportsTheEnginesRestingState() throws {
    let (controller, host, provider) = FeelReport.trailingTable()
    let flick = FeelReport.releasePaths[0]
    let result = try #require(
      withExtendedLifetime(provider) {
        FeelProbe.release(flick, on: controller, host: host, openWidth: 148)
      })
    #expect(result.opens)
    #expect(abs(result.velocity + 1500) < 1e-6)
    #expect(controller.activeRow != nil)
  }
}
