#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A real `UITableView` filling a real `UIWindow` (320 points wide), with 44-point rows of one
  /// plain cell class, for the iOS tests. Give it a data source, then call ``layOut()``.
  @MainActor
  final class TableFixture {
    /// The reuse identifier of the fixture's one cell class.
    static let cellIdentifier = "cell"

    let window: UIWindow
    let table: UITableView

    /// A window `height` points tall holding a plain table of the same size.
    convenience init(height: CGFloat) {
      self.init(height: height, style: .plain)
    }

    /// A plain table `height` points tall showing `source`, laid out. The table holds `source`
    /// weakly: keep it alive for the test.
    convenience init(height: CGFloat, showing source: any UITableViewDataSource) {
      self.init(height: height)
      table.dataSource = source
      layOut()
    }

    /// A window `height` points tall holding a table of `style` of the same size.
    init(height: CGFloat, style: UITableView.Style) {
      window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
      table = UITableView(frame: window.bounds, style: style)
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      window.addSubview(table)
      window.isHidden = false
    }

    /// Loads the data source's rows and lays the visible cells out.
    func layOut() {
      table.reloadData()
      table.layoutIfNeeded()
    }

    /// The centre of the row at `indexPath`, in the table's content coordinates (where the
    /// controller takes its points).
    func center(ofRowAt indexPath: IndexPath) -> CGPoint {
      let rect = table.rectForRow(at: indexPath)
      return CGPoint(x: rect.midX, y: rect.midY)
    }

    /// The texts of the cells on screen that are not hidden, by the row they show.
    func shownTexts() -> [IndexPath: String] {
      var texts: [IndexPath: String] = [:]
      for cell in table.visibleCells where !cell.isHidden {
        if let indexPath = table.indexPath(for: cell) {
          texts[indexPath] = cell.textLabel?.text ?? ""
        }
      }
      return texts
    }

    /// Takes the table out of the window and hides the window, so nothing on screen keeps
    /// either alive.
    func tearDown() {
      table.removeFromSuperview()
      window.isHidden = true
    }
  }
#endif
