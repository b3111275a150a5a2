#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The buttons and options for one edge of one row, returned from
  /// ``SwipeableTableDelegate/tableView(_:swipeActionsForRowAt:edge:)``. The engine's
  /// counterpart of `UISwipeActionsConfiguration`.
  ///
  /// The first action is the **outermost** button (furthest from the row's content) and the one
  /// a full swipe performs, as with `UISwipeActionsConfiguration`.
  @MainActor
  public final class SwipeableActionsConfiguration: NSObject {
    /// The buttons, outermost first. Empty: no swipe toward this edge.
    public var actions: [SwipeableAction]
    /// How the buttons look, move and expand (transition style, full swipe, widths, spacing,
    /// the metrics profile), for this row and edge only. `nil` (default): the table's
    /// `UITableView.swipeableOptions`.
    ///
    /// A row's options, when set, replace the table's `swipeableOptions` whole for that row and
    /// edge (nothing is merged field by field); a configuration made from a
    /// `UISwipeActionsConfiguration` sets none, so it keeps the table's, with no full swipe when
    /// its `performsFirstActionWithFullSwipe` was off.
    public var options: SwipeableOptions?
    /// The migrated `performsFirstActionWithFullSwipe` (``init(_:)``), `nil` otherwise.
    var migratedFullSwipe: Bool?

    /// Creates a configuration.
    /// - Parameters:
    ///   - actions: the buttons, outermost first; empty means no swipe toward this edge.
    ///   - options: how the buttons look, move and expand for this row and edge; `nil` (default)
    ///     uses the table's `UITableView.swipeableOptions`.
    public init(actions: [SwipeableAction], options: SwipeableOptions? = nil) {
      self.actions = actions
      self.options = options
      super.init()
    }
  }
#endif
