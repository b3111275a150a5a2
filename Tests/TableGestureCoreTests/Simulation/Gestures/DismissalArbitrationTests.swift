import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r5, R5-2: with a row open, a touch in another row only closes it. The
/// dismissal (the shield, a press that begins at touch-down, and the tap) recognizes alongside
/// the recognizers on the table itself only, so a tap recognizer of the app's in a cell is
/// prevented, while the same touch may still scroll the table.
@Suite("Gesture arbitration: the dismissal of an open row")
struct DismissalArbitrationTests {
  static let start = CGPoint(x: 187.5, y: 154)

  /// A table with a row open: its scroll pan, the library's swipe pan and drag press, the
  /// dismissal's shield and a tap recognizer in the touched row's views.
  static func openRowTable(
    rules: LibraryGestureRules = .current, rowOpen: Bool = true
  ) -> GestureArbitration {
    let decide: (CGPoint, CGPoint) -> SwipePanDecision = { _, t in
      max(abs(t.x), abs(t.y)) >= 25 ? (abs(t.x) > abs(t.y) ? .begin : .fail) : .wait
    }
    var recognizers = [
      SimulatedRecognizer(.tableScroll, .tableScroll),
      SimulatedRecognizer(.swipePan, .swipePan(decide: decide)),
      SimulatedRecognizer(
        .dragPress,
        .longPress(
          duration: rules.dragPressDuration, allowableMovement: rules.dragPressAllowableMovement)),
    ]
    if rowOpen {
      recognizers.append(
        SimulatedRecognizer(.dismissal, .longPress(duration: 0, allowableMovement: 10)))
    }
    recognizers.append(SimulatedRecognizer(.cellTap, .tap(allowableMovement: 10)))
    return GestureArbitration(recognizers, rules: rules)
  }

  static let tap = FingerPath(
    name: "tap",
    samples: [
      FingerPath.Sample(point: start, time: 0),
      FingerPath.Sample(point: CGPoint(x: start.x + 1, y: start.y), time: 0.08),
    ])

  @Test func aTapOnAnotherRowOnlyClosesTheOpenRow() {
    var table = Self.openRowTable()
    table.run(Self.tap)
    #expect(table.recognizer(.dismissal)?.beganIndex == 0)
    #expect(table.recognizer(.cellTap)?.state == .failed)
  }

  @Test func theSameTouchStillScrollsTheTable() {
    var table = Self.openRowTable()
    let down = FingerPath.line("down", from: Self.start, degrees: 90, length: 60, speed: 100)
    table.run(down)
    let scrolled = try! #require(table.recognizer(.tableScroll)?.beganIndex)
    #expect(abs(down.travel(at: scrolled) - 10) < 1)
    #expect(table.recognizer(.cellTap)?.state == .failed)
  }

  @Test func theSameTouchMayStillSwipeAnotherRow() {
    var table = Self.openRowTable()
    let left = FingerPath.line("left", from: Self.start, degrees: 180, length: 60, speed: 100)
    table.run(left)
    let swiped = try! #require(table.recognizer(.swipePan)?.beganIndex)
    #expect(abs(left.travel(at: swiped) - 25) < 1)
  }

  /// With no row open there is no dismissal, and the app's tap fires.
  @Test func withNoRowOpenTheCellsTapIsRecognized() {
    var table = Self.openRowTable(rowOpen: false)
    table.run(Self.tap)
    #expect(table.recognizer(.cellTap)?.beganIndex == 1)
  }

  /// The answer before r5: the dismissal recognized alongside every recognizer, so the app's tap
  /// in another row fired as the row closed.
  @Test func aDismissalAllowedAlongsideEverythingLetsTheCellsTapFire() {
    var rules = LibraryGestureRules.current
    rules.dismissalRecognizesWith = Set(GestureRole.allCases)
    var table = Self.openRowTable(rules: rules)
    table.run(Self.tap)
    #expect(table.recognizer(.cellTap)?.beganIndex == 1)
  }

  /// The rule the skin applies: alongside the table's own recognizers, not alongside one it does
  /// not know (`nil`, an app's recognizer in a cell), in either order of asking.
  @Test func theRuleNamesOnlyTheTablesOwnRecognizers() {
    let rules = LibraryGestureRules.current
    for role in [GestureRole.tableScroll, .swipePan, .dragPress, .dismissal] {
      #expect(rules.recognizeSimultaneously(.dismissal, role))
      #expect(rules.recognizeSimultaneously(role, .dismissal))
    }
    #expect(!rules.recognizeSimultaneously(.dismissal, nil))
    #expect(!rules.recognizeSimultaneously(nil, .dismissal))
    #expect(!rules.recognizeSimultaneously(.dismissal, .cellTap))
    #expect(!rules.recognizeSimultaneously(.dismissal, .systemSwipe))
    #expect(!rules.recognizeSimultaneously(.swipePan, .tableScroll))
    #expect(rules.recognizeSimultaneously(.dragPress, .tableScroll))
  }
}
