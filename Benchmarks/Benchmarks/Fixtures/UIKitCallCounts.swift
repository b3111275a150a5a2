/// The UIKit operations a benchmark's host asks for, counted where the UIKit skin makes one UIKit
/// call: each write a core writer decides on (``SwipeRowWriter``, ``SwipeButtonWriter``,
/// ``SwipeNeedsMirror``) reaches a counting sink here, as it reaches the skin's one-call
/// implementation on a device. Benchmarks/README.md ("UIKit calls per event") says which kit
/// line makes each.
@_spi(Headless) public final class UIKitCallCounts {
  /// View, layer, display-link and recogniser property sets (an animation counts the property
  /// sets inside it).
  @exclusivity(unchecked) public var writes = 0
  /// Text measurements (`sizeThatFits` of a title).
  @exclusivity(unchecked) public var textMeasurements = 0
  /// `cellForRow(at:)` calls (each with the associated-object read of the cell's displacement).
  @exclusivity(unchecked) public var cellLookups = 0
  /// Forced layout passes (`layoutIfNeeded()`).
  @exclusivity(unchecked) public var forcedLayouts = 0

  /// Counts from zero.
  public init() {}

  /// Sets every count back to zero (after set-up, before the measured events).
  public func reset() {
    writes = 0
    textMeasurements = 0
    cellLookups = 0
    forcedLayouts = 0
  }

  /// The counts per event over `events` events, in the form `instructions.sh` prints:
  /// `uikit-calls KIND: writes W, text-measurements M, cell-lookups L, forced-layouts F`.
  /// A count that is not a whole number per event shows two decimals.
  public func line(kind: String, events: Int) -> String {
    func perEvent(_ count: Int) -> String {
      guard events > 0 else { return "0" }
      if count % events == 0 { return String(count / events) }
      let hundredths = (count * 100 + events / 2) / events
      let fraction = hundredths % 100
      return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    return "uikit-calls \(kind): writes \(perEvent(writes)), text-measurements "
      + "\(perEvent(textMeasurements)), cell-lookups \(perEvent(cellLookups)), "
      + "forced-layouts \(perEvent(forcedLayouts))"
  }
}
