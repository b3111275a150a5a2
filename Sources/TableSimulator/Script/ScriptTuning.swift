import Foundation
import TableGestureCore

/// Tuning of the drag and of the simulated display.
public struct ScriptTuning: Equatable, Sendable {
  public var swapHysteresis: CGFloat
  public var edgeZoneHeight: CGFloat
  public var maximumSpeed: CGFloat
  /// Display frames per second while a drag is active; the runner ticks the session at every
  /// frame between events. Zero means only the script's own `tick` events.
  public var frameRate: Int

  public init(
    swapHysteresis: CGFloat = 4, edgeZoneHeight: CGFloat = 64, maximumSpeed: CGFloat = 1_000,
    frameRate: Int = 60
  ) {
    self.swapHysteresis = swapHysteresis
    self.edgeZoneHeight = edgeZoneHeight
    self.maximumSpeed = maximumSpeed
    self.frameRate = frameRate
  }

  func reorderOptions(commitMode: ReorderCommitMode) -> ReorderOptions {
    ReorderOptions(
      commitMode: commitMode, swapHysteresis: swapHysteresis,
      autoscroll: AutoscrollRamp(edgeZoneHeight: edgeZoneHeight, maximumSpeed: maximumSpeed))
  }
}
