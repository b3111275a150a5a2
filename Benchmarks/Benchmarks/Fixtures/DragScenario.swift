import Foundation
@_spi(Headless) import TableGestureCore

/// What one measured event of a benchmark is.
public enum DragScenario: String, CaseIterable, Sendable {
  /// The finger moves 3 pt up and down inside the halfway band: the snapshot follows, no swap.
  case moveSteady = "Move, no swap"
  /// The finger alternates by the neighbour's height: every event swaps the row one position
  /// down, then back up.
  case moveSwapping = "Move, one swap each"
  /// A 120 Hz display frame with the finger 1 pt inside the top edge zone: the table scrolls up
  /// a little each frame and no row crosses the threshold.
  case tickAutoscroll = "Tick, autoscrolling"
  /// A 120 Hz display frame with the finger in the bottom edge zone of a table scrolled to its
  /// end: autoscroll wants to scroll but the content end stops it.
  case tickAtContentEnd = "Tick, at content end"

  /// Whether each event of the scenario is expected to swap a row.
  public var swapsEachEvent: Bool { self == .moveSwapping }
}
