import Foundation

/// Whether UIKit's own swipe is armed on a table that uses the library's engine, and what to
/// tell the developer (device review r2, F3).
///
/// UIKit shows its own swipe actions when the data source implements
/// `tableView(_:commit:forRowAt:)` (swipe-to-delete,
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)),
/// or the delegate returns configurations from `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
/// / `…trailing…`, or rows from the deprecated `tableView(_:editActionsForRowAt:)`. Its swipe
/// recogniser and the engine's pan then race for the same horizontal drag.
///
/// What wins: whichever recogniser begins first. The two never show at once: while UIKit's swipe
/// shows its actions the table is editing, so the engine refuses to start and closes its own
/// open row (``SwipeController`` reads ``GestureTable/isEditing`` at every event); while the
/// engine's row is open, UIKit's swipe may still begin on another row. The library does not
/// switch UIKit's swipe off for you (that would change the app's data source); it logs this once
/// so you can: drop the system methods, or return `.none` from
/// `tableView(_:editingStyleForRowAt:)` when the table is not editing.
@_spi(Headless) public struct SwipeSystemSwipeConflict: Sendable, Hashable {
  /// The data source implements `tableView(_:commit:forRowAt:)`.
  public var commitsEditing: Bool
  /// The delegate implements a leading or trailing swipe-configuration method.
  public var offersSwipeConfigurations: Bool
  /// The delegate implements `tableView(_:editActionsForRowAt:)`.
  public var offersEditActions: Bool

  /// Creates the finding from what the table's data source and delegate implement.
  public init(commitsEditing: Bool, offersSwipeConfigurations: Bool, offersEditActions: Bool) {
    self.commitsEditing = commitsEditing
    self.offersSwipeConfigurations = offersSwipeConfigurations
    self.offersEditActions = offersEditActions
  }

  /// Whether UIKit's own swipe can start on this table.
  public var isArmed: Bool { commitsEditing || offersSwipeConfigurations || offersEditActions }

  /// One sentence for the log naming what arms UIKit's swipe, or `nil` when nothing does.
  public var message: String? {
    var found: [String] = []
    if commitsEditing { found.append("the data source's tableView(_:commit:forRowAt:)") }
    if offersSwipeConfigurations {
      found.append("the delegate's swipe-actions configuration methods")
    }
    if offersEditActions { found.append("the delegate's tableView(_:editActionsForRowAt:)") }
    guard !found.isEmpty else { return nil }
    return "swipeable table: UIKit's own swipe is armed by " + found.joined(separator: ", ")
      + "; it and the library's swipe race for the same drag (whichever begins first shows). "
      + "Remove those methods, or return .none from tableView(_:editingStyleForRowAt:) "
      + "while the table is not editing."
  }
}
