#if canImport(UIKit)
  import UIKit

  /// What the engine has done to one cell: the live row moved sideways and its buttons below
  /// the content. Stored on the cell while the cell is displaced; ``restore()`` undoes all of it.
  ///
  /// The row's own views move by their frames' x — `contentView`, `backgroundView`,
  /// `selectedBackgroundView` and a custom `accessoryView` — never by a `transform` (Apple:
  /// `frame` is undefined under a non-identity transform, and the table sets frames in layout)
  /// and never as a frozen image. A layout pass that puts a view back (the cell's
  /// `layoutSubviews` resets `contentView.frame`) is noticed through key-value observation of
  /// the views' `frame` and `center`; the new x becomes the view's resting x and the offset is
  /// applied again. While displaced, `contentView` keeps the layout margins it had (they would
  /// otherwise change as it slides under the safe area) and the cell takes no touches of its own
  /// (taps go to the table's dismissal recogniser, so the row neither highlights nor selects).
  ///
  /// Not testable on Linux (UIKit). Unverified on a device: that key-value observation of
  /// `frame`/`center` sees every layout pass of every moved view on each iOS version (UIKit
  /// does not promise KVO compliance); a built-in accessory (disclosure indicator, checkmark)
  /// is the cell's private view and stays put.
  @MainActor
  final class SwipeCellDisplacement {
    private static let key = AssociatedKey<SwipeCellDisplacement>()

    /// The displacement stored on `cell`, if any.
    static func of(_ cell: UITableViewCell) -> SwipeCellDisplacement? { key.get(from: cell) }

    /// The displacement of `cell`, made (and stored on it) when it has none.
    static func attach(to cell: UITableViewCell, onChange: @escaping @MainActor () -> Void)
      -> SwipeCellDisplacement
    {
      if let existing = key.get(from: cell) { return existing }
      let made = SwipeCellDisplacement(cell: cell, onChange: onChange)
      key.set(made, on: cell)
      return made
    }

    private weak var cell: UITableViewCell?
    private let onChange: @MainActor () -> Void
    /// The content offset in points (positive: right).
    private(set) var offset: CGFloat = 0
    /// The buttons, while shown.
    private(set) var actionsView: SwipeActionsView?
    private var resting: [ObjectIdentifier: CGFloat] = [:]
    private var written: [ObjectIdentifier: CGFloat] = [:]
    private var observations: [NSKeyValueObservation] = []
    private var isWriting = false
    private let savedMargins: UIEdgeInsets
    private let savedInsetsFromSafeArea: Bool
    private let savedPreservesSuperviewMargins: Bool
    private let savedInteraction: Bool

    private init(cell: UITableViewCell, onChange: @escaping @MainActor () -> Void) {
      self.cell = cell
      self.onChange = onChange
      let content = cell.contentView
      savedMargins = content.layoutMargins
      savedInsetsFromSafeArea = content.insetsLayoutMarginsFromSafeArea
      savedPreservesSuperviewMargins = content.preservesSuperviewLayoutMargins
      savedInteraction = cell.isUserInteractionEnabled
      content.insetsLayoutMarginsFromSafeArea = false
      content.preservesSuperviewLayoutMargins = false
      content.layoutMargins = savedMargins
      cell.isUserInteractionEnabled = false
      for view in movedViews { watch(view) }
    }

    /// The views that move with the row.
    private var movedViews: [UIView] {
      guard let cell else { return [] }
      return [
        cell.contentView, cell.backgroundView, cell.selectedBackgroundView, cell.accessoryView,
      ]
      .compactMap { $0 }
    }

    private func watch(_ view: UIView) {
      resting[ObjectIdentifier(view)] = view.frame.origin.x
      let react: @MainActor @Sendable (UIView) -> Void = { [weak self] view in
        self?.viewWasLaidOut(view)
      }
      observations.append(
        view.observe(\.frame) { view, _ in MainActor.assumeIsolated { react(view) } })
      observations.append(
        view.observe(\.center) { view, _ in MainActor.assumeIsolated { react(view) } })
    }

    /// UIKit (not this object) set `view`'s frame: an x other than the one last written is the
    /// new resting place (a frame set with the displaced x, say a height change, keeps the old).
    private func viewWasLaidOut(_ view: UIView) {
      guard !isWriting else { return }
      let id = ObjectIdentifier(view)
      let x = view.frame.origin.x
      if x != written[id] { resting[id] = x }
      apply()
      onChange()
    }

    /// Whether the cell is leaving `table` with its row: still in a window and shown, but no
    /// longer at any index path (a deleted row's cell during the deletion animation; a cell in
    /// the reuse pool is hidden or out of the window). Unverified on a device: that
    /// `indexPath(for:)` is `nil` for a deleted row's cell while it animates out.
    func isLeaving(_ table: UITableView) -> Bool {
      guard let cell else { return false }
      return cell.window != nil && !cell.isHidden && table.indexPath(for: cell) == nil
    }

    /// Moves the row's views to `offset` from rest.
    func setOffset(_ offset: CGFloat) {
      self.offset = offset
      apply()
    }

    private func apply() {
      isWriting = true
      defer { isWriting = false }
      for view in movedViews {
        let id = ObjectIdentifier(view)
        let x = (resting[id] ?? view.frame.origin.x) + offset
        view.frame.origin.x = x
        written[id] = x
      }
    }

    /// Shows `view` as the row's buttons (replacing any shown), just below `contentView`.
    func showButtons(_ view: SwipeActionsView) {
      guard let cell else { return }
      actionsView?.removeFromSuperview()
      view.frame = cell.bounds
      cell.insertSubview(view, belowSubview: cell.contentView)
      actionsView = view
    }

    /// Removes the buttons.
    func removeButtons() {
      actionsView?.removeFromSuperview()
      actionsView = nil
    }

    /// Puts the cell back as it was: views at rest, no buttons, margins and touches restored,
    /// observation stopped, and the displacement removed from the cell.
    func restore() {
      for observation in observations { observation.invalidate() }
      observations.removeAll()
      setOffset(0)
      removeButtons()
      guard let cell else { return }
      let content = cell.contentView
      content.insetsLayoutMarginsFromSafeArea = savedInsetsFromSafeArea
      content.preservesSuperviewLayoutMargins = savedPreservesSuperviewMargins
      content.layoutMargins = savedMargins
      cell.isUserInteractionEnabled = savedInteraction
      cell.setNeedsLayout()
      Self.key.set(nil, on: cell)
    }
  }
#endif
