/// Which collection-view sections the swipe engine works on: vertical list sections (a list
/// layout, or a section the app says is a list), never orthogonal sections, grids or a
/// section's first-item header row. A pure decision from ``ListSectionFacts``.
///
/// UIKit's own list swipe asks the layout the same question first
/// (`-[_UICollectionViewLayoutSwipeActionsModule swipeActionController:leadingSwipeConfigurationForItemAtIndexPath:]`
/// returns no configuration unless the layout's `_supportsSwipeActionsForIndexPath:` agrees;
/// decompiled UIKitCore 26.1, `_UICollectionViewLayoutSwipeActionsModule.mm`).
///
/// The gate reads the layout, never the cell's class: a cell that is not a
/// `UICollectionViewListCell` in a list section swipes like any other (the engine moves the
/// cell's content and places buttons on any cell), and its buttons take the corners of the
/// row's place in the group (``ListRowCorners``), as UIKit reads the grouping from the layout's
/// list attributes first (`_cellWithCustomGroupingAtIndexPath:`).
@_spi(Headless) public enum ListGate {
  /// Whether the items of a section with `facts` may be swiped; `nil` facts (a table) always
  /// may. Order: a horizontal layout, an orthogonal section and a grid are refused whatever the
  /// app says; then the app's own answer; then whether a list configuration lays it out.
  public static func verdict(for facts: ListSectionFacts?) -> ListGateVerdict {
    guard let facts else { return .list }
    if !facts.scrollsVertically { return .refused(.horizontalLayout) }
    if facts.scrollsOrthogonally { return .refused(.orthogonalScrolling) }
    if facts.columns > 1 { return .refused(.grid(columns: facts.columns)) }
    if let says = facts.appSaysList { return says ? .list : .refused(.appSaysNotList) }
    return facts.isListSection ? .list : .refused(.notAListLayout)
  }

  /// Whether the item `item` of a section with `facts` may be swiped: as
  /// ``verdict(for:)``, and never the first item when it is the section's header row.
  public static func verdict(forItem item: Int, facts: ListSectionFacts?) -> ListGateVerdict {
    let section = verdict(for: facts)
    guard case .list = section else { return section }
    if item == 0, facts?.headerIsFirstItem == true { return .refused(.headerItem) }
    return .list
  }
}

/// What ``ListGate`` decided.
@_spi(Headless) public enum ListGateVerdict: Sendable, Hashable {
  /// The item may be swiped.
  case list
  /// The item is left alone, for `reason`.
  case refused(ListGateReason)
}

/// Why ``ListGate`` left an item alone.
@_spi(Headless) public enum ListGateReason: Sendable, Hashable {
  /// The collection view scrolls horizontally.
  case horizontalLayout
  /// The section scrolls across the main axis (`orthogonalScrollingBehavior`).
  case orthogonalScrolling
  /// The section puts `columns` items side by side.
  case grid(columns: Int)
  /// The app's delegate says the section is not a list.
  case appSaysNotList
  /// No list configuration lays the section out and the app does not say it is a list.
  case notAListLayout
  /// The item is the section's header row (`headerMode == .firstItemInSection`).
  case headerItem

  /// The one log line naming why, for the kit to print once (Diagnostics: no section number,
  /// so one line a reason, however many sections share it).
  public var message: String {
    let why: String
    switch self {
    case .horizontalLayout:
      why = "the collection view scrolls horizontally"
    case .orthogonalScrolling:
      why = "a section scrolls orthogonally (orthogonalScrollingBehavior is not .none)"
    case .grid(let columns):
      why = "a section lays out \(columns) items side by side (a grid)"
    case .appSaysNotList:
      why = "the delegate's collectionView(_:sectionIsList:) says a section is not a list"
    case .notAListLayout:
      why =
        "a section is not laid out by a list configuration; implement "
        + "collectionView(_:sectionIsList:) to swipe it"
    case .headerItem:
      why = "a section's first item is its header row (headerMode .firstItemInSection)"
    }
    return "swipeable collection view: items left without swipe actions: \(why). "
      + "Swipe works on vertical list sections."
  }
}
