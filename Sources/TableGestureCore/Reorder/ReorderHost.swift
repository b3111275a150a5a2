import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A moment a drag plays haptic feedback.
@_spi(Headless) public enum ReorderHaptic: Hashable, Sendable {
  /// The row lifted.
  case lift
  /// The row moved one or more positions.
  case swap
  /// The row was dropped.
  case drop
}

/// What a ``ReorderController`` asks of the view system it runs in: the few things only real
/// views can do. `TableGestureKit` implements it with UIKit (one or two calls per method);
/// ``SimulatedReorderHost`` implements it on a ``SimulatedTable`` for tests and the simulator.
///
/// Every method is a command or a plain question: the host decides nothing. The controller calls
/// them synchronously while it handles an event; code they run (the app's delegate, UIKit's
/// callbacks) may call back into the controller (see ``ReorderController``).
@_spi(Headless) public protocol ReorderHost: AnyObject {
  /// The table the drag runs on.
  associatedtype Table: GestureTable
  /// A cell's identity (a `UITableViewCell`, a simulated cell number).
  associatedtype Cell: Hashable
  /// The app's rules.
  associatedtype Policy: ReorderPolicy

  /// The table, or `nil` once it is gone (then every event is ignored).
  var reorderTable: Table? { get }
  /// The app's rules, read when an event first asks them (an event that asks nothing, most of a
  /// drag's, reads none) and written back at its end (a policy may record what it was told).
  var reorderPolicy: Policy { get set }
  /// ``reorderPolicy`` for an event on `table` (the event's ``reorderTable``). Default:
  /// ``reorderPolicy``.
  ///
  /// `table` is consumed: a policy that keeps the table takes the caller's reference instead of
  /// retaining it again (for a weakly referenced table, a retain and a release through its side
  /// table; measured 41 instructions a swapping event, Benchmarks/README.md).
  func reorderPolicy(on table: consuming Table) -> Policy

  // MARK: Snapshot

