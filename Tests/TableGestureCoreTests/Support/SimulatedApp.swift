import Foundation

@_spi(Headless) @testable import TableGestureCore

/// An app as UIKit sees it: data source, delegate and drag policy of a ``SimulatedTable``, with
/// its own data (item identities per section) and item heights. It checks every question the
/// table asks against its data, through the controller's displayed-to-data mapping, and records
/// what went wrong.
final class SimulatedApp: SimulatedTableDataSource, SimulatedTableDelegate, ReorderPolicy {
  var model: [[Int]]
  var heightOfItem: [Int: CGFloat]
  var rules: ReorderRules
  /// When set, commits go through this diffable data source (which moves the table itself).
  var diffable: SimulatedDiffableDataSource?
  weak var table: SimulatedTable?
  /// The controller whose mapping the app uses (set after the host is made).
  var controller: ReorderController<SimulatedReorderHost<SimulatedApp>>?
  var problems: [String] = []
  var configuredCells = 0
  var heightQuestions: [IndexPath] = []
  /// Code run inside every `cellForRowAt`, `heightForRowAt` and scroll callback.
  var onCallback: (() -> Void)?
  /// Whether `cellForRowAt` and `heightForRowAt` use the displayed-to-data mapping.
  var usesMapping = true
  /// `isHidden` values the app sets on cells it configures, by item.
  var hiddenItems: Set<Int> = []
  /// Whether `cellForRowAt` sets every cell's `isHidden` (from ``hiddenItems``). Most apps never
  /// touch it: then a cell left hidden stays hidden when it is reused.
  var configuresHidden = true
  /// Redirections the app's `targetIndexPath` answers with, by proposed position.
  var redirect: [IndexPath: IndexPath] = [:]
  /// Checks, at every commit, that the data matched the screen before it (each-swap mode).
  var checksDataBeforeCommit = false
  /// Code run at the end of every commit (`dragCellFrom:to:`), once the data holds the move.
  var onCommit: (() -> Void)?
  /// Code run inside every destination question (`canDragCellTo:`, the target question).
  var onQuestion: (() -> Void)?
  /// Code run inside every row-count question (`numberOfRowsInSection`).
  var onCountQuestion: (() -> Void)?
  /// The collection-view list the table belongs to: its sections' facts gate the drag as
  /// ``ListReorderPolicy`` does.
  weak var list: SimulatedList?

  init(table: SimulatedTable, rules: ReorderRules = ReorderRules()) {
    self.table = table
    model = table.rowOrder
    self.rules = rules
    var heights: [Int: CGFloat] = [:]
    for section in table.sections {
      for (index, id) in (section.rowIDs ?? []).enumerated() {
        heights[id] = section.rowHeights[index]
      }
    }
    heightOfItem = heights
    table.dataSource = self
    table.delegate = self
  }

  func item(at indexPath: IndexPath) -> Int? {
    let path =
      usesMapping ? (controller?.dataIndexPath(forDisplayed: indexPath) ?? indexPath) : indexPath
    guard let (section, row) = path.tablePosition, section >= 0, section < model.count,
      row >= 0, row < model[section].count
    else { return nil }
    return model[section][row]
  }

  // MARK: Data source and delegate

  func numberOfSections(in tableView: SimulatedTable) -> Int {
    diffable?.numberOfSections(in: tableView) ?? model.count
  }

  func tableView(_ tableView: SimulatedTable, numberOfRowsInSection section: Int) -> Int {
    onCountQuestion?()
    if let diffable { return diffable.tableView(tableView, numberOfRowsInSection: section) }
    return section >= 0 && section < model.count ? model[section].count : 0
  }

  func tableView(
    _ tableView: SimulatedTable, cellForRowAt indexPath: IndexPath, configuring cell: Int
  ) {
    configuredCells += 1
    let shown = tableView.rowID(at: indexPath)
    let item = item(at: indexPath)
    if usesMapping, item != shown {
      problems.append("cellForRowAt \(indexPath): data has \(item as Any), screen \(shown as Any)")
    }
    if let item, configuresHidden { tableView.setCellHidden(cell, hiddenItems.contains(item)) }
    onCallback?()
  }

  var movesRowsItself: Bool { diffable != nil }

  func tableView(_ tableView: SimulatedTable, identityOfRowAt indexPath: IndexPath) -> Int? {
    item(at: indexPath)
  }

  func tableView(_ tableView: SimulatedTable, heightForRowAt indexPath: IndexPath) -> CGFloat? {
    heightQuestions.append(indexPath)
    onCallback?()
    return item(at: indexPath).flatMap { heightOfItem[$0] }
  }

  func scrollViewDidScroll(_ tableView: SimulatedTable) {
    onCallback?()
  }

