import Foundation

@_spi(Headless) @testable import TableGestureCore

/// The app's side in swipe tests: actions per row, a model kept in step with the table, and a
/// chosen way of answering each handler.
final class TestSwipeProvider: SwipeActionsProvider {
  enum Answer {
    /// Delete the row from the data and the table, tell the controller, complete `true`.
    case delete
    /// Delete from the data and the table without telling the controller, complete `true`.
    case deleteSilently
    /// Complete `true` without changing the data.
    case claimSuccess
    /// Complete `false`.
    case fail
    /// Keep the completion for later.
    case hold
  }

  let table: SimulatedTable
  weak var controller: SwipeController?
  var leading: SwipeActionSet?
  var trailing: SwipeActionSet?
  var perRow: [Int: [SwipeableEdge: SwipeActionSet]] = [:]
  var identifiesRows = true
  var refusePoint: ((CGPoint) -> Bool)?
  var answer: Answer = .claimSuccess
  var heldCompletions: [SwipeActionCompletion] = []
  /// (action identifier, row ID) of every handler call.
  var calls: [(String, Int)] = []
  var deletedIDs: [Int] = []
  var onHandler: (() -> Void)?
  /// Every begin and end notice, as "began <row ID> <edge>" / "ended <row ID or gone>".
  var notices: [String] = []
  var onNotice: (() -> Void)?
  /// How many times the engine said it holds no actions any more.
  var releases = 0

  init(table: SimulatedTable) {
    self.table = table
  }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    if let id = table.rowID(at: indexPath), let own = perRow[id] { return own[edge] }
    return edge == .leading ? leading : trailing
  }

  func canBeginSwipe(forRowAt indexPath: IndexPath, edge: SwipeableEdge, at point: CGPoint)
    -> Bool
  {
    !(refusePoint?(point) ?? false)
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    calls.append((action.identifier, table.rowID(at: indexPath) ?? -1))
    onHandler?()
    switch answer {
    case .delete:
      if let id = table.deleteRow(at: indexPath) { deletedIDs.append(id) }
      controller?.rowsDeleted(at: [indexPath])
      completion(true)
    case .deleteSilently:
      if let id = table.deleteRow(at: indexPath) { deletedIDs.append(id) }
      completion(true)
    case .claimSuccess:
      completion(true)
    case .fail:
      completion(false)
    case .hold:
      heldCompletions.append(completion)
    }
  }

  func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable? {
    identifiesRows ? table.rowID(at: indexPath).map(AnyHashable.init) : nil
  }

  func swipeWillBegin(forRowAt indexPath: IndexPath, edge: SwipeableEdge) {
    notices.append("began \(table.rowID(at: indexPath) ?? -1) \(edge)")
    onNotice?()
  }

  func swipeDidEnd(forRowAt indexPath: IndexPath?) {
    notices.append("ended \(indexPath.flatMap { table.rowID(at: $0) }.map(String.init) ?? "gone")")
    onNotice?()
  }

  func swipeActionsReleased() { releases += 1 }

  func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath? {
    guard identifiesRows, let id = identity.base as? Int else { return nil }
    return table.indexPath(ofRowID: id)
  }
}

/// A table of 44 pt rows (or a collection-view list), a simulated host, a provider and a
/// controller, driven like a finger.
struct SwipeHarness {
  let table: SimulatedTable
  let host: SimulatedSwipeHost
  let provider: TestSwipeProvider
  let controller: SwipeController
  var time: TimeInterval = 0

  init(
    rows: Int = 10, width: CGFloat = 320, trailing: SwipeActionSet? = nil,
    leading: SwipeActionSet? = nil
  ) {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: rows, height: 44)],
      viewportSize: CGSize(width: width, height: 600))
    self.init(host: SimulatedSwipeHost(table: table), trailing: trailing, leading: leading)
  }

  /// The harness on `list` (its host: ``SimulatedSwipeHost/init(list:)``).
  init(list: SimulatedList, trailing: SwipeActionSet? = nil, leading: SwipeActionSet? = nil) {
    self.init(host: SimulatedSwipeHost(list: list), trailing: trailing, leading: leading)
  }

  private init(host: SimulatedSwipeHost, trailing: SwipeActionSet?, leading: SwipeActionSet?) {
    table = host.table
    self.host = host
    provider = TestSwipeProvider(table: table)
    provider.trailing = trailing
    provider.leading = leading
    controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller
    host.forwardTableViewChanges(to: controller)
  }

  /// The y of the middle of `row` (section 0).
  func y(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

  /// A horizontal pan on `row` from x 200 by `dx` in steps, released at `velocity`.
  mutating func swipe(row: Int, by dx: CGFloat, velocity: CGFloat = 0, release: Bool = true) {
    swipe(from: CGPoint(x: 200, y: y(row)), by: dx, velocity: velocity, release: release)
  }

  /// A horizontal pan on the row at `path` (any section), as ``swipe(row:by:velocity:release:)``.
  mutating func swipe(
    _ path: IndexPath, by dx: CGFloat, velocity: CGFloat = 0, release: Bool = true
  ) {
    let y = table.rectForRow(at: path).midY
    swipe(from: CGPoint(x: 200, y: y), by: dx, velocity: velocity, release: release)
  }

  private mutating func swipe(from start: CGPoint, by dx: CGFloat, velocity: CGFloat, release: Bool)
  {
    controller.touchDown(at: start)
    controller.panBegan(at: start)
    let steps = 10
    for step in 1...steps {
      let tx = dx * CGFloat(step) / CGFloat(steps)
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
    }
    if release { controller.panEnded(velocity: CGPoint(x: velocity, y: 0)) }
  }

  /// Ticks at 60 Hz until no animation runs (at most `limit` seconds).
  mutating func settle(limit: TimeInterval = 5) {
    let end = time + limit
    controller.tick(at: time)
    while controller.needsFrames, time < end {
      time += 1.0 / 60
      controller.tick(at: time)
    }
  }

  /// The host's offset for `row` of section 0.
  func offset(_ row: Int) -> CGFloat { host.offset(at: ip(0, row)) }
}

func trailingSet(
  _ count: Int = 2, destructiveFirst: Bool = false, options: SwipeableOptions = SwipeableOptions()
) -> SwipeActionSet {
  SwipeActionSet(actions: swipeActions(count, destructiveFirst: destructiveFirst), options: options)
}
