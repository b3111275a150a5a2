import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The app is asked for a context menu only when its answer decides a press (device review r4,
/// N14): not on presses that could not lift a row anyway, not when nothing on the table can offer
/// a menu, and at most once per press.
@Suite("Reorder controller: asking for a context menu")
struct ReorderContextMenuQuestionTests {
  /// A 30-row table whose row 0 cannot be dragged.
  private func harness() -> SimulatedReorderHost<FirstRowPinned> {
    SimulatedReorderHost(
      table: SimulatedTable(
        sections: [.uniform(rows: 30, height: 44)], viewportSize: CGSize(width: 320, height: 400)),
      policy: FirstRowPinned())
  }

  private struct FirstRowPinned: ReorderPolicy {
    func canMoveRow(to indexPath: IndexPath) -> Bool { indexPath.tableRow != 0 }
    func commitMove(from: IndexPath, to: IndexPath) {}
  }

  /// A press on row 1, which can be dragged.
  let draggable = CGPoint(x: 10, y: 66)

  @Test func nothingThatCanOfferAMenuMeansNoQuestion() {
    let host = harness()
    var asked = 0
    #expect(
      host.controller.canBeginDrag(at: draggable, context: ReorderGestureContext()) {
        asked += 1
        return true
      })
    #expect(asked == 0)
  }

  @Test func aPressThatCouldNotLiftIsNotAsked() {
    let host = harness()
    var asked = 0
    let mayOffer = ReorderGestureContext(mayOfferContextMenu: true)
    let pinned = CGPoint(x: 10, y: 22)
    #expect(
      !host.controller.canBeginDrag(at: pinned, context: mayOffer) {
        asked += 1
        return false
      })
    var editing = mayOffer
    editing.isEditing = true
    #expect(
      !host.controller.canBeginDrag(at: draggable, context: editing) {
        asked += 1
        return false
      })
    #expect(asked == 0)
  }

  @Test func theAnswerDecidesOncePerPress() {
    let host = harness()
    var asked = 0
    let mayOffer = ReorderGestureContext(mayOfferContextMenu: true)
    #expect(
      host.controller.canBeginDrag(at: draggable, context: mayOffer) {
        asked += 1
        return false
      })
    #expect(asked == 1)
    #expect(
      !host.controller.canBeginDrag(at: draggable, context: mayOffer) {
        asked += 1
        return true
      })
    #expect(asked == 2)
    // A refused press readies no haptic: nothing lifts.
    #expect(host.records == [.prepareHaptic])
  }
}
