import Foundation
@_spi(Headless) import TableGestureCore

/// A phone-sized ``SimulatedTable`` filled with rows of mixed heights, built the same way for
/// every size so that only the row count differs between the 1k, 100k and 1M benchmarks.
///
/// Heights repeat a fixed pseudo-random pattern (no `random()`), so every run measures the same
/// table. Sections get unequal shares of the rows; headers are 28 pt and some sections have a
/// footer.
enum BenchmarkTable {
  /// iPhone-like viewport: 390 × 844 pt with a navigation bar above and a home indicator below.
  static let viewportSize = CGSize(width: 390, height: 844)
  static let insets = LayoutInsets(top: 91, left: 0, bottom: 34, right: 0)

  /// Row heights in points, as a list of messages or settings rows would mix them.
  private static let heightPalette: [CGFloat] = [44, 44, 44, 56.5, 60, 72, 88, 120, 32, 44]

  /// Relative sizes of the sections; the rows are shared out in these proportions.
  private static let sectionWeights = [3, 1, 5, 2, 8, 1, 4, 6]

  /// Makes a table of `rows` rows in `sectionCount` sections (the weights repeat when there are
  /// more sections than weights).
  static func make(rows: Int, sectionCount: Int = 8) -> SimulatedTable {
    let weights = (0..<sectionCount).map { sectionWeights[$0 % sectionWeights.count] }
    let totalWeight = weights.reduce(0, +)
    var sections: [SimulatedSection] = []
    sections.reserveCapacity(sectionCount)
    var assigned = 0
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    for (index, weight) in weights.enumerated() {
      let count =
        index == sectionCount - 1 ? rows - assigned : rows * weight / totalWeight
      assigned += count
      var heights: [CGFloat] = []
      heights.reserveCapacity(count)
      for _ in 0..<count {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        heights.append(heightPalette[Int(seed >> 33) % heightPalette.count])
      }
      sections.append(
        SimulatedSection(
          headerHeight: 28, footerHeight: index % 3 == 0 ? 16 : 0, rowHeights: heights))
    }
    return SimulatedTable(sections: sections, viewportSize: viewportSize, contentInsets: insets)
  }
}
