import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A pan update and a display frame ask the table all their questions in one
/// ``GestureTable/followReading(_:)``: a table held weakly, as the UIKit skin holds it, is loaded once
/// per event. The engine must see the same answers as through a table held strongly.
@Suite("Swipe: one table reading per event")
struct SwipeWeakTableTests {
  /// A ``SimulatedTable`` seen for one event, as the skin's `UIKitTable` sees a `UITableView`.
  struct Borrowed: BorrowedTable, SimulatedTableForwarding {
    let object: TableObject<SimulatedTable>

    init(_ object: TableObject<SimulatedTable>) { self.object = object }

    var isEditing: Bool { base.isEditing }
  }

  /// The table held weakly.
  final class Reference: WeakTableReference {
    typealias Table = Borrowed
    weak var base: SimulatedTable?
    /// Held for a drag (``TableHold``); read and written only between calls, unchecked.
    @exclusivity(unchecked) var hold = TableHold<SimulatedTable>()

    init(_ base: SimulatedTable?) { self.base = base }
  }

  /// Offsets and button frames after each step of a swipe out, back, release and settle, on a
  /// controller that sees `table` strongly or through a weak reference.
  func drive(weakly: Bool) -> [[SwipeButtonFrame]] {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let host = SimulatedSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet(3, destructiveFirst: true)
    let reference = Reference(table)
    let controller = SwipeController(
      table: weakly ? reference : table, host: host, provider: provider)
    provider.controller = controller
    host.forwardTableViewChanges(to: controller)
    var trace: [[SwipeButtonFrame]] = []
    let start = CGPoint(x: 300, y: 2 * 44 + 22)
    controller.panBegan(at: start)
    for step in Array(1...30) + Array((10...29).reversed()) {
      let dx = CGFloat(-12 * step)
      controller.panChanged(
        translation: CGPoint(x: dx, y: 0), location: CGPoint(x: start.x + dx, y: start.y),
        velocity: CGPoint(x: -900, y: 0), from: host)
      trace.append(host.buttonFrames)
    }
    controller.panEnded(velocity: CGPoint(x: -300, y: 0))
    for frame in 0..<40 {
      controller.tick(at: Double(frame) / 60, from: host)
      trace.append(host.buttonFrames)
    }
    #expect(controller.activeRow == ip(0, 2))
    return trace
  }

  @Test func aWeaklyHeldTableGivesTheSameViews() {
    let strong = drive(weakly: false)
    #expect(drive(weakly: true) == strong)
    #expect(strong.contains { !$0.isEmpty })
  }

  @Test func aTableThatIsGoneReadsAsEmpty() {
    var table: SimulatedTable? = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let reference = Reference(table)
    let question = RowFollowReading.Question(
      sections: 1, section: 0, rows: 10, row: 2, isActive: true)
    let alive = reference.followReading(question)
    #expect(alive.matches(question) && !alive.isEditing)
    #expect(alive.rowRect == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(alive.visibleTop == 0 && alive.visibleBottom == 600)
    table = nil
    #expect(table == nil)
    let gone = reference.followReading(question)
    #expect(gone.sections == 0 && gone.rows == -1 && gone.rowRect == nil)
    #expect(!gone.matches(question))
  }

  /// Each question is asked only when the ones before it allow it, through a weak reference as
  /// through the table itself.
  @Test(arguments: [false, true])
  func questionsAreAskedInOrder(weakly: Bool) {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600))
    let reference = Reference(table)
    let read = { (question: RowFollowReading.Question) in
      weakly ? reference.followReading(question) : table.followReading(question)
    }
    // The table is editing: a reading that says it is not did not ask.
    table.setEditing(true, animated: false)
    let other = read(.init(sections: 2, section: 0, rows: 10, row: 2, isActive: true))
    #expect(other.sections == 1 && other.rows == -1 && !other.isEditing)
    let fewer = read(.init(sections: 1, section: 0, rows: 11, row: 2, isActive: true))
    #expect(fewer.rows == 10 && !fewer.isEditing && fewer.rowRect == nil)
    let idle = read(.init(sections: 1, section: 0, rows: 10, row: 2, isActive: false))
    #expect(idle.matches(.init(sections: 1, section: 0, rows: 10, row: 2, isActive: false)))
    #expect(!idle.isEditing && idle.rowRect == nil)
    let editing = read(.init(sections: 1, section: 0, rows: 10, row: 2, isActive: true))
    #expect(editing.isEditing && editing.rowRect == nil)
    table.setEditing(false, animated: false)
    let outside = read(.init(sections: 1, section: 0, rows: 10, row: 10, isActive: true))
    #expect(!outside.isEditing && outside.rowRect == nil)
    let inside = read(.init(sections: 1, section: 0, rows: 10, row: 3, isActive: true))
    #expect(inside.rowRect == CGRect(x: 0, y: 132, width: 320, height: 44))
  }
}
