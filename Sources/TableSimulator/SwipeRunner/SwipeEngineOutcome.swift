/// What a swipe-engine run ended with, and what was checked along the way.
@_spi(Headless) public struct SwipeEngineOutcome: Equatable, Sendable {
  /// Rows the app deleted from its data, by label, in order.
  public var deletedRows: [String] = []
  /// The row open at the end, with its edge (`'A2' trailing`), or `nil`.
  public var openRow: String?
  /// Moments the table was still (after a step, or a settle frame) at which "at most one row is
  /// off its rest position" was checked, and how many of those checks failed.
  public var oneOpenRowChecks = 0
  public var oneOpenRowFailures = 0
  /// Display frames the engine ran (never more than the script reader allowed for).
  public var framesRun = 0
  /// Rows the app's data holds that the table does not show, or the other way round, at the end.
  public var dataMatchesScreen = true
  /// Checks of replaced, deleted and resized rows' cells.
  public var cellChecks = SwipeEngineCellChecks()
}
