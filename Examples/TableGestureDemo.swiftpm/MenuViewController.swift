import UIKit

/// The first screen: one row per feature.
final class MenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let screens: [(title: String, make: @MainActor () -> UIViewController)] = [
    ("Drag to reorder", { ReorderViewController() }),
    ("Inbox (own swipe engine)", { InboxViewController() }),
    ("Mailboxes (collection-view list)", { ListViewController() }),
    ("System swipe buttons", { SystemButtonsViewController() }),
    ("VoiceOver", { VoiceOverViewController() }),
  ]
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "TableGestureKit"
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "screen")
    tableView.dataSource = self
    tableView.delegate = self
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    screens.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
    cell.textLabel?.text = screens[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    let screen = screens[indexPath.row]
    let controller = screen.make()
    controller.title = screen.title
    navigationController?.pushViewController(controller, animated: true)
  }
}
