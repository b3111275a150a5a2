import Foundation

/// What else is happening on the table when a long press could lift a row: the facts the host
/// gathers for ``ReorderController/canBeginDrag(at:context:offersContextMenu:)``.
///
/// UIKit's own long presses and swipes use the same finger, so the controller decides which
/// one a press belongs to (see ``ReorderGestureConflict``). All `false` by default: nothing else
/// competes.
@_spi(Headless) public struct ReorderGestureContext: Hashable, Sendable {
  /// The table is editing: edit mode, or a row's swipe actions are open — UIKit sets `isEditing`
  /// when a swipe reveals actions (Apple's `tableView(_:willBeginEditingRowAt:)` page).
  public var isEditing: Bool
  /// The library's own swipe engine has a row open or moving.
  public var isSwipeActive: Bool
  /// The table's delegate offers a context menu for the pressed row at the pressed point
  /// (`tableView(_:contextMenuConfigurationForRowAt:point:)` returns a configuration).
  public var rowOffersContextMenu: Bool
  /// The table has the system's drag and drop (a `dragDelegate`), which lifts rows on the same
  /// long press — while its drag interaction is on (``dragInteractionEnabled``).
  public var hasSystemDragAndDrop: Bool
  /// The table's `dragInteractionEnabled`. With it off the system's drag and drop lifts nothing,
  /// whatever its `dragDelegate` ("To support dragging content … set this property value to
  /// true. To disable this behavior, set the value to false", Apple's `dragInteractionEnabled`
  /// page for collection views, the table's twin; it was off by default on iPhone before iOS 15),
  /// so the press is the library's. Default `true`.
  public var dragInteractionEnabled: Bool
  /// A `UIContextMenuInteraction` attached to the pressed row's cell (not the table's delegate)
  /// offers a menu at the pressed point: its delegate returns a configuration for it. Treated as
  /// ``rowOffersContextMenu``: that interaction's long press opens the menu.
  public var cellOffersContextMenu: Bool
  /// Something could offer a context menu at the press, but whether it does is still to be asked:
  /// the table's delegate implements `tableView(_:contextMenuConfigurationForRowAt:point:)`, or
  /// the pressed row's cell has a `UIContextMenuInteraction`. The question itself (which runs the
  /// app's menu code) is asked by ``ReorderController/canBeginDrag(at:context:offersContextMenu:)``
  /// only when its answer decides the press. Default `false`.
  public var mayOfferContextMenu: Bool
  /// A collection-view list's diffable data source has `reorderingHandlers` that let items
  /// move (`canReorderItem` set). UIKit then makes its drag and drop itself, without a
  /// `dragDelegate` (the drag-source controller is made when `_dragAndDropNeededForReordering`:
  /// decompiled UIKitCore 26.1, `UICollectionView`), and it lifts items on the same long press
  /// while ``dragInteractionEnabled`` is on (by default on iPad and Mac Catalyst only).
  /// Default `false`.
  public var hasSystemReorderingHandlers: Bool
  /// The press is on UIKit's own reorder control: the grabber of the pressed item's `.reorder`
  /// cell accessory, shown now. Its own press (no delay) starts UIKit's reorder of the item at
  /// once (`_UICollectionViewListCellReorderControl`, decompiled UIKitCore 26.1). Elsewhere on
  /// the item, and on an item whose accessory shows only in edit mode (the default), the press
  /// is the library's. Default `false`.
  public var pressIsOnSystemReorderControl: Bool

  /// Creates the facts of one press; each argument sets the property of the same name.
  public init(
    isEditing: Bool = false, isSwipeActive: Bool = false, rowOffersContextMenu: Bool = false,
    hasSystemDragAndDrop: Bool = false, dragInteractionEnabled: Bool = true,
    cellOffersContextMenu: Bool = false, mayOfferContextMenu: Bool = false,
    hasSystemReorderingHandlers: Bool = false, pressIsOnSystemReorderControl: Bool = false
  ) {
    self.hasSystemReorderingHandlers = hasSystemReorderingHandlers
    self.pressIsOnSystemReorderControl = pressIsOnSystemReorderControl
    self.isEditing = isEditing
    self.isSwipeActive = isSwipeActive
    self.rowOffersContextMenu = rowOffersContextMenu
    self.hasSystemDragAndDrop = hasSystemDragAndDrop
    self.dragInteractionEnabled = dragInteractionEnabled
    self.cellOffersContextMenu = cellOffersContextMenu
    self.mayOfferContextMenu = mayOfferContextMenu
  }