  // MARK: Policy

  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    listAccepts(indexPath) && rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }
  func canMoveRow(to indexPath: IndexPath) -> Bool {
    onQuestion?()
    return listAccepts(indexPath) && rules.canMoveRow(to: indexPath)
  }
  /// ``ListReorderGate``'s answer on a list (lift and landing share it); `true` on a table.
  func listAccepts(_ indexPath: IndexPath) -> Bool {
    guard let list else { return true }
    return ListReorderGate.allows(indexPath, facts: list.facts(forSection: indexPath.tableSection))
  }
  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    onQuestion?()
    return redirect[proposed] ?? rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }
  func commitMove(from: IndexPath, to: IndexPath) {
    if checksDataBeforeCommit, let table {
      if (diffable?.snapshot ?? model) != table.rowOrder {
        problems.append("data out of step before \(from)→\(to)")
      }
      if !table.containsRow(at: from) { problems.append("reported a missing row \(from)") }
    }
    if !rules.canMoveRow(to: to) { problems.append("landed on refused \(to)") }
    if !listAccepts(to) { problems.append("landed in a section the list gate refuses \(to)") }
    if !ReorderMove(from: from, to: to).apply(to: &model) {
      problems.append("invalid move \(from)→\(to) for data \(model)")
    }
    diffable?.apply(model)
    onCommit?()
  }

  /// Rows whose item, as the app finds it through the controller's displayed-to-data mapping
  /// (what its `cellForRowAt` configures the row from), is not the row the table shows.
  func rowsShowingAnotherItem() -> [IndexPath] {
    guard let table else { return [] }
    var wrong: [IndexPath] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section)
      where item(at: ip(section, row)) != table.rowID(at: ip(section, row)) {
        wrong.append(ip(section, row))
      }
    }
    return wrong
  }

  /// Rows whose height on screen is not the height of the item they show (measured rows only).
  func rowsWithForeignHeights() -> [IndexPath] {
    guard let table else { return [] }
    var wrong: [IndexPath] = []
    for section in 0..<table.numberOfSections {
      for row in 0..<table.numberOfRows(inSection: section) {
        let path = ip(section, row)
        guard let flat = table.flatIndex(of: path), table.measured[flat],
          let id = table.rowID(at: path), let expected = heightOfItem[id]
        else { continue }
        if table.rectForRow(at: path).height != Swift.max(0, expected.finiteOrZero) {
          wrong.append(path)
        }
      }
    }
    return wrong
  }
}

/// A host, its controller and an app, wired together.
struct ControllerHarness {
  let table: SimulatedTable
  let app: SimulatedApp
  let host: SimulatedReorderHost<SimulatedApp>
  var controller: ReorderController<SimulatedReorderHost<SimulatedApp>> { host.controller }
  var time: TimeInterval = 0

  /// A harness on `table`, or on `list` (built on `table`) when given: the same controller on
  /// the list host, the app gated by the list's facts.
  init(
    table: SimulatedTable, rules: ReorderRules = ReorderRules(),
    options: ReorderOptions = ReorderOptions(), diffable: Bool = false, list: SimulatedList? = nil
  ) {
    self.table = table
    app = SimulatedApp(table: table, rules: rules)
    if diffable {
      let source = SimulatedDiffableDataSource(table: table)
      app.diffable = source
      table.dataSource = app
    }
    if let list {
      app.list = list
      host = SimulatedReorderHost(list: list, policy: app, options: options)
    } else {
      host = SimulatedReorderHost(table: table, policy: app, options: options)
    }
    app.controller = host.controller
  }

  /// One section of `rows` rows of 44 points (identities 0…rows-1) in a 320 × 600 view.
  init(rows: Int, options: ReorderOptions) {
    self.init(
      table: SimulatedTable(
        sections: [SimulatedSection.uniform(rows: rows, height: 44)],
        viewportSize: CGSize(width: 320, height: 600)),
      options: options)
  }

  func press(x: CGFloat = 10, y: CGFloat) {
    controller.handleGesture(.began, at: CGPoint(x: x, y: y))
  }
  func move(x: CGFloat = 10, y: CGFloat) {
    controller.handleGesture(.changed, at: CGPoint(x: x, y: y))
  }
  func release() { controller.handleGesture(.ended, at: .zero) }
  mutating func tick(after interval: TimeInterval = 1.0 / 60.0) {
    time += interval
    controller.displayFrame(at: time, isInWindow: true)
  }

  /// Drags from `start` to `end` in steps of `step` points, with a frame tick per step.
  mutating func drag(from start: CGFloat, to end: CGFloat, step: CGFloat = 4) {
    press(y: start)
    tick()
    var y = start
    while abs(end - y) > step {
      y += end > y ? step : -step
      move(y: y)
      tick()
    }
    move(y: end)
    tick()
  }

  /// Problems: the app's own, data that differs from the screen, inconsistencies, hidden cells.
  func problems(idle: Bool = true) -> [String] {
    var found = app.problems
    let data = app.diffable?.snapshot ?? app.model
    if data != table.rowOrder { found.append("data \(data) != screen \(table.rowOrder)") }
    if app.diffable != nil, app.model != data { found.append("model \(app.model) != diffable") }
    found += table.inconsistencies.map(\.description)
    if idle {
      if controller.isDragging { found.append("still dragging") }
      for cell in table.visibleCells where host.isHidden(cell.id) || !isShowing(cell.id) {
        let item = table.rowID(at: cell.indexPath)
        if !app.hiddenItems.contains(item ?? -1) { found.append("cell \(cell.id) left hidden") }
      }
    }
    return found
  }

  /// Whether the user sees `cell`: on a list, not hidden, transparent or concealed; on a table,
  /// as the app set it (``SimulatedApp/hiddenItems``).
  func isShowing(_ cell: Int) -> Bool {
    host.list?.isCellShowing(cell) ?? true
  }
}
