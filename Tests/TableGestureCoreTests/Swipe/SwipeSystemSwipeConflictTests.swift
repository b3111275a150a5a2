import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// F3 (device review r2): a data source or delegate that arms UIKit's own swipe on a swipeable
/// table is named in one log line; a table that arms nothing gets none.
@Suite("Swipe: UIKit's own swipe armed on a swipeable table")
struct SwipeSystemSwipeConflictTests {
  @Test func nothingArmedMeansNoMessage() {
    let conflict = SwipeSystemSwipeConflict(
      commitsEditing: false, offersSwipeConfigurations: false, offersEditActions: false)
    #expect(!conflict.isArmed)
    #expect(conflict.message == nil)
  }

  @Test func eachWayOfArmingItIsNamed() throws {
    let commit = SwipeSystemSwipeConflict(
      commitsEditing: true, offersSwipeConfigurations: false, offersEditActions: false)
    #expect(commit.isArmed)
    #expect(try #require(commit.message).contains("tableView(_:commit:forRowAt:)"))
    let all = SwipeSystemSwipeConflict(
      commitsEditing: true, offersSwipeConfigurations: true, offersEditActions: true)
    let message = try #require(all.message)
    #expect(message.contains("configuration methods"))
    #expect(message.contains("editActionsForRowAt"))
    #expect(message.contains("editingStyleForRowAt"))
  }

  /// Device review r4, N10: every diffable data source declares `tableView(_:commit:forRowAt:)`,
  /// but UIKit's swipe-to-delete stays off while `tableView(_:canEditRowAt:)` says no (the
  /// diffable default): no false alarm. A data source that cannot be asked yet (no rows) is not
  /// judged until it can.
  @Test func aDataSourceThatCommitsButEditsNoRowArmsNothing() throws {
    let diffable = SwipeSystemSwipeConflict(
      commitsEditing: true,
      rowEditing: SwipeSystemSwipeConflict.RowEditing(implemented: true, answer: false),
      offersSwipeConfigurations: false, offersEditActions: false)
    #expect(!diffable.isArmed)
    #expect(diffable.message == nil)
    #expect(diffable.isKnown)

    let editing = SwipeSystemSwipeConflict(
      commitsEditing: true,
      rowEditing: SwipeSystemSwipeConflict.RowEditing(implemented: true, answer: true),
      offersSwipeConfigurations: false, offersEditActions: false)
    #expect(editing.isArmed)
    #expect(try #require(editing.message).contains("tableView(_:commit:forRowAt:)"))

    let empty = SwipeSystemSwipeConflict(
      commitsEditing: true,
      rowEditing: SwipeSystemSwipeConflict.RowEditing(implemented: true, answer: nil),
      offersSwipeConfigurations: true, offersEditActions: false)
    #expect(!empty.isKnown)
    let message = try #require(empty.message)
    #expect(!message.contains("commit"))
    #expect(message.contains("configuration methods"))

    let plain = SwipeSystemSwipeConflict.RowEditing(implemented: false, answer: nil)
    #expect(plain == .everyRow)
  }
}
