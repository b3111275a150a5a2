import Foundation
@_spi(Headless) import TableGestureCore

/// Tuning of the drag and of the simulated display.
@_spi(Headless) public struct ScriptTuning: Equatable, Sendable {
  public var swapHysteresis: CGFloat
  public var edgeZoneHeight: CGFloat
  public var maximumSpeed: CGFloat
  /// Display frames per second while a drag is active; the runner ticks the session at every
  /// frame between events. Zero means only the script's own `tick` events.
  public var frameRate: Int
  /// Seconds of script time between storyboard frames while a drag is active, on top of the
  /// key moments (for an animation); zero for key moments only.
  public var pictureInterval: Double

  public init(
    swapHysteresis: CGFloat = 4, edgeZoneHeight: CGFloat = 64, maximumSpeed: CGFloat = 1_000,
    frameRate: Int = 60, pictureInterval: Double = 0
  ) {
    self.pictureInterval = pictureInterval
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
