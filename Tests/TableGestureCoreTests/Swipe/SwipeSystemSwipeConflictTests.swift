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
}
