//: # Swipe buttons
//: Swipe a row to the left. Row 1 shows circular buttons, row 2 a custom view, row 3 the
//: untouched system look, row 4 one configuration mixing all three styles, and row 5 an action
//: drawn from any view with public API only. Swipe any row to the right for circular leading
//: buttons. The console shows whether custom system buttons are active on this system (on
//: iOS 26 only with `UIDesignRequiresCompatibility`; see docs/system-swipe-buttons.md, "Where it works").
//: The customiser is its own product, `TableGestureSystemSwipe` (it uses private UIKit API), and
//: is switched on by the one `SwipeButtonCustomization.install()` call below; without it every
//: row here shows the system's stock buttons.
import PlaygroundSupport
import TableGestureKit
import TableGestureSystemSwipe
import UIKit

/// Circular buttons, 60 points wide with an 8-point gap (docs/system-swipe-buttons.md, example 1).
@MainActor
func circularConfiguration() -> UISwipeActionsConfiguration {
  let deleteAction = UIContextualAction(style: .destructive, title: nil) { _, _, done in
    done(true)
  }
  deleteAction.image = UIImage(systemName: "trash")
  deleteAction.backgroundColor = .systemRed

  let configuration = StyledSwipeActionsConfiguration(actions: [deleteAction])
  configuration.preferredButtonStyle = .circular
  configuration.preferredButtonWidth = 60
  configuration.preferredButtonSpacing = 8
  return configuration
}

/// A custom view: a white label inset 6 points from the top and bottom (docs/system-swipe-buttons.md, example 2).
@MainActor
func customViewConfiguration() -> UISwipeActionsConfiguration {
  let reportAction = UIContextualAction(style: .normal, title: nil) { _, _, done in
    done(true)
  }
  reportAction.backgroundColor = .systemOrange

  let configuration = StyledSwipeActionsConfiguration(actions: [reportAction])
  configuration.preferredButtonStyle = .customView
  configuration.preferredButtonWidth = 74
  configuration.preferredButtonSpacing = 12.5
  reportAction.setCustomView(insets: UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)) { _, _ in
    let label = UILabel(frame: .zero)
    label.text = "Report"
    label.textColor = .white
    label.font = UIFont.systemFont(ofSize: 14)
    label.textAlignment = .center
    return label
  }
  return configuration
}

/// The system look, untouched: `.default` is what every action starts with.
@MainActor
func defaultConfiguration() -> UISwipeActionsConfiguration {
  let archiveAction = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
    done(true)
  }
  archiveAction.backgroundColor = .systemBlue
  return StyledSwipeActionsConfiguration(actions: [archiveAction])
}

/// One configuration, three styles: each action keeps its own. The share sheet is anchored to
/// the row, which outlives the swipe button.
@MainActor
func mixedConfiguration(tableView: UITableView, indexPath: IndexPath) -> UISwipeActionsConfiguration
{
  let deleteAction = UIContextualAction(style: .destructive, title: nil) { _, _, done in
    done(true)
  }
  deleteAction.image = UIImage(systemName: "trash")
  deleteAction.backgroundColor = .systemRed
  deleteAction.preferredButtonStyle = .circular
  deleteAction.preferredButtonWidth = 56

  let flagAction = UIContextualAction(style: .normal, title: nil) { _, _, done in
    done(true)
  }
  flagAction.backgroundColor = .systemOrange
  flagAction.preferredButtonSpacing = 6
  flagAction.setCustomView(insets: UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)) { _, _ in
    let label = UILabel(frame: .zero)
    label.text = "Flag"
    label.textColor = .white
    label.textAlignment = .center
    return label
  }

  let shareAction = UIContextualAction(style: .normal, title: "Share") { _, _, done in
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    sheet.anchorPopover(toRowAt: indexPath, in: tableView)
    done(true)
  }
  shareAction.backgroundColor = .systemBlue
  shareAction.preferredButtonSpacing = 6

  return UISwipeActionsConfiguration(actions: [deleteAction, flagAction, shareAction])
}

/// Public API only: any view as a contextual action's image.
@MainActor
func factoryConfiguration() -> UISwipeActionsConfiguration {
  let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 64, height: 32))
  badge.text = "Pin"
  badge.textAlignment = .center
  let pinAction = SwipeRowActionFactory.contextualAction(showing: badge) { _, _, done in
    done(true)
  }
  return UISwipeActionsConfiguration(actions: [pinAction])
}

/// Circular leading buttons: the library lays them out from the button's real frame, which UIKit
/// pins at its right side on the leading edge.
@MainActor
func leadingConfiguration() -> UISwipeActionsConfiguration {
  let readAction = UIContextualAction(style: .normal, title: nil) { _, _, done in
    done(true)
  }
  readAction.image = UIImage(systemName: "envelope.open")
  readAction.backgroundColor = .systemBlue
  let configuration = StyledSwipeActionsConfiguration(actions: [readAction])
  configuration.preferredButtonStyle = .circular
  configuration.preferredButtonWidth = 56
  configuration.preferredButtonSpacing = 10
  return configuration
}

/// A table whose rows each show one of the configurations above.
final class SwipeDemo: NSObject, UITableViewDataSource, UITableViewDelegate {
  typealias Make = @MainActor (UITableView, IndexPath) -> UISwipeActionsConfiguration
  let rows: [(title: String, configuration: Make)] = [
    ("Circular", { _, _ in circularConfiguration() }),
    ("Custom view", { _, _ in customViewConfiguration() }),
    ("System look", { _, _ in defaultConfiguration() }),
    ("Mixed styles", { mixedConfiguration(tableView: $0, indexPath: $1) }),
    ("Any view (public API)", { _, _ in factoryConfiguration() }),
  ]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row].title
    return cell
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    76
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    rows[indexPath.row].configuration(tableView, indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    leadingConfiguration()
  }
}

SwipeButtonCustomization.install()
print(SwipeButtonCustomization.status)
let demo = SwipeDemo()
let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 500), style: .plain)
tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
tableView.dataSource = demo
tableView.delegate = demo
PlaygroundPage.current.liveView = tableView
