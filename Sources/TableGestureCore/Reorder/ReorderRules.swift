import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Ready-made drag rules: pinned rows, a handle area, staying within a section.
///
/// Used by the simulator and handy in tests; ``RecordingReorderPolicy`` turns them into a
/// ``ReorderPolicy`` that records every move.
///
/// The answers are `@inlinable`: called across the module boundary, each call retained and
/// released ``pinnedRows``'s storage around it (the empty set's too, an immortal object whose
/// count goes the slow way): 202 instructions a swapping drag event in the benchmarks, whose app
/// answers with these rules (Benchmarks/README.md).
@_spi(Headless) public struct ReorderRules: Hashable, Sendable {
  /// Rows that cannot be dragged and on which no other row may land (for example a header-like
  /// first row). Positions, not items: a pinned position stays where it is.
  public var pinnedRows: Set<IndexPath>
  /// The horizontal band, in the row's own coordinates, where a press may start a drag (a drag
  /// handle). `nil` allows the whole row. Moves without a finger (VoiceOver) ignore it.
  public var handleArea: ClosedRange<CGFloat>?
  /// Whether rows may move into other sections.
  public var allowsMovingBetweenSections: Bool

  /// Creates rules; by default nothing is pinned, the whole row is a handle and rows may change
  /// sections.
  public init(
    pinnedRows: Set<IndexPath> = [], handleArea: ClosedRange<CGFloat>? = nil,
    allowsMovingBetweenSections: Bool = true
  ) {
    self.pinnedRows = pinnedRows
    self.handleArea = handleArea
    self.allowsMovingBetweenSections = allowsMovingBetweenSections
  }

  /// Whether a press at `touchPoint` on the row at `indexPath` may start a drag; a `nil` touch
  /// point (VoiceOver) is checked against the pinned rows only.
  @inlinable public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    guard !pinnedRows.contains(indexPath) else { return false }
    guard let handleArea, let touchPoint else { return true }
    return handleArea.contains(touchPoint.x)
  }

  /// Whether the dragged row may stop at `indexPath`.
  @inlinable public func canMoveRow(to indexPath: IndexPath) -> Bool {
    !pinnedRows.contains(indexPath)
  }

  /// `proposed`, or `original` (so the row waits) when it would leave its section and
  /// ``allowsMovingBetweenSections`` is off.
  @inlinable public func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath)
    -> IndexPath
  {
    if !allowsMovingBetweenSections, proposed.tableSection != original.tableSection {
      return original
    }
    return proposed
  }
}

/// A ``ReorderPolicy`` made of ``ReorderRules`` that records every committed move in order.
@_spi(Headless) public struct RecordingReorderPolicy: ReorderPolicy, Sendable {
  /// The rules the policy answers with.
  public var rules: ReorderRules
  /// Every move committed so far, oldest first.
  public private(set) var committedMoves: [ReorderMove] = []

  /// Creates a policy that answers with `rules` and has recorded no move yet.
  public init(rules: ReorderRules = ReorderRules()) {
    self.rules = rules
  }

  public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    rules.canDragRow(at: indexPath, touchPoint: touchPoint)
  }

  public func canMoveRow(to indexPath: IndexPath) -> Bool {
    rules.canMoveRow(to: indexPath)
  }

  public func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
    rules.targetIndexPath(forMoveFrom: original, proposed: proposed)
  }

  public mutating func commitMove(from: IndexPath, to: IndexPath) {
    committedMoves.append(ReorderMove(from: from, to: to))
  }
}
