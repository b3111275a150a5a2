import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One section of a ``SimulatedTable``: header and footer heights and its rows.
///
/// Heights are in points. Negative, NaN or infinite heights are treated as zero by the table.
@_spi(Headless) public struct SimulatedSection: Hashable, Sendable {
  /// Height of the section header; zero for none.
  public var headerHeight: CGFloat
  /// Height of the section footer; zero for none.
  public var footerHeight: CGFloat
  /// Heights of the rows, top to bottom.
  public var rowHeights: [CGFloat]
  /// Stable identities of the rows (your model's items), or `nil` to let the table number the rows
  /// in order across the whole table. When given, it must have one entry per row height; extra
  /// entries are ignored and missing ones are numbered.
  public var rowIDs: [Int]?

  /// Creates a section with these header and footer heights and rows; without `rowIDs` the table
  /// numbers the rows.
  public init(
    headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, rowHeights: [CGFloat],
    rowIDs: [Int]? = nil
  ) {
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.rowHeights = rowHeights
    self.rowIDs = rowIDs
  }

  /// A section of `count` rows that all have the same height.
  public static func uniform(
    rows count: Int, height: CGFloat, headerHeight: CGFloat = 0, footerHeight: CGFloat = 0
  ) -> SimulatedSection {
    SimulatedSection(
      headerHeight: headerHeight, footerHeight: footerHeight,
      rowHeights: Array(repeating: height, count: Swift.max(0, count)))
  }
}
