import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What an event that follows one row (the swipe's pan update and display frame) asks the table,
/// in one ``GestureTable/followReading(_:)``: the table's shape around the row, whether it is
/// editing, and where the row and the visible area are.
///
/// Each question is asked only when the ones before it allow it, in this order: the section
/// count; the watched section's row count when the section count is the one expected; whether the
/// table is editing when that row count is too and a row is active; the row's rect and the
/// visible range when the table is not editing and the row exists. What was not asked reads as
/// the table's answer could not: a row count of −1, not editing, no rect.
@_spi(Headless) public struct RowFollowReading: Sendable {
  /// What the caller expects, from its last reading.
  public struct Question: Sendable {
    /// The section count expected.
    public var sections: Int
    /// The watched row's section.
    public var section: Int
    /// The row count of ``section`` expected.
    public var rows: Int
    /// The watched row's row.
    public var row: Int
    /// Whether a row is active (the watched row then is it): only then is the edit mode asked.
    public var isActive: Bool

    /// Creates a question; each argument sets the property of the same name.
    @inlinable public init(sections: Int, section: Int, rows: Int, row: Int, isActive: Bool) {
      self.sections = sections
      self.section = section
      self.rows = rows
      self.row = row
      self.isActive = isActive
    }

    /// Whether the watched row exists in the expected shape.
    @inlinable var containsRow: Bool {
      section >= 0 && section < sections && row >= 0 && row < rows
    }
  }

  /// The section count.
  public var sections: Int
  /// The watched section's row count, or −1 when not asked.
  public var rows = -1
  /// Whether the table is editing (`false` when not asked).
  public var isEditing = false
  /// The watched row's rect, or `nil` when not asked.
  public var rowRect: CGRect?
  /// The visible area's top (``GestureTable/visibleContentRange``), asked with ``rowRect``; zero
  /// when it was not.
  public var visibleTop: CGFloat = 0
  /// The visible area's bottom, asked with ``visibleTop``; zero when it was not.
  public var visibleBottom: CGFloat = 0

  /// Whether the shape is the one `question` expected (its row count was asked and matched).
  @inlinable public func matches(_ question: Question) -> Bool {
    sections == question.sections && rows == question.rows
  }

  /// Asks `table` the questions `question` allows, each through its own requirement.
  ///
  /// Generic, not over `any GestureTable`: a ``WeakTableReference`` calls it with its concrete
  /// borrowed table, so each question is a direct call (through the existential, each was a
  /// witness-table call, and the borrowed value was boxed and destroyed for the event).
  @inlinable public init<Table: GestureTable>(asking table: Table, _ question: Question) {
    sections = table.numberOfSections
    guard sections == question.sections else { return }
    rows = table.numberOfRows(inSection: question.section)
    guard rows == question.rows, question.isActive else { return }
    isEditing = table.isEditing
    guard !isEditing, question.containsRow else { return }
    rowRect = table.rectForRow(question.row, inSection: question.section)
    let visible = table.visibleContentRange
    visibleTop = visible.top
    visibleBottom = visible.bottom
  }
}
