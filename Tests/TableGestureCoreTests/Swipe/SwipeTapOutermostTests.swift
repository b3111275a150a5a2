import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r4, N2 (b): a tap on the outermost button of a non-destructive action (Mail's
/// Flag, a lone Archive) does not run the full-swipe fill: the row stays at its open width until
/// the completion, then closes. It slid fully out in the action's colour and back.
@Suite("Swipe: a tap on the outermost button")
struct SwipeTapOutermostTests {
  /// Opens row 1's trailing side, holds the app's answer and taps the outermost button; returns
  /// the open width.
  func tapOutermostOfOpenRow(_ h: inout SwipeHarness) throws -> CGFloat {
    h.swipe(row: 1, by: -160)
    h.settle()
    let open = abs(h.controller.offset)
    let frame = try #require(h.host.buttonFrames.first { $0.actionIndex == 0 })
    h.provider.answer = .hold
    h.controller.tap(at: CGPoint(x: frame.visibleMinX + frame.visibleWidth / 2, y: h.y(1)))
    return open
  }

  @Test func aNonDestructiveOutermostTapDoesNotFill() throws {
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2))
    let open = try tapOutermostOfOpenRow(&h)
    #expect(h.provider.calls.map(\.0) == ["a0"])
    var widest = abs(h.offset(1))
    for _ in 0..<60 {
      h.time += 1.0 / 60
      h.controller.tick(at: h.time)
      widest = max(widest, abs(h.offset(1)))
    }
    #expect(widest <= open + 0.001, "the row filled past its open width")
    h.provider.heldCompletions.first?(true)
    h.settle()
    #expect(h.controller.isIdle)
    #expect(h.offset(1) == 0)
  }

  @Test func aDestructiveOutermostTapStillFills() throws {
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2, destructiveFirst: true))
    let open = try tapOutermostOfOpenRow(&h)
    h.settle()
    #expect(abs(h.offset(1)) > open)
  }

  /// SwipeCellKit parity: its profile fills on a tap of the outermost (expandable) action.
  @Test func theSwipeCellKitProfileFillsOnAnyOutermostTap() throws {
    let options = SwipeableOptions(expansionStyle: .fill, metrics: .swipeCellKit)
    var h = SwipeHarness(rows: 10, trailing: trailingSet(2, options: options))
    let open = try tapOutermostOfOpenRow(&h)
    h.settle()
    #expect(abs(h.offset(1)) > open)
  }
}
