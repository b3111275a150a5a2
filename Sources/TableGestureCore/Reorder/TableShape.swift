/// A cheap fingerprint of a table's section and row counts, to notice a reload under a drag.
///
/// Computed in O(sections) without allocating. Two tables with the same counts in every section
/// have the same shape; a change in any count or in the number of sections changes it (up to a
/// hash collision, which would need counts crafted against the multiplier).
struct TableShape: Hashable, Sendable {
  var sections: Int
  var rows: Int
  var signature: Int

  init(_ table: some GestureTable) {
    sections = Swift.max(0, table.numberOfSections)
    rows = 0
    signature = sections
    for section in 0..<sections {
      let count = table.numberOfRows(inSection: section)
      rows &+= count
      signature = signature &* 1_000_003 &+ count
    }
  }
}
