import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The drag's long press on the simulated table, through the gesture arbitration: 0.5 s within
/// 10 pt lifts the row, moving first leaves the finger to the table's pan, the two recognize
/// together until the lift turns scrolling off, and an open swipe row keeps the press.
@Suite("Drag press: arbitrated with the table's pan and the swipe")
struct DragPressArbitrationTests {
  /// A 40-row table of 44 pt rows in a 320 × 600 viewport, scrolled to `offset`, with the
  /// library's swipe (two trailing actions) and drag on it.
  struct Rig {
    var swipe: SwipeHarness
    let host: SimulatedReorderHost<RecordingReorderPolicy>
    var press: SimulatedDragPress<RecordingReorderPolicy>

    init(offset: CGFloat = 300) {
      swipe = SwipeHarness(rows: 40, trailing: trailingSet(2))
      swipe.table.contentOffset = CGPoint(x: 0, y: offset)
      host = SimulatedReorderHost(
        table: swipe.table, policy: RecordingReorderPolicy(rules: ReorderRules()))
      press = SimulatedDragPress(host: host, swipe: swipe.controller)
    }

    var table: SimulatedTable { swipe.table }
    var offset: CGFloat { table.contentOffset.y }
    var lifted: [IndexPath] {
      host.records.compactMap { if case .dragWillBegin(let row) = $0 { row } else { nil } }
    }
    /// The viewport y of the middle of `row`.
    func y(_ row: Int) -> CGFloat { swipe.y(row) - offset }
  }

  /// Travel past 10 pt before 0.5 s fails the press: the table's pan takes the finger and the
  /// table scrolls with it (less the pan's 10 pt); resting afterwards lifts nothing.
  @Test func aPressThatMovesFirstFailsAndTheTableScrolls() {
    var rig = Rig()
    rig.press.touchDown(at: CGPoint(x: 100, y: 300), time: 0)
    for step in 1...50 {
      rig.press.touchMoved(
        to: CGPoint(x: 100, y: 300 - CGFloat(step) * 2), time: Double(step) / 120)
    }
    rig.press.hold(until: 0.8)
    #expect(rig.press.arbitration.recognizer(.dragPress)?.state == .failed)
    #expect(rig.offset == 390)
    #expect(rig.press.isScrolling)
    #expect(!rig.host.controller.isDragging)
    #expect(rig.lifted.isEmpty)
    rig.press.touchUp(at: CGPoint(x: 100, y: 200), time: 0.81)
    #expect(rig.lifted.isEmpty)
  }

  /// A finger that rests 0.5 s lifts the row under it at the first event at or after 0.5 s, and
  /// later travel moves the row, not the table.
  @Test func aPressThatRestsLiftsAtHalfASecondAndNeverScrolls() {
    var rig = Rig()
    let start = CGPoint(x: 100, y: rig.y(10))
    rig.press.touchDown(at: start, time: 0)
    rig.press.hold(until: 0.49)
    #expect(rig.lifted.isEmpty)
    rig.press.hold(until: 0.5)
    #expect(rig.lifted == [ip(0, 10)])
    #expect(rig.host.isScrollEnabled == false)
    for step in 1...40 {
      rig.press.touchMoved(
        to: CGPoint(x: 100, y: start.y + CGFloat(step) * 3), time: 0.5 + Double(step) / 120)
    }
    #expect(rig.offset == 300)
    #expect(!rig.press.isScrolling)
    #expect(rig.host.controller.draggedRow == ip(0, 13))
    rig.press.touchUp(at: CGPoint(x: 100, y: start.y + 120), time: 1)
    #expect(!rig.host.controller.isDragging)
    #expect(rig.host.records.contains(.dragDidEnd(from: ip(0, 10), to: ip(0, 13))))
  }

  /// The two recognize together: the table's pan begins at 10 pt down and follows the finger
  /// back up (15 pt of scroll) while the press, still within 10 pt, waits; at 0.5 s the row
  /// under the finger lifts, scrolling turns off and the pan is cancelled.
  @Test func thePanScrollsUnderAPendingPressUntilTheRowLifts() {
    var rig = Rig()
    let start = CGPoint(x: 100, y: rig.y(10))
    rig.press.touchDown(at: start, time: 0)
    rig.press.touchMoved(to: CGPoint(x: 100, y: start.y + 10), time: 0.05)
    #expect(rig.press.isScrolling)
    rig.press.touchMoved(to: CGPoint(x: 100, y: start.y - 5), time: 0.1)
    #expect(rig.offset == 315)
    rig.press.hold(until: 0.5)
    let under = rig.table.indexPathForRow(at: CGPoint(x: 100, y: start.y - 5 + rig.offset))
    #expect(rig.lifted == [under].compactMap { $0 })
    #expect(rig.press.isPressTracking)
    let pan = rig.press.arbitration.recognizer(.tableScroll)
    #expect(pan?.state == .cancelled(began: 1, at: rig.press.path.samples.count - 1))
    rig.press.touchMoved(to: CGPoint(x: 100, y: start.y - 60), time: 0.6)
    #expect(rig.offset == 315)
  }

  /// A press on the open row belongs to the swipe: the drag's `gestureRecognizerShouldBegin`
  /// refuses it (``ReorderGestureConflict/swipeIsActive``), the row stays open, and the finger is
  /// the table's pan's again.
  @Test func aPressOnTheOpenSwipeRowLiftsNothing() {
    var rig = Rig()
    rig.swipe.controller.showActions(forRowAt: ip(0, 10), edge: .trailing, animated: false)
    let start = CGPoint(x: 100, y: rig.y(10))
    rig.press.touchDown(at: start, time: 0)
    rig.press.hold(until: 0.7)
    #expect(rig.lifted.isEmpty)
    #expect(rig.press.arbitration.recognizer(.dragPress)?.state == .failed)
    #expect(rig.swipe.controller.activeRow == ip(0, 10))
    #expect(!rig.swipe.controller.isIdle)
    rig.press.touchMoved(to: CGPoint(x: 100, y: start.y - 40), time: 0.8)
    #expect(rig.offset == 330)
  }

  /// A press on another row closes the open one at touch-down (the dismissal tap); once it has
  /// closed, the press lifts its own row at 0.5 s.
  @Test func aPressOnAnotherRowClosesTheSwipeThenLifts() {
    var rig = Rig()
    rig.swipe.controller.showActions(forRowAt: ip(0, 10), edge: .trailing, animated: false)
    rig.press.touchDown(at: CGPoint(x: 100, y: rig.y(12)), time: 0)
    #expect(rig.swipe.controller.activeRow == ip(0, 10))
    var time = 0.0
    while time < 0.6 {
      time += 1.0 / 120
      rig.swipe.controller.tick(at: time)
      rig.press.hold(until: time)
      if rig.press.isPressTracking { break }
    }
    #expect(rig.swipe.controller.isIdle)
    #expect(rig.lifted == [ip(0, 12)])
    #expect(abs(time - 0.5) < 0.01)
  }

  /// Without frames the closing row is still moving at 0.5 s: the press is refused, as a swipe
  /// that is active owns the finger.
  @Test func aPressWhileTheSwipeIsStillClosingLiftsNothing() {
    var rig = Rig()
    rig.swipe.controller.showActions(forRowAt: ip(0, 10), edge: .trailing, animated: false)
    rig.press.touchDown(at: CGPoint(x: 100, y: rig.y(12)), time: 0)
    rig.press.hold(until: 0.6)
    #expect(!rig.swipe.controller.isIdle)
    #expect(rig.lifted.isEmpty)
  }
}
