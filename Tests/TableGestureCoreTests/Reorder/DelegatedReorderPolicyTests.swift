import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The delegate-backed policy the skin and the benchmarks make for an event asks the app about
/// the event's table object, owned by the policy or kept alive by a drag's hold, and hands it
/// over borrowed: the app sees the table itself either way.
@Suite("Reorder: the delegate's policy on the event's table")
struct DelegatedReorderPolicyTests {
  /// Answers that record each table they were asked about.
  final class Answers: ReorderDelegateAnswers {
    var tables: [ObjectIdentifier] = []
    var moves: [ReorderMove] = []
    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: SimulatedTable) -> Bool
    {
      tables.append(ObjectIdentifier(table))
      return indexPath.tableRow != 0
    }
    func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: SimulatedTable) -> Bool {
      tables.append(ObjectIdentifier(table))
      return false
    }
    func canMoveRow(to indexPath: IndexPath, in table: SimulatedTable) -> Bool {
      tables.append(ObjectIdentifier(table))
      return indexPath.tableRow != 3
    }
    func targetIndexPath(
      forMoveFrom original: IndexPath, proposed: IndexPath, in table: SimulatedTable
    ) -> IndexPath {
      tables.append(ObjectIdentifier(table))
      return ip(proposed.tableSection, proposed.tableRow + 1)
    }
    func commitMove(from: IndexPath, to: IndexPath, in table: SimulatedTable) {
      tables.append(ObjectIdentifier(table))
      moves.append(ReorderMove(from: from, to: to))
    }
  }

  /// Every question of `policy`, in turn.
  static func askEverything(_ policy: inout DelegatedReorderPolicy<Answers>) -> [String] {
    var answers: [String] = []
    answers.append("\(policy.canDragRow(at: ip(0, 0), touchPoint: .zero))")
    answers.append("\(policy.canDragRow(at: ip(0, 1), touchPoint: .zero))")
    answers.append("\(policy.canDragRow(at: ip(0, 1), touchPoint: nil))")
    answers.append("\(policy.canMoveRow(to: ip(0, 3)))")
    answers.append("\(policy.targetIndexPath(forMoveFrom: ip(0, 1), proposed: ip(0, 4)))")
    policy.commitMove(from: ip(0, 1), to: ip(0, 5))
    return answers
  }

  @Test func anOwnedAndAHeldTableAreAskedAboutAlike() {
    var table: SimulatedTable? = SimulatedTable(
      sections: [.uniform(rows: 10, height: 44)], viewportSize: CGSize(width: 320, height: 440))
    weak let probe = table
    let id = ObjectIdentifier(table!)

    let owned = Answers()
    let ownedAnswers: [String]
    do {
      var ownedPolicy = DelegatedReorderPolicy(table: table, answers: owned)
      ownedAnswers = Self.askEverything(&ownedPolicy)
    }

    // Held for a drag, the app gone: the policy is made from the event's borrowed table.
    let reference = ReorderTableHoldTests.Reference(table!)
    reference.holdTable(true)
    table = nil
    let held = Answers()
    var heldPolicy = DelegatedReorderPolicy(table: reference.heldOrResolved?.object, answers: held)
    #expect(heldPolicy.table?.owner == nil)
    let heldAnswers = Self.askEverything(&heldPolicy)

    #expect(ownedAnswers == ["false", "true", "false", "false", "[0, 5]"])
    #expect(heldAnswers == ownedAnswers)
    #expect(owned.tables == Array(repeating: id, count: 6))
    #expect(held.tables == owned.tables)
    #expect(held.moves == [ReorderMove(from: ip(0, 1), to: ip(0, 5))])
    #expect(probe != nil)
    reference.holdTable(false)
    #expect(probe == nil)
  }

  @Test func withoutATableNothingIsAskedOrCommitted() {
    let answers = Answers()
    var policy = DelegatedReorderPolicy(table: nil as SimulatedTable?, answers: answers)
    #expect(!policy.canDragRow(at: ip(0, 1), touchPoint: .zero))
    #expect(policy.canMoveRow(to: ip(0, 3)))
    #expect(policy.targetIndexPath(forMoveFrom: ip(0, 1), proposed: ip(0, 4)) == ip(0, 1))
    policy.commitMove(from: ip(0, 1), to: ip(0, 5))
    #expect(answers.tables.isEmpty && answers.moves.isEmpty)
  }
}
