import Foundation
@_spi(Headless) import TableGestureCore

/// One section of a script's table, with a label for every row.
@_spi(Headless) public struct ScriptSection: Equatable, Sendable {
  public var headerHeight: CGFloat
  public var footerHeight: CGFloat
  public var rowHeights: [CGFloat]
  /// One label per row, unique across the table; they name the rows in the summary and pictures.
  public var labels: [String]
  /// How a list lays the section out (a table's sections are always `.list`).
  public var kind: ScriptSectionKind = .list

  public init(
    headerHeight: CGFloat = 0, footerHeight: CGFloat = 0, rowHeights: [CGFloat], labels: [String]
  ) {
    self.headerHeight = headerHeight
    self.footerHeight = footerHeight
    self.rowHeights = rowHeights
    self.labels = labels
  }

  /// The default label of a row: the section's letter(s) and the 1-based row number (`B2`).
  public static func defaultLabel(section: Int, row: Int) -> String {
    var letters = ""
    var number = section + 1
    while number > 0 {
      let digit = (number - 1) % 26
      letters = String(Character(Unicode.Scalar(UInt8(65 + digit)))) + letters
      number = (number - 1) / 26
    }
    return "\(letters)\(row + 1)"
  }
}

/// The table a script runs on.
@_spi(Headless) public struct ScriptTable: Equatable, Sendable {
  public var viewport: CGSize
  public var insets: LayoutInsets
  /// The initial content offset's `y`; `nil` starts at the top (`-insets.top`).
  public var contentOffsetY: CGFloat?
  public var sections: [ScriptSection]
  /// A table (the default) or a collection-view list.
  public var host: ScriptHost

  public init(
    viewport: CGSize, insets: LayoutInsets = .zero, contentOffsetY: CGFloat? = nil,
    sections: [ScriptSection], host: ScriptHost = .table
  ) {
    self.viewport = viewport
    self.insets = insets
    self.contentOffsetY = contentOffsetY
    self.sections = sections
    self.host = host
  }
}
