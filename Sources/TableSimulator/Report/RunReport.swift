import Foundation

/// What running one script produced: the log, the moves, the autoscroll totals, the final order
/// and the storyboard frames.
@_spi(Headless) public struct RunReport: Equatable, Sendable {
  /// One line of the event log.
  public struct LogLine: Equatable, Sendable {
    public var time: Double
    public var text: String
  }

  /// A move of the dragged row on screen (one swap), by label.
  public struct Move: Equatable, Sendable {
    public var time: Double
    public var label: String
    public var from: IndexPath
    public var to: IndexPath
  }

  public var script: GestureScript
  /// The event log: its first ``ScriptLimits/maximumLogLines`` lines.
  public var log: [LogLine] = []
  /// Log lines left out past ``ScriptLimits/maximumLogLines`` (counted, never made).
  public var logLinesLeftOut = 0
  /// Every swap the table showed, in order.
  public var moves: [Move] = []
  /// Every move the app was told about (`commitMove`), in order.
  public var committedMoves: [Move] = []
  /// Total points autoscrolled towards the end of the content.
  public var autoscrolledDown: CGFloat = 0
  /// Total points autoscrolled towards the top of the content (a positive number).
  public var autoscrolledUp: CGFloat = 0
  /// How many drags began, ended (drop) and were cancelled.
  public var dragsBegan = 0
  public var dragsEnded = 0
  public var dragsCancelled = 0
  /// Presses that did not start a drag.
  public var refusedPresses = 0
  /// Row labels per section before the first event.
  public var initialOrder: [[String]] = []
  /// Row labels per section on screen after the last event.
  public var finalOrder: [[String]] = []
  /// The app's data after applying every committed move (and reload) to it; equal to
  /// ``finalOrder`` when the moves reported to the app keep it in step with the screen.
  public var appOrder: [[String]] = []
  /// Display frames and events after which the cells were checked for "exactly the dragged row
  /// is hidden", and how many of those checks failed.
  public var reuseChecks = 0
  public var reuseFailures = 0
  /// How many distinct cells the simulated table made (reuse keeps this small).
  public var cellsCreated = 0
  /// Whether the script ended with a drag still in progress.
  public var endedDuringDrag = false
  /// The storyboard frames, in time order, when the run kept them (empty when they were handed
  /// to a ``StoryFrameSink`` instead).
  public var frames: [StoryFrame] = []
  /// How many storyboard frames the run made and kept (at most
  /// ``ScriptLimits/maximumFrames``), whether in ``frames`` or handed to a sink.
  public var frameCount = 0
  /// How many frames were left out because the limit was reached.
  public var framesLeftOut = 0
  /// How many swipe-engine pictures the run made (at most ``ScriptLimits/maximumFrames``: past
  /// the limit none is made).
  public var picturesMade = 0
  /// What the swipe engine's steps ended with, when the script has some.
  public var swipe: SwipeEngineOutcome?

  public init(script: GestureScript) {
    self.script = script
  }

  /// Whether the log has room for another line; counts the line as left out when it has not.
  mutating func makesRoomForLogLine() -> Bool {
    guard log.count < ScriptLimits.maximumLogLines else {
      logLinesLeftOut += 1
      return false
    }
    return true
  }
}
