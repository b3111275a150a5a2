import Foundation
@_spi(Headless) import TableGestureCore

/// The drag rules of a script (see `ReorderRules`), plus the commit mode.
@_spi(Headless) public struct ScriptRules: Equatable, Sendable {
  /// Pinned positions, as `[section, row]` index paths, in the order written.
  public var pinnedRows: [IndexPath]
  /// The horizontal band of a row where a press may start a drag; `nil` for the whole row.
  public var handleArea: ClosedRange<CGFloat>?
  public var allowsMovingBetweenSections: Bool
  public var commitMode: ReorderCommitMode

  public init(
    pinnedRows: [IndexPath] = [], handleArea: ClosedRange<CGFloat>? = nil,
    allowsMovingBetweenSections: Bool = true, commitMode: ReorderCommitMode = .eachSwap
  ) {
    self.pinnedRows = pinnedRows
    self.handleArea = handleArea
    self.allowsMovingBetweenSections = allowsMovingBetweenSections
    self.commitMode = commitMode
  }

  /// The core's rules for these settings.
  public var reorderRules: ReorderRules {
    ReorderRules(
      pinnedRows: Set(pinnedRows), handleArea: handleArea,
      allowsMovingBetweenSections: allowsMovingBetweenSections)
  }
}
