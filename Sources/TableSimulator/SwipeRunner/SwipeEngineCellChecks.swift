/// Counts of the checks of the cell cases in a swipe-engine run; all zero when the
/// script has none of those cases.
@_spi(Headless) public struct SwipeEngineCellChecks: Equatable, Sendable {
  /// Taps on a button place of a row whose current cell showed no buttons (its cell was
  /// replaced), and how many of them ran an action.
  public var tapsWithoutButtons = 0
  public var phantomActions = 0
  /// Moments a cell kept for a row deleted with an animation was checked for keeping its offset
  /// and buttons, and how many of those checks failed.
  public var leavingChecks = 0
  public var leavingFailures = 0
  /// Moments, after a width change, an open row at rest was checked for sitting at its new open
  /// width with its buttons inside the row, and how many of those checks failed.
  public var widthChecks = 0
  public var widthFailures = 0
  /// Moments a collection-view list was checked, while still, for its separators beside a
  /// moved row (hidden with the iOS 26 design, shown with the classic one) and its buttons'
  /// clip corners (the row's), and how many of those checks failed.
  public var listChecks = 0
  public var listFailures = 0
  /// The list's design hides separators beside an open row (iOS 26), for the summary's words.
  public var listHidesSeparators = false
}
