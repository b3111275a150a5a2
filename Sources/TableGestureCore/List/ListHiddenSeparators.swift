import Foundation

/// The separators a list hides beside its open row: on the iOS 26 design, while the row is off
/// rest, its top and bottom separators and the bottom separator of the item before it (in
/// the list's global order, so across a section boundary too) are transparent; the next item's
/// top separator is not touched.
///
/// UIKit's rule (decompiled UIKitCore 26.1, `_UICollectionViewLayoutSwipeActionsModule.mm`):
/// `transformDecorationLayoutAttributes:isDisappearing:` passes a `…BottomSeparator` to
/// `_transformLayoutAttributes:ofSeparatorAtBottom:forSwipeOccurrence:isDisappearing:` when its
/// item or the item at `_globalIndexPathForItemAtIndexPath:` + 1 is swiped, and a
/// `…TopSeparator` when its own item is; that sets `alpha` 0 while the occurrence's `offset` is
/// not 0 when `_UISolariumSwipeActionsEnabled()` (``SwipeDesignEnvironment/systemLook`` is
/// ``SwipeableLook/glass``). The separators are the layout's decoration views, so the swipe's
/// move of the cell's content leaves them where they are: the host hides them itself
/// (``SwipeHost/setListSeparatorsHidden(_:previously:)``).
@_spi(Headless) public struct ListHiddenSeparators: Sendable, Hashable {
  /// No separator hidden.
  public static let none = ListHiddenSeparators(openRow: nil, itemAbove: nil)

  /// The open row, whose top and bottom separators are hidden; `nil`: none hidden.
  public var openRow: IndexPath?
  /// The item just before ``openRow`` in the list (the previous section's last item for a
  /// section's first row), whose bottom separator is hidden; `nil` when there is none.
  public var itemAbove: IndexPath?

  /// Creates the value; each argument sets the property of the same name.
  public init(openRow: IndexPath?, itemAbove: IndexPath?) {
    self.openRow = openRow
    self.itemAbove = openRow == nil ? nil : itemAbove
  }

  /// The separators hidden beside `row` of `table`: its own and the bottom one of the item
  /// before it (skipping empty sections). A row that is not in the table hides nothing.
  public static func beside(_ row: IndexPath, in table: GestureTable) -> ListHiddenSeparators {
    guard let (section, item) = row.tablePosition, table.containsRow(at: row) else {
      return .none
    }
    if item > 0 {
      return ListHiddenSeparators(
        openRow: row, itemAbove: IndexPath(row: item - 1, inSection: section))
    }
    var earlier = section - 1
    while earlier >= 0 {
      let count = table.numberOfRows(inSection: earlier)
      if count > 0 {
        return ListHiddenSeparators(
          openRow: row, itemAbove: IndexPath(row: count - 1, inSection: earlier))
      }
      earlier -= 1
    }
    return ListHiddenSeparators(openRow: row, itemAbove: nil)
  }

  /// Whether the `separator` of the item at `indexPath` is hidden (what a list's
  /// `itemSeparatorHandler` answers).
  public func isHidden(_ separator: ListSeparator, ofItemAt indexPath: IndexPath) -> Bool {
    guard let openRow else { return false }
    if indexPath == openRow { return true }
    return separator == .bottom && indexPath == itemAbove
  }

  /// The items whose separators this value hides (the open row first), for the host to refresh.
  public var items: [IndexPath] {
    guard let openRow else { return [] }
    return itemAbove.map { [openRow, $0] } ?? [openRow]
  }
}

/// One of a list item's two separators (`UIListSeparatorConfiguration`'s top and bottom).
@_spi(Headless) public enum ListSeparator: Sendable, Hashable, CaseIterable {
  /// The separator along the item's top edge.
  case top
  /// The separator along the item's bottom edge.
  case bottom
}
