import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a display frame must give back so that autoscroll over self-sizing rows moves the content
/// by the frame's scroll and by nothing else.
///
/// A layout pass measures the rows that autoscroll brought on screen, and the rows the drag
/// swapped past its row before they were measured. UIKit moves the content offset for only some
/// of them, inside the pass (``SelfSizingOffsetKeeping``: the strip above the last pass's top on
/// a table, one anchor item on a compositional list), and the snapshot, a subview of the table,
/// moves with every such offset write. So the frame compares the table after its layout with the
/// table before it. Scrolling towards the top, every row measured lies above the content past the
/// drag (the strip, and the rows swapped below the dragged one), so that content is kept where
/// the scroll alone puts it: the offset moves by the content height's change less what UIKit
/// already moved it. Scrolling towards the bottom, the rows measured lie below the content above
/// the drag, which needs only UIKit's own writes undone. The snapshot then follows the offset
/// so that it stays under the still finger.
@_spi(Headless) public struct AutoscrollStillness: Equatable, Sendable {
  /// The content offset the frame's autoscroll leaves (before its layout pass).
  public var offset: CGFloat
  /// The content height before the frame's layout pass.
  public var contentHeight: CGFloat

  /// The table before a frame's autoscroll: its content offset and content height.
  @inlinable public init(offset: CGFloat, contentHeight: CGFloat) {
    self.offset = offset
    self.contentHeight = contentHeight
  }

  /// How far the content offset must move now, after a layout pass, so that the content the
  /// frame keeps is where the frame's scroll put it; `nil` when the pass measured nothing (the
  /// content height did not change: an offset write then is not UIKit's, and is left alone) or
  /// for a non-finite table. Rebases on the table as it is, so that the next call sees only what
  /// changes after.
  @inlinable public mutating func correction(in table: some GestureTable, towardsTop: Bool)
    -> CGFloat?
  {
    let offsetNow = table.contentOffset.y
    let heightNow = table.contentSize.height
    guard heightNow != contentHeight else { return nil }
    let grown = towardsTop ? heightNow - contentHeight : 0
    let correction = grown - (offsetNow - offset)
    offset = offsetNow
    contentHeight = heightNow
    return correction.isFinite ? correction : nil
  }
}

extension ReorderController {
  /// A display frame's tick on `table`, the host's, with the content kept still across the
  /// layout passes it causes (``AutoscrollStillness``).
  @inlinable func tick(at timestamp: TimeInterval, on host: Host, table: Host.Table) {
    // Refused inside another event, as the event itself would be.
    guard depth == 0, enabledStorage else { return }
    perform(on: host, table: table) { table, session, policy, update, slotPath in
      session.tick(at: timestamp, in: table, policy: &policy, update: &update, slotPath: slotPath)
    }
    let scrolled = lastUpdateStorage.scrolledDistance
    guard scrolled != 0, sessionStorage.isDragging else { return }
    // The session read the table just before it scrolled (nothing had changed it since the
    // frame began), so a frame that does not scroll asks nothing more.
    var stillness = lastUpdateStorage.beforeScroll
    stillness.offset += scrolled
    keepStill(&stillness, towardsTop: scrolled < 0, on: host, table: table)
  }

  /// Moves the content offset by what the frame's layout passes moved the content, lays the table
  /// out again (a few rounds: the move may bring more rows on screen), then moves the snapshot by
  /// every offset change that was not the frame's scroll, so that it stays under the finger. The
  /// offset never goes above the top of the content.
  @usableFromInline func keepStill(
    _ stillness: inout AutoscrollStillness, towardsTop: Bool, on host: Host, table: Host.Table
  ) {
    let scrolledTo = stillness.offset
    nested {
      var measured = false
      for _ in 0..<Self.maximumStillnessRounds {
        guard let correction = stillness.correction(in: table, towardsTop: towardsTop) else {
          break
        }
        measured = true
        guard correction != 0 else { break }
        let offset = table.contentOffset
        let target = Swift.max(
          offset.y + correction, Swift.min(table.contentOffsetRange.min, offset.y))
        guard target != offset.y else { break }
        table.contentOffset = CGPoint(x: offset.x, y: target)
        stillness.offset = target
        reconcileCells(
          hidingStoredPath: lastUpdateStorage.hiddenPosition != nil,
          needsLayout: host.tableNeedsLayout, on: host, table: table)
      }
      let moved = table.contentOffset.y - scrolledTo
      guard measured, moved != 0, moved.isFinite, let frame = lastUpdateStorage.snapshotFrame
      else { return }
      placeSnapshot(over: frame.offsetBy(dx: 0, dy: moved), on: host)
    }
  }

  /// How many times a frame moves the offset back after its layout passes: each move may bring
  /// rows on screen that the next pass measures.
  @usableFromInline static var maximumStillnessRounds: Int { 4 }
}
