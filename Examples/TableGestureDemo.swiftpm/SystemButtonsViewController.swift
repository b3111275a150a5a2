import TableGestureKit
import TableGestureSystemSwipe
import UIKit

/// UIKit's own swipe actions with restyled buttons: circular, a custom view, and the stock look.
///
/// The restyling uses private UIKit API, kept in its own product (`TableGestureSystemSwipe`) and
/// switched on by `SwipeButtonCustomization.install()`, which the app calls once at launch
/// (`DemoApp.init()`); without that call every row shows the system's stock buttons. The header
/// says whether it is active on this system, and a line under it names the last action whose
/// handler ran (the UI tests tap each button and read it: a button must run its own action).
final class SystemButtonsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  private let rows = ["Circular", "Custom view", "System look", "Mixed styles"]
  private let tableView = UITableView(frame: .zero, style: .plain)
  private let lastAction = UILabel(frame: CGRect(x: 0, y: 88, width: 320, height: 28))

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.rowHeight = 76
    tableView.dataSource = self
    tableView.delegate = self
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 116))
    let status = UILabel(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
    status.numberOfLines = 0
    status.textAlignment = .center
    status.text = "\(SwipeButtonCustomization.status)"
    lastAction.textAlignment = .center
    lastAction.text = "No action yet"
    lastAction.accessibilityIdentifier = "lastAction"
    for label in [status, lastAction] {
      label.autoresizingMask = [.flexibleWidth]
      header.addSubview(label)
    }
    tableView.tableHeaderView = header
    view.addSubview(tableView)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    cell.accessibilityIdentifier = rows[indexPath.row]  // how the UI tests find the row
    return cell
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    switch indexPath.row {
    case 0: return circular()
    case 1: return customView()
    case 2: return systemLook()
    default: return mixed()
    }
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let read = UIContextualAction(style: .normal, title: nil) { _, _, done in done(true) }
    read.image = UIImage(systemName: "envelope.open")
    read.backgroundColor = .systemBlue
    let configuration = StyledSwipeActionsConfiguration(actions: [read])
    configuration.preferredButtonStyle = .circular
    configuration.preferredButtonWidth = 56
    configuration.preferredButtonSpacing = 10
    return configuration
  }

  /// Circular buttons, 60 points wide with an 8-point gap.
  private func circular() -> UISwipeActionsConfiguration {
    let delete = action(.destructive, "Delete")
    delete.image = UIImage(systemName: "trash")
    delete.backgroundColor = .systemRed
    let flag = action(.normal, "Flag")
    flag.image = UIImage(systemName: "flag")
    flag.backgroundColor = .systemOrange
    let configuration = StyledSwipeActionsConfiguration(actions: [delete, flag])
    configuration.preferredButtonStyle = .circular
    configuration.preferredButtonWidth = 60
    configuration.preferredButtonSpacing = 8
    return configuration
  }

  /// A custom view: a white label inset 6 points from the top and bottom.
  private func customView() -> UISwipeActionsConfiguration {
    let report = action(.normal, "Report")
    report.backgroundColor = .systemOrange
    report.setCustomView(insets: UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)) { _, _ in
      let label = UILabel(frame: .zero)
      label.text = "Report"
      label.textColor = .white
      label.textAlignment = .center
      return label
    }
    let configuration = StyledSwipeActionsConfiguration(actions: [report])
    configuration.preferredButtonStyle = .customView
    configuration.preferredButtonWidth = 74
    return configuration
  }

  /// The system look, untouched: `.default` is every action's style until it is set.
  private func systemLook() -> UISwipeActionsConfiguration {
    let archive = action(.normal, "Archive", title: "Archive")
    archive.backgroundColor = .systemBlue
    return StyledSwipeActionsConfiguration(actions: [archive])
  }

  /// Three styles in one row, outermost first: a circular Delete, a stock Archive and a custom
  /// view (device review N15: each button must run its own action, whatever the styles' order).
  private func mixed() -> UISwipeActionsConfiguration {
    let delete = action(.destructive, "Delete")
    delete.image = UIImage(systemName: "trash")
    delete.backgroundColor = .systemRed
    delete.preferredButtonStyle = .circular
    let archive = action(.normal, "Archive", title: "Archive")
    archive.backgroundColor = .systemBlue
    let report = customView().actions[0]
    report.preferredButtonStyle = .customView
    return StyledSwipeActionsConfiguration(actions: [delete, archive, report])
  }

  /// An action whose handler shows `name` under the header, then completes.
  private func action(
    _ style: UIContextualAction.Style, _ name: String, title: String? = nil
  ) -> UIContextualAction {
    UIContextualAction(style: style, title: title) { [weak self] _, _, done in
      self?.lastAction.text = "Last action: \(name)"
      done(true)
    }
  }
}
