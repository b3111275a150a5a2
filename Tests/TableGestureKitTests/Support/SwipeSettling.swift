#if canImport(UIKit)
  import Foundation
  @_spi(Headless) import TableGestureCore
  import UIKit
  @testable import TableGestureKit

  /// Drives the swipe engine's animation by hand, so no test waits on the display link.
  @MainActor
  enum SwipeSettling {
    /// Runs the controller's animation to its end, one 60 Hz frame at a time (at most 2 s), on a
    /// table or a collection view.
    static func settle<List: RowListView>(_ table: List)
    where List.Answers.List == List, List.Reference.Table.Base == List {
      guard let controller = table.listSwipeableHelper?.controller else { return }
      var time: TimeInterval = 0
      while controller.needsFrames, time < 2 {
        time += 1.0 / 60
        table.listSwipeableHelper?.perform { $0.tick(at: time) }
      }
    }
  }
#endif
