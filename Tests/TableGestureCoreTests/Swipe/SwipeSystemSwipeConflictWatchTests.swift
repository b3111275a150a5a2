import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r5, R5-5: the system-swipe conflict check (which runs the app's
/// `tableView(_:canEditRowAt:)` and the row counts) runs again at a touch only when the table's
/// data source or delegate is another object than at the last check, or the last check could not
/// know (no row to ask yet).
@Suite("Swipe: when the system-swipe conflict is checked again")
struct SwipeSystemSwipeConflictWatchTests {
  final class Object {}

  private static let known = SwipeSystemSwipeConflict(
    commitsEditing: true, rowEditing: .notEditable, offersSwipeConfigurations: false,
    offersEditActions: false)
  private static let unknown = SwipeSystemSwipeConflict(
    commitsEditing: true, rowEditing: .unknown, offersSwipeConfigurations: false,
    offersEditActions: false)

  @Test func theFirstTouchChecksAndLaterTouchesWithTheSameObjectsDoNot() {
    let source = Object()
    let delegate = Object()
    var watch = SwipeSystemSwipeConflictWatch()
    #expect(watch.needsCheck(dataSource: source, delegate: delegate))
    watch.checked(Self.known, dataSource: source, delegate: delegate)
    for _ in 0..<3 { #expect(!watch.needsCheck(dataSource: source, delegate: delegate)) }
  }

  @Test func anotherDataSourceOrDelegateIsCheckedAgain() {
    let source = Object()
    let delegate = Object()
    let other = Object()
    var watch = SwipeSystemSwipeConflictWatch()
    watch.checked(Self.known, dataSource: source, delegate: delegate)
    #expect(watch.needsCheck(dataSource: other, delegate: delegate))
    #expect(watch.needsCheck(dataSource: source, delegate: other))
    #expect(watch.needsCheck(dataSource: nil, delegate: delegate))
    #expect(watch.needsCheck(dataSource: source, delegate: nil))
  }

  @Test func aTableWithNeitherIsCheckedOnceUntilOneIsSet() {
    var watch = SwipeSystemSwipeConflictWatch()
    watch.checked(Self.known, dataSource: nil, delegate: nil)
    #expect(!watch.needsCheck(dataSource: nil, delegate: nil))
    let source = Object()
    #expect(watch.needsCheck(dataSource: source, delegate: nil))
  }

  /// A data source that went away since the check is not the same as one now at its address.
  @Test func aDataSourceThatWentAwayIsNotTakenForItsSuccessor() {
    var watch = SwipeSystemSwipeConflictWatch()
    do {
      let gone = Object()
      watch.checked(Self.known, dataSource: gone, delegate: nil)
    }
    #expect(watch.needsCheck(dataSource: nil, delegate: nil))
    let next = Object()
    #expect(watch.needsCheck(dataSource: next, delegate: nil))
  }

  /// An empty table cannot say whether its rows are editable: each touch asks again until a row
  /// answers.
  @Test func anUnknownAnswerIsAskedAgainAtTheNextTouch() {
    let source = Object()
    var watch = SwipeSystemSwipeConflictWatch()
    watch.checked(Self.unknown, dataSource: source, delegate: nil)
    #expect(watch.needsCheck(dataSource: source, delegate: nil))
    watch.checked(Self.known, dataSource: source, delegate: nil)
    #expect(!watch.needsCheck(dataSource: source, delegate: nil))
  }
}
