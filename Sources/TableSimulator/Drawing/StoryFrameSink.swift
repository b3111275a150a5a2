/// Where a run's storyboard frames go as they are made: at most ``limit`` of them, each handed
/// on at once (kept in the report, or written to disk by the storyboard writer).
///
/// Past the limit, frames are only counted (``leftOut``) and never drawn: drawing a frame costs
/// a pass over every row of the table, so a script of thousands of refused presses on a table of
/// a thousand rows would otherwise take minutes and gigabytes. Use one sink per run.
@_spi(Headless) public final class StoryFrameSink {
  /// The most frames kept; later ones are left out.
  public let limit: Int
  /// Frames handed on so far.
  public private(set) var kept = 0
  /// Frames left out because ``limit`` was reached.
  public private(set) var leftOut = 0
  private let take: (StoryFrame) -> Void

  /// A sink that hands each kept frame to `take`, in the order they are made.
  public init(limit: Int = ScriptLimits.maximumFrames, take: @escaping (StoryFrame) -> Void) {
    self.limit = Swift.max(0, limit)
    self.take = take
  }

  /// Hands on the frame `make` draws, or, once ``limit`` frames were kept, counts it as left
  /// out without calling `make`.
  public func add(_ make: () -> StoryFrame) {
    guard kept < limit else {
      leftOut += 1
      return
    }
    kept += 1
    take(make())
  }
}
