import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Why a drag was cancelled.
@_spi(Headless) public enum ReorderCancelReason: Hashable, Sendable {
  /// The gesture was cancelled (an incoming call, a system gesture, the recognizer was reset).
  case gestureCancelled
  /// The table's sections or row counts changed under the drag (a reload). Nothing more is
  /// committed and nothing is put back: the data source is the truth now.
  case dataChanged
  /// Dragging was turned off.
  case dragDisabled
  /// The table left its window.
  case tableLeftWindow
}

/// A lifecycle moment of a drag.
@_spi(Headless) public enum ReorderEvent: Hashable, Sendable {
  /// A drag began on the row at this index path.
  case began(IndexPath)
  /// The row was dropped: it began at `from` and ended at `to` (equal when it did not move).
  case ended(from: IndexPath, to: IndexPath)
  /// The drag was cancelled.
  case cancelled(ReorderCancelReason)
}

/// What a ``ReorderSession`` decided for one event: what to show and what happened.
///
/// The session has already moved rows and scrolled the table it was given; the update tells the
/// view layer what to draw (snapshot, hidden row, settle animation) and what to announce.
///
/// It keeps rows as sections and row numbers, so an update is plain data that the controller
/// stores on every event without copying or destroying index paths; the index paths below are
/// built when read. A path set here that is not two elements deep reads back as section and
/// row -1.
@_spi(Headless) public struct ReorderUpdate: Equatable, Sendable {
  /// The lifecycle moment this event produced, if any.
  public var event: ReorderEvent? {
    get { eventStorage?.event }
    set { eventStorage = newValue.map(StoredEvent.init) }
  }
  /// The storage of ``event``.
  @usableFromInline var eventStorage: StoredEvent?
  /// Where the lifted snapshot is, in table content coordinates; `nil` when no drag is active.
  public var snapshotFrame: CGRect?
  /// The row whose cell must be invisible (the dragged row's slot); `nil` when idle. Hide the
  /// cell that shows this row *now*, and show every other cell.
  public var hiddenRow: IndexPath? {
    get { hiddenPosition?.indexPath }
    set { hiddenPosition = newValue.map(RowPosition.init) }
  }
  /// The storage of ``hiddenRow``.
  @usableFromInline var hiddenPosition: RowPosition?
  /// How many times the row moved during this event (0 when nothing changed).
  public var moveCount: Int = 0
  /// How far the table scrolled during this event, in points (negative is up).
  public var scrolledDistance: CGFloat = 0
  /// The autoscroll velocity for the finger's position, in points per second (negative is up,
  /// zero outside the edge zones or when the content cannot scroll that way). Set by ticks.
  public var autoscrollVelocity: CGFloat = 0
  /// The table as a tick found it before it autoscrolled (``AutoscrollStillness``); read only
  /// by a tick that scrolls, so a steady frame asks the table nothing more.
  @usableFromInline var beforeScroll = AutoscrollStillness(offset: 0, contentHeight: 0)
  /// The dragged row's slot as a display frame read it, kept while nothing but the table's
  /// answers runs after the read (the controller drops it when the event asked the app's
  /// policy). A frame that changed nothing (no move, no scroll, no layout pending) checks the
  /// row's cell against it instead of asking the table for the same rect again
  /// (`ReorderController`'s cell check); `nil` otherwise.
  @usableFromInline var unchangedSlot: CGRect?
  /// Where the dragged row rests after the drag ended or was cancelled; `nil` while dragging and
  /// after a data change (no stale index path reaches the app).
  public var restingRow: IndexPath? {
    get { restingPosition?.indexPath }
    set { restingPosition = newValue.map(RowPosition.init) }
  }
  /// The storage of ``restingRow``.
  @usableFromInline var restingPosition: RowPosition?
  /// Where the snapshot should settle when the drag ends or is cancelled (the row's final slot);
  /// `nil` when there is nothing to settle into (the data changed): remove the snapshot at once.
  public var settleFrame: CGRect?
  /// Whether this event was ignored (wrong phase, non-finite input, a press the policy refused).
  /// An ignored update still reports the current snapshot frame and hidden row.
  public var ignored: Bool = false

  /// An update with nothing in it.
  @inlinable init() {}

  /// ``ReorderEvent`` with rows as positions.
  @usableFromInline enum StoredEvent: Hashable, Sendable {
    case began(RowPosition)
    case ended(from: RowPosition, to: RowPosition)
    case cancelled(ReorderCancelReason)

    /// The stored form of `event`.
    @inlinable init(_ event: ReorderEvent) {
      switch event {
      case .began(let row): self = .began(RowPosition(row))
      case .ended(let from, let to): self = .ended(from: RowPosition(from), to: RowPosition(to))
      case .cancelled(let reason): self = .cancelled(reason)
      }
    }

    /// The event it stores.
    @inlinable var event: ReorderEvent {
      switch self {
      case .began(let row): .began(row.indexPath)
      case .ended(let from, let to): .ended(from: from.indexPath, to: to.indexPath)
      case .cancelled(let reason): .cancelled(reason)
      }
    }
  }
}
