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
      window = Self.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: height))
      table = UITableView(frame: window.bounds, style: style)
      table.rowHeight = 44
      table.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
      window.addSubview(table)
      window.isHidden = false
    }

    /// A window of `frame`, in the host app's first connected window scene when the tests run in
    /// one (`UIWindow(windowScene:)`). iOS 26 deprecates the scene-less `UIWindow(frame:)` and
    /// `UIWindow()` ("Use init(windowScene:) instead", `UIWindow.h` of the iOS 26.2 SDK), but a
    /// test bundle run without a host app, as SwiftPM runs them, has no application and so no
    /// scene: there the window is made through `NSObject`'s `init()`, which sends `-init` as
    /// `UIWindow()` does, so the tests build without that warning at every deployment target.
    /// Such a window lays out, observes and animates, but is never on screen or key.
    static func makeWindow(frame: CGRect) -> UIWindow {
      let window: UIWindow
      if let scene = connectedWindowScene() {
        window = UIWindow(windowScene: scene)
      } else {
        let kind: NSObject.Type = UIWindow.self
        window = kind.init() as! UIWindow
      }
      window.frame = frame
      return window
    }

    /// The host app's first connected window scene, or `nil` without a host app: a test bundle
    /// run alone is loaded by the test runner, whose main bundle is no `.app` and whose process
    /// has no `UIApplication` to ask.
    static func connectedWindowScene() -> UIWindowScene? {
      guard Bundle.main.bundlePath.hasSuffix(".app") else { return nil }
      return UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
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
