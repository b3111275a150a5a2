import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Tuning for a `ReorderSession`. The defaults suit a typical table. An app sets these on the
/// kit's `DragableOptions`.
@_spi(Headless) public struct ReorderOptions: Hashable, Sendable {
  /// When moves are committed to the app. Default `ReorderCommitMode/eachSwap`.
  public var commitMode: ReorderCommitMode
  /// Extra travel, in points, past the halfway mark before two rows swap. Default 4. It makes
  /// the rule stable: after a swap the row must travel back twice this far to swap back.
  /// Negative or non-finite values count as zero.
  public var swapHysteresis: CGFloat
  /// Edge-zone autoscroll.
  public var autoscroll: AutoscrollRamp
  /// Who moves the row in the table when a move is committed. Default
  /// `ReorderRowMoves/automatic`: the library moves it unless the table's data source is a
  /// diffable one, whose `apply` moves it. Fixed for each drag when it begins.
  public var rowMoves: ReorderRowMoves

  /// Creates options; omitted values are the defaults given on each property.
  /// - Parameters:
  ///   - commitMode: when moves are committed to the app (default `.eachSwap`).
  ///   - swapHysteresis: extra travel past the halfway mark before two rows swap, in points
  ///     (default 4).
  ///   - autoscroll: the edge-zone autoscroll (default `AutoscrollRamp()`).
  ///   - rowMoves: who moves the row in the table when a move is committed (default
  ///     `.automatic`).
  public init(
    commitMode: ReorderCommitMode = .eachSwap, swapHysteresis: CGFloat = 4,
    autoscroll: AutoscrollRamp = AutoscrollRamp(), rowMoves: ReorderRowMoves = .automatic
  ) {
    self.commitMode = commitMode
    self.rowMoves = rowMoves
    self.swapHysteresis = swapHysteresis
    self.autoscroll = autoscroll
  }
}
