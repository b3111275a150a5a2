import Foundation

/// Whether UIKit's own swipe is armed on a table that uses the library's engine, and what to
/// tell the developer (device review r2, F3).
///
/// UIKit shows its own swipe actions when the data source implements
/// `tableView(_:commit:forRowAt:)` (swipe-to-delete,
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:))
/// for rows it may edit — `tableView(_:canEditRowAt:)` says which; a data source without it has
/// every row editable (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)).
/// Every `UITableViewDiffableDataSource` declares both methods (its `.swiftinterface` in the iOS
/// 26.2 SDK), so only its answer for a row tells (device review r4, N10). Or the delegate returns configurations from `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`
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
  /// What the data source says about editing its rows.
  public var rowEditing: RowEditing
  /// The delegate implements a leading or trailing swipe-configuration method.
  public var offersSwipeConfigurations: Bool
  /// The delegate implements `tableView(_:editActionsForRowAt:)`.
  public var offersEditActions: Bool

  /// What the data source says about editing its rows, as UIKit asks it before it offers
  /// swipe-to-delete.
  public enum RowEditing: Sendable, Hashable {
    /// It does not implement `tableView(_:canEditRowAt:)`: every row is editable.
    case everyRow
    /// Its `tableView(_:canEditRowAt:)` said yes for the row asked.
    case editable
    /// Its `tableView(_:canEditRowAt:)` said no for the row asked (a diffable data source that
    /// does not override it).
    case notEditable
    /// It implements `tableView(_:canEditRowAt:)` but the table has no row to ask yet (a data
    /// source filled after `swipeable` turned on): not known until a row exists.
    case unknown

    /// From whether the data source implements `tableView(_:canEditRowAt:)` and its answer for
    /// a row (`nil`: no row to ask).
    public init(implemented: Bool, answer: Bool?) {
      if !implemented {
        self = .everyRow
      } else if let answer {
        self = answer ? .editable : .notEditable
      } else {
        self = .unknown
      }
    }
  }

  /// Creates the finding from what the table's data source and delegate implement and, for
  /// swipe-to-delete, what the data source says about editing its rows.
  public init(
    commitsEditing: Bool, rowEditing: RowEditing = .everyRow, offersSwipeConfigurations: Bool,
    offersEditActions: Bool
  ) {
    self.commitsEditing = commitsEditing
    self.rowEditing = rowEditing
    self.offersSwipeConfigurations = offersSwipeConfigurations
    self.offersEditActions = offersEditActions
  }

  /// Whether swipe-to-delete is armed: the data source commits edits of rows it may edit.
  public var armsSwipeToDelete: Bool {
    commitsEditing && (rowEditing == .everyRow || rowEditing == .editable)
  }

  /// Whether UIKit's own swipe can start on this table.
  public var isArmed: Bool { armsSwipeToDelete || offersSwipeConfigurations || offersEditActions }

  /// Whether the finding is final: not so while the data source's rows cannot be asked yet
  /// (``RowEditing/unknown``); the host checks again later (at a touch on the table).
  public var isKnown: Bool { !(commitsEditing && rowEditing == .unknown) }

  /// One sentence for the log naming what is known to arm UIKit's swipe, or `nil` when nothing
  /// does (swipe-to-delete is named only once a row said it is editable, see ``isKnown``).
  public var message: String? {
    var found: [String] = []
    if armsSwipeToDelete { found.append("the data source's tableView(_:commit:forRowAt:)") }
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
