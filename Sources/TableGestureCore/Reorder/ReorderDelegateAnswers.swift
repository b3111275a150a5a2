import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The app's delegate as a drag asks it, each question with the table it is the delegate of:
/// what ``DelegatedReorderPolicy`` forwards to. `TableGestureKit` answers with the app's
/// `DragableTableDelegate` (its defaults where a method is not implemented); the benchmarks with
/// a delegate object of their own.
@_spi(Headless) public protocol ReorderDelegateAnswers {
  /// The table the delegate is asked about (`UITableView`).
  associatedtype Table: AnyObject

  /// Whether a press at `touchPoint` (the row's own coordinates) may lift the row at `indexPath`.
  func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint, in table: Table) -> Bool
  /// Whether VoiceOver may move the row at `indexPath`.
  func canMoveRowWithAccessibility(at indexPath: IndexPath, in table: Table) -> Bool
  /// Whether the dragged row may stop at `indexPath`.
  func canMoveRow(to indexPath: IndexPath, in table: Table) -> Bool
  /// Where the row goes instead of `proposed`.
  func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath, in table: Table)
    -> IndexPath
  /// A row moved: the app moves it in its data.
  func commitMove(from: IndexPath, to: IndexPath, in table: Table)
}
