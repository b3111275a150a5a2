/// The largest scripts the simulator accepts, so that a typo cannot make it run for hours or
/// write a storyboard of gigabytes.
public enum ScriptLimits {
  public static let maximumFileBytes = 4_000_000
  public static let maximumSections = 100
  public static let maximumRows = 1_000
  public static let maximumEvents = 10_000
  /// Seconds of script time.
  public static let maximumDuration: Double = 600
  public static let maximumFrameRate = 240
  /// Storyboard frames per script; later ones are left out, and the summary says how many.
  public static let maximumFrames = 100
  /// Points; for viewport sides, row, header and footer heights, and insets.
  public static let maximumLength: Double = 10_000
}