  /// Makes the floating picture of the row at `indexPath`, as the row looks at rest, over
  /// `frame` (content coordinates), and animates it to its lifted look.
  func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect)
  /// Centres the lifted snapshot on `frame` and keeps it above the rows. Its size stays as it
  /// is: the controller calls ``resizeSnapshot(to:)`` instead when the row's size changed.
  func moveSnapshot(to frame: CGRect)
  /// Lays the lifted snapshot over `frame`, its size as well as its centre, keeping its lifted
  /// look and keeping it above the rows: the row's size changed under it (a rotation or a
  /// window resize mid-drag).
  func resizeSnapshot(to frame: CGRect)
  /// Animates the lifted snapshot into `frame` and back to its resting look — or, when `fading`,
  /// fades it out where it is, without moving it (Reduce Motion) — then calls
  /// ``ReorderController/snapshotDidSettle(_:)`` with `settleID`.
  func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int)
  /// Removes the snapshot, lifted or settling, at once.
  func removeSnapshot()

  // MARK: Cells

  /// The cell showing the row at `indexPath` of `table` (the event's ``reorderTable``), or
  /// `nil` when that row is not on screen.
  func cell(showingRowAt indexPath: IndexPath, in table: Table) -> Cell?
  /// Lays the table out now if it needs it (`layoutIfNeeded()`), so that cells that left the
  /// screen are in the reuse pool and cells that came on screen show their rows. Called only
  /// when ``tableNeedsLayout`` is `true`.
  func layoutTableIfNeeded()
  /// Whether the table has a layout pass pending (`layer.needsLayout()`): one that may give
  /// cells to other rows. Default `true` (every reconcile then lays the table out first).
  var tableNeedsLayout: Bool { get }
  /// Whether `cell` is hidden.
  func isHidden(_ cell: Cell) -> Bool
  /// Hides or shows `cell`.
  func setHidden(_ hidden: Bool, for cell: Cell)
  /// The row `cell` shows in `table` (the event's ``reorderTable``), or `nil` when it shows
  /// none, waiting for reuse (`indexPath(for:)`).
  func indexPath(showing cell: Cell, in table: Table) -> IndexPath?
  /// Has the app configure the row at `indexPath` again in the cell showing it
  /// (`reconfigureRows(at:)`; a collection view's `reconfigureItems(at:)`): after a cell the
  /// library hid was handed to that row while hidden, and the app configured it from the
  /// library's value. Never asked of a host that ``hidesCellsWithItsOwnProperty``.
  ///
  /// UIKit (https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:),
  /// https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:),
  /// iOS 15 and later, the package's minimum): it "updates the data for the rows …, preserving
  /// the existing cells": the data source is asked for the row again and must return "the same
  /// existing cell", so no new cell and no `prepareForReuse`; a self-sizing cell is resized and
  /// a size or layout change animates unless made in `performWithoutAnimation(_:)` (a cell
  /// shows its row at the height it had, so nothing animates here); with a diffable data
  /// source, use the snapshot's `reconfigureItems(_:)` "instead". Modelled by
  /// `SimulatedTable.reconfigureRows(at:)` (the cell on screen kept, configured again).
  func reconfigureRow(at indexPath: IndexPath)
  /// Whether ``setHidden(_:for:)`` writes a property no app configures (a list's `layer.mask`
  /// of the library's own class), so that a cell handed on gets its value back without its row
  /// configured again. Default `false` (`isHidden`, which an app may set for a row).
  var hidesCellsWithItsOwnProperty: Bool { get }

  // MARK: Table, gesture, feedback

  /// Whether the table's data source moves rows itself when the app updates it (a
  /// `UITableViewDiffableDataSource`): resolves ``ReorderRowMoves/automatic`` when a drag begins.
  var dataSourceMovesRows: Bool { get }
  /// Reloads the table from its data source (`reloadData()`), so that it shows the app's data:
  /// after a reload notice that found the screen ahead of the data (an on-drop drag had moved a
  /// row, and the app's update may have left the table as it was).
  func reloadTable()

  /// The table's `isScrollEnabled`.
  var isScrollEnabled: Bool { get set }
  /// Starts or stops the display-frame ticks (``ReorderController/displayFrame(at:isInWindow:)``).
  func setFrameTicksRunning(_ running: Bool)
  /// Makes the long-press recognizer stop reporting the current touch (the drag ended for another
  /// reason than the finger).
  func stopGesture()
  /// Readies the haptic engine: a moment to play may come soon.
  func prepareHaptic()
  /// Plays the feedback for `moment`.
  func playHaptic(_ moment: ReorderHaptic)
  /// Tells VoiceOver the row now sits at `indexPath`, in a section of `rowCount` rows.
  func announceMove(to indexPath: IndexPath, rowCount: Int)
  /// Asks the table for every row's height again (after an on-drop commit, so that no row keeps a
  /// height computed for another row).
  func refreshRowHeights()

  // MARK: The app's delegate

  /// A drag of the row at `indexPath` is about to lift it.
  func dragWillBegin(at indexPath: IndexPath)
  /// The row was dropped.
  func dragDidEnd(from: IndexPath, to: IndexPath)
  /// The drag was cancelled; the row rests at `indexPath` (`nil` after a data change).
  func dragDidCancel(restingAt indexPath: IndexPath?)
}

extension ReorderHost {
  /// `true`: a host that cannot tell has the table laid out at every reconcile.
  @inlinable public var tableNeedsLayout: Bool { true }

  /// `false`: `isHidden`, which an app may configure.
  @inlinable public var hidesCellsWithItsOwnProperty: Bool { false }

  /// ``ReorderHost/reorderPolicy``, whatever the table.
  @inlinable public func reorderPolicy(on table: consuming Table) -> Policy { reorderPolicy }
}
