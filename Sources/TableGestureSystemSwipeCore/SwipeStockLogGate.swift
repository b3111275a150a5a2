@_spi(Headless) import TableGestureCore

/// Lets each kind of "left stock" problem reach the log once, however often layout runs.
///
/// Reasons that are not problems (`SwipeStockReason.isProblem == false`) never pass. Reasons
/// that differ only in their numbers (two different button-count mismatches) are one kind.
@_spi(Headless) public struct SwipeStockLogGate: Sendable, Hashable {
  private var loggedKinds: Set<Int> = []

  /// Creates a gate that has let no problem through yet.
  public init() {}

  /// Whether to log `reason` now; records it, so the same kind answers `false` from then on.
  public mutating func shouldLog(_ reason: SwipeStockReason) -> Bool {
    guard reason.isProblem else { return false }
    return loggedKinds.insert(Self.kind(of: reason)).inserted
  }

  private static func kind(of reason: SwipeStockReason) -> Int {
    switch reason {
    case .pullViewClassMissing: return 0
    case .actionsFieldMissing: return 1
    case .noActions: return 2
    case .allActionsDefault: return 3
    case .dynamicPullView: return 4
    case .cellEdgeFieldMissing: return 5
    case .unknownCellEdge: return 6
    case .roundedPullViewStyle: return 7
    case .buttonWidthIvarMissing: return 8
    case .ivarAccessDisallowed: return 9
    case .buttonWidthGetterMissing: return 10
    case .buttonCountMismatch: return 11
    }
  }
}
