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
  public final class SwipeableActionsConfiguration {
    /// The buttons, outermost first. Empty: no swipe toward this edge.
    public var actions: [SwipeableAction]
    /// How the buttons look, move and expand (transition style, full swipe, widths, spacing,
    /// the metrics profile). Defaults to iOS's numbers and behaviour.
    public var options: SwipeableOptions

    /// Creates a configuration.
    /// - Parameters:
    ///   - actions: the buttons, outermost first; empty means no swipe toward this edge.
    ///   - options: how the buttons look, move and expand (default: iOS's numbers and behaviour).
    public init(actions: [SwipeableAction], options: SwipeableOptions = SwipeableOptions()) {
      self.actions = actions
      self.options = options
    }
  }
#endif
