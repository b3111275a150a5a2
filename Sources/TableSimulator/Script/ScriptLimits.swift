/// The largest scripts the simulator accepts, so that a typo cannot make it run for hours or
/// write a storyboard of gigabytes.
@_spi(Headless) public enum ScriptLimits {
  public static let maximumFileBytes = 4_000_000
  public static let maximumSections = 100
  public static let maximumRows = 1_000
  public static let maximumEvents = 10_000
  /// Seconds of script time.
  public static let maximumDuration: Double = 600
  public static let maximumFrameRate = 240
  /// Display frames the drag may tick through: the frame rate times the time of the last event
  /// (300 s at 60 frames a second), so a long script at a high rate cannot run for minutes.
  public static let maximumDisplayFrames = 18_000
  /// Display frames and events, times the most rows on screen at once (at least 20): every frame
  /// and event does work for every row on screen, so a screen of a thousand thin rows gets fewer
  /// of them. Never reached with 20 rows or fewer on screen.
  public static let maximumRowFrames = 560_000
  /// Storyboard frames per script; later ones are left out, and the summary says how many.
  public static let maximumFrames = 100
  /// Points; for viewport sides, row, header and footer heights, and insets.
  public static let maximumLength: Double = 10_000
  /// Swipe-engine steps per script; each fraction of a `transitions` step counts as one.
  public static let maximumSwipeEngineSteps = 1_000
  /// Buttons per row and edge of the swipe engine.
  public static let maximumButtons = 20
  /// Characters in a script's `name`: it is written four times (the summary, and the
  /// storyboard's contents, heading and summary), escaped for HTML.
  public static let maximumNameLength = 200
  /// Lines of a script's event log; later ones are counted, never made, and the summary says how
  /// many. Every move of the dragged row is a line, so a row swung between the edges could
  /// otherwise log tens of megabytes.
  public static let maximumLogLines = 5_000
  /// Characters in a row label.
  public static let maximumLabelLength = 40
  /// Characters in a swipe button's title.
  public static let maximumTitleLength = 40
  /// Bytes of an error line; longer text echoed from the script is shortened.
  public static let maximumErrorBytes = 2_000
}