  /// Why a press here must not lift the row, or `nil` when nothing competes with the drag (as
  /// far as is known: see ``mayOfferContextMenu``). When several apply, the first in
  /// ``ReorderGestureConflict``'s order is given.
  public var conflict: ReorderGestureConflict? {
    if isEditing { return .tableIsEditing }
    if isSwipeActive { return .swipeIsActive }
    if hasSystemDragAndDrop, dragInteractionEnabled { return .systemDragAndDrop }
    if hasSystemReorderingHandlers, dragInteractionEnabled { return .systemReorderingHandlers }
    if pressIsOnSystemReorderControl { return .systemReorderControl }
    if rowOffersContextMenu || cellOffersContextMenu { return .contextMenu }
    return nil
  }
}

/// Why a long press does not lift a row although the row could be dragged: another of the
/// table's gestures owns it. Never two lifts at once.
@_spi(Headless) public enum ReorderGestureConflict: Hashable, Sendable, CaseIterable {
  /// The table is in edit mode, or a row's swipe actions are open: the press belongs to them
  /// (UIKit's reorder controls, or closing the swipe).
  case tableIsEditing
  /// The library's own swipe engine is showing or moving a row's actions.
  case swipeIsActive
  /// The table uses the system's drag and drop (a `dragDelegate`, with `dragInteractionEnabled`
  /// on), which lifts rows on the same press. Use one or the other: set `dragDelegate` to `nil`,
  /// or `dragInteractionEnabled` to `false`, on a table that uses `dragable`.
  case systemDragAndDrop
  /// A collection-view list's diffable data source lets items move through its
  /// `reorderingHandlers`, and its `dragInteractionEnabled` is on (the iPad and Mac Catalyst
  /// default): UIKit's drag and drop lifts the item on the same press. Set
  /// `dragInteractionEnabled` to `false`, or leave `canReorderItem` unset, on a list that uses
  /// `dragable`. With `dragInteractionEnabled` off (the iPhone default) the two coexist: the
  /// long press is the library's, and the handlers serve only UIKit's edit-mode reorder.
  case systemReorderingHandlers
  /// The press is on the grabber of the item's `.reorder` accessory, shown outside edit mode
  /// (`displayed: .always`), which reorders the item UIKit's way. The two coexist: a press
  /// elsewhere on the item is the library's. In edit mode every press is UIKit's
  /// (``tableIsEditing``).
  case systemReorderControl
  /// The delegate, or a `UIContextMenuInteraction` on the row's cell, offers a context menu here:
  /// the menu wins, as a long press opens it on every iOS table. To drag such rows, give them a handle — allow drags only from it
  /// (`canDragCellFrom`) and return `nil` from `contextMenuConfigurationForRowAt` at points on
  /// it; then a press on the handle lifts the row and a press elsewhere opens the menu.
  case contextMenu

  /// The one log line for a press this conflict refused, naming UIKit's gesture and the fix;
  /// `nil` where standing down is the expected behaviour and needs no line (edit mode, an open
  /// swipe, a context menu).
  public var note: String? {
    switch self {
    case .tableIsEditing, .swipeIsActive, .contextMenu: return nil
    case .systemDragAndDrop:
      return "dragable: the view has a dragDelegate with dragInteractionEnabled on, so UIKit's "
        + "drag and drop lifts the row and the library's drag stands down. Set dragDelegate to "
        + "nil or dragInteractionEnabled to false to use dragable."
    case .systemReorderingHandlers:
      return "dragable collection view: the diffable data source's reorderingHandlers let "
        + "items move and dragInteractionEnabled is on (the iPad and Mac Catalyst default), so "
        + "UIKit's drag and drop lifts the item and the library's drag stands down. Set "
        + "dragInteractionEnabled to false (the handlers then serve edit mode only) or leave "
        + "canReorderItem unset."
    case .systemReorderControl:
      return "dragable collection view: the press is on the grabber of UIKit's .reorder "
        + "accessory, shown outside edit mode, so UIKit reorders the item and the library's "
        + "drag stands down; a press elsewhere on the item is the library's. Show the "
        + "accessory .whenEditing (its default) to leave the grabber to edit mode."
    }
  }
}
