/// The corners of a list row that are rounded (`CACornerMask`'s four corners), and which of
/// them the clip around a row's swipe buttons takes.
///
/// In an inset-grouped list the group's first row rounds its top corners and its last row its
/// bottom ones (a row alone in its section all four); the buttons sit where the row was, so
/// their clip takes the same corners or the group loses its rounded ends under them. UIKit's
/// list swipe does that by copying the cell's corners to its swipe-actions decoration view
/// (`transformDecorationLayoutAttributes:isDisappearing:` calls `_setMaskedCorners:` with the
/// cell's `_effectiveMaskedCornersForSystemBackgroundView` when
/// `_cellWithCustomGroupingAtIndexPath:` finds a grouped background; decompiled UIKitCore 26.1,
/// `_UICollectionViewLayoutSwipeActionsModule.mm`). Other appearances group nothing: square.
@_spi(Headless) public struct ListRowCorners: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  /// Creates the set from its raw value (bit 0 top left, 1 top right, 2 bottom left, 3 bottom
  /// right: `CACornerMask`'s order).
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The top-left corner (`layerMinXMinYCorner`).
  public static let topLeft = ListRowCorners(rawValue: 1 << 0)
  /// The top-right corner (`layerMaxXMinYCorner`).
  public static let topRight = ListRowCorners(rawValue: 1 << 1)
  /// The bottom-left corner (`layerMinXMaxYCorner`).
  public static let bottomLeft = ListRowCorners(rawValue: 1 << 2)
  /// The bottom-right corner (`layerMaxXMaxYCorner`).
  public static let bottomRight = ListRowCorners(rawValue: 1 << 3)
  /// The two top corners.
  public static let top: ListRowCorners = [.topLeft, .topRight]
  /// The two bottom corners.
  public static let bottom: ListRowCorners = [.bottomLeft, .bottomRight]
  /// All four corners.
  public static let all: ListRowCorners = [.top, .bottom]

  /// The rounded corners of item `item` of a section of `itemCount` items in a list of
  /// `appearance` (a first-item header row counts as the group's first row, as it is drawn).
  /// Out-of-range items and other appearances: none.
  public static func ofRow(item: Int, itemCount: Int, appearance: ListAppearance)
    -> ListRowCorners
  {
    guard appearance == .insetGrouped, item >= 0, item < itemCount else { return [] }
    var corners: ListRowCorners = []
    if item == 0 { corners.formUnion(.top) }
    if item == itemCount - 1 { corners.formUnion(.bottom) }
    return corners
  }
}
