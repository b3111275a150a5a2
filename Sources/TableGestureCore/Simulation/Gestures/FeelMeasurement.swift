/// How one finger path felt on one table: the finger's travel (points from touch-down) before
/// the content scrolled and before the row followed, and how far each trails the finger.
@_spi(Headless) public struct FeelMeasurement: Sendable, Hashable {
  /// The travel when the table's scroll pan began, or `nil` when it never did.
  public var scrollTravel: Double?
  /// How far the content trailed the finger vertically at lift-off (points), or `nil`.
  public var contentTrail: Double?
  /// The travel when the row began to follow the finger (its pan began), or `nil`.
  public var rowTravel: Double?
  /// The row's offset on the event its pan began (points; 0: no jump), or `nil`.
  public var rowJump: Double?
  /// How far the row trailed the finger horizontally at lift-off (points), or `nil`.
  public var rowTrail: Double?
  /// The travel when the content back-swipe began (a pop), or `nil`.
  public var popTravel: Double?
  /// The travel when the drag press began (a lift), or `nil`.
  public var pressTravel: Double?
}
