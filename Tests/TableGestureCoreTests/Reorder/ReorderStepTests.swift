import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Reorder: VoiceOver steps")
struct ReorderStepTests {
  func table() -> SimulatedTable {
    SimulatedTable(
      sections: [
        SimulatedSection(headerHeight: 30, rowHeights: [44, 44, 44]),
        SimulatedSection(headerHeight: 30, rowHeights: []),
        SimulatedSection(headerHeight: 30, rowHeights: [44]),
      ], viewportSize: CGSize(width: 320, height: 600))
  }

  @Test func stepsMoveOnePositionAcrossSectionsAndKeepTheDataInStep() {
    let table = table()
    var policy = RecordingReorderPolicy()
    var model = table.rowOrder
    var position = ip(0, 1)
    var visited: [IndexPath] = []
    while let next = ReorderSession.step(position, direction: .down, in: table, policy: &policy) {
      visited.append(next)
      position = next
    }
    #expect(visited == [ip(0, 2), ip(1, 0), ip(2, 0), ip(2, 1)])
    for move in policy.committedMoves { move.apply(to: &model) }
    #expect(model == table.rowOrder)
    #expect(table.rowOrder == [[0, 2], [], [3, 1]])
    #expect(ReorderSession.step(ip(0, 0), direction: .up, in: table, policy: &policy) == nil)
  }

  @Test func stepsFollowThePolicy() {
    let table = table()
    var pinned = RecordingReorderPolicy(rules: ReorderRules(pinnedRows: [ip(0, 0)]))
    #expect(ReorderSession.step(ip(0, 1), direction: .up, in: table, policy: &pinned) == nil)
    #expect(ReorderSession.step(ip(0, 0), direction: .down, in: table, policy: &pinned) == nil)
    var local = RecordingReorderPolicy(rules: ReorderRules(allowsMovingBetweenSections: false))
    #expect(ReorderSession.step(ip(0, 2), direction: .down, in: table, policy: &local) == nil)
    #expect(ReorderSession.step(ip(0, 1), direction: .down, in: table, policy: &local) == ip(0, 2))
    #expect(
      ReorderSession.stepDestination(
        for: ip(7, 0), direction: .down, in: table, policy: RecordingReorderPolicy()) == nil)
    var handle = RecordingReorderPolicy(rules: ReorderRules(handleArea: 300...320))
    #expect(ReorderSession.step(ip(0, 0), direction: .down, in: table, policy: &handle) == ip(0, 1))
    #expect(local.committedMoves == [ReorderMove(from: ip(0, 1), to: ip(0, 2))])
  }
}
