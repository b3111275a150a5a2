#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import TableGestureKit
  import UIKit

  /// A list of strings per section that is the table's data source and drag delegate: moves the
  /// string on every commit, and records what the library told it.
  ///
  /// Its `cellForRowAt` calls back into the library
  /// (`dragableDataIndexPath(forDisplayedRowAt:)`), as `docs/drag-to-reorder.md` asks of on-drop
  /// apps.
  @MainActor
  final class ListSource: NSObject, UITableViewDataSource, DragableTableDelegate {
    /// One drop or step the library reported.
    struct Drop: Equatable {
      var from: IndexPath
      var to: IndexPath
    }

    private(set) var sections: [[String]]
    /// How many cells `cellForRowAt` configured (each asked the library where its data is).
    private(set) var configuredCells = 0
    private(set) var drops: [Drop] = []
    private(set) var cancels: [IndexPath?] = []
    /// Code run at the end of every `dragCellFrom:to:`, once the data holds the move.
    var onCommit: ((UITableView) -> Void)?

    init(sections: [[String]]) {
      self.sections = sections
    }

    /// `count` rows named "Row 0", "Row 1", … in one section.
    convenience init(rowCount: Int) {
      self.init(sections: [(0..<rowCount).map { "Row \($0)" }])
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: TableFixture.cellIdentifier, for: indexPath)
      let data = tableView.dragableDataIndexPath(forDisplayedRowAt: indexPath)
      cell.textLabel?.text = sections[data.section][data.row]
      configuredCells += 1
      return cell
    }

    func tableView(
      _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath, to toIndexPath: IndexPath
    ) {
      let item = sections[fromIndexPath.section].remove(at: fromIndexPath.row)
      sections[toIndexPath.section].insert(item, at: toIndexPath.row)
      onCommit?(tableView)
    }

    func tableView(
      _ tableView: UITableView, didEndDraggingCellFrom fromIndexPath: IndexPath,
      to toIndexPath: IndexPath
    ) {
      drops.append(Drop(from: fromIndexPath, to: toIndexPath))
    }

    func tableView(_ tableView: UITableView, didCancelDraggingCellAt indexPath: IndexPath?) {
      cancels.append(indexPath)
    }
  }
#endif
