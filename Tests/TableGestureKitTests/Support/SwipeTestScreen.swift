#if canImport(UIKit)
  import TableGestureKit
  import UIKit

  /// A small swipeable screen for the iOS tests: four rows, two trailing buttons (Flag 80 pt,
  /// Archive 80 pt) on every row unless a subclass gives its own; it counts the data source
  /// questions the library's system-swipe check asks.
  @MainActor
  class SwipeTestScreen: NSObject, UITableViewDataSource, SwipeableTableDelegate {
    let fixture: TableFixture
    var items = ["a", "b", "c", "d"]
    /// How many times `tableView(_:canEditRowAt:)` was asked.
    private(set) var canEditQuestions = 0

    init(style: UITableView.Style = .plain) {
      fixture = TableFixture(height: 440, style: style)
      super.init()
      fixture.table.dataSource = self
      fixture.layOut()
      fixture.table.swipeable = true
      fixture.table.swipeableDelegate = self
    }

    var table: UITableView { fixture.table }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(
        withIdentifier: TableFixture.cellIdentifier, for: indexPath)
      cell.textLabel?.text = items[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      canEditQuestions += 1
      return true
    }

    func tableView(
      _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
    ) -> SwipeableActionsConfiguration? {
      guard edge == .trailing else { return nil }
      let flag = SwipeableAction(title: "Flag") { _, _, done in done(true) }
      flag.width = 80
      let archive = SwipeableAction(title: "Archive") { _, _, done in done(true) }
      archive.width = 80
      return SwipeableActionsConfiguration(actions: [archive, flag])
    }
  }
#endif
