import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a ``SwipeRowWriter`` sends what it decided to write: one method is one view property set.
/// The UIKit skin's `SwipeCellDisplacement` implements each with exactly one UIKit call; the
/// benchmarks count them.
@_spi(Headless) public protocol SwipeRowSink {
  /// Slides every view of the row `offset` points from rest (UIKit: the cell layer's
  /// `sublayerTransform`, a translation).
  func setRowTranslation(_ offset: CGFloat)
  /// Puts the strip of buttons at `x` in the cell (UIKit: its frame's origin), so that it stays
  /// still beneath the sliding row.
  func setStripX(_ x: CGFloat)
}

/// Decides what of a displaced row to write when its offset changes: the row's translation and
/// its strip of buttons (counter-translated: `x = stripMinX − offset`), each only when its value
/// changes. One per displaced cell.
@_spi(Headless) public struct SwipeRowWriter: Sendable {
  /// The row's offset last written (0: at rest, as a cell starts).
  public var offset: CGFloat { written }
  @usableFromInline var written: CGFloat = 0
  /// The x of the buttons' strip in the cell at rest, while a strip is shown (NaN: none).
  @usableFromInline var stripMinX = CGFloat.nan
  /// The strip's x last written.
  @usableFromInline var stripX = CGFloat.nan
  /// Whether a strip is shown.
  public var hasStrip: Bool { !stripMinX.isNaN }

  /// A writer for a row at rest without buttons.
  public init() {}

  /// Whether ``setOffset(_:into:)`` to `offset` would write anything.
  @inlinable public func writes(offset: CGFloat) -> Bool {
    offset != written || (!stripMinX.isNaN && stripMinX - offset != stripX)
  }

  /// Slides the row to `offset` (its buttons staying still), writing what changed.
  @inlinable
  public mutating func setOffset<Sink: SwipeRowSink>(_ offset: CGFloat, into sink: Sink) {
    if offset != written {
      written = offset
      sink.setRowTranslation(offset)
    }
    guard !stripMinX.isNaN else { return }
    let x = stripMinX - offset
    guard x != stripX else { return }
    stripX = x
    sink.setStripX(x)
  }

  /// A strip of buttons was put at `minX − offset` (its frame written by the caller).
  public mutating func stripShown(atMinX minX: CGFloat) {
    stripMinX = minX
    stripX = minX - written
  }

  /// The strip was removed.
  public mutating func stripRemoved() {
    stripMinX = .nan
    stripX = .nan
  }

  /// The row's offset was written outside this writer (an animation to `offset`, the strip
  /// moved with it).
  public mutating func wrote(offset: CGFloat) {
    written = offset
    stripX = stripMinX - offset
  }
}
