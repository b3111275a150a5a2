import Foundation

/// What the owner of a ``SimulatedTable``'s cells hears from inside the table's layout pass (see
/// ``SimulatedTable/layoutIfNeeded()``): the moments a UIKit cell runs `prepareForReuse()` and
/// `layoutSubviews()`. Both run while ``SimulatedTable/isLayingOut`` is `true`, when the table
/// answers no cell query, so code here may change only the cell itself.
@_spi(Headless) public protocol SimulatedCellObserver: AnyObject {
  /// `cell` leaves the reuse pool to show another row (`prepareForReuse()`).
  func tableWillReuseCell(_ cell: Int)

  /// `cell`, on screen, is being laid out (the cell's `layoutSubviews()`).
  func tableDidLayOutCell(_ cell: Int)
}
