import Foundation

/// What differs on a collection-view list host (``SwipeHost/swipeListSection(_:)`` answers):
/// the gate before a row's actions, the separators beside the open row, the buttons' corners,
/// and a layout change closing the open row. A table host answers `nil` and none of this runs
/// but one call a row's actions and one a change of the open row's state.
extension SwipeController {
  /// The host's layout changed (the app set a new layout, or a section's kind changed): the
  /// open row closes without animation, as UIKit's list swipe lives in the layout
  /// (`_swipeActionsModule`, one `UISwipeActionController` a layout: decompiled UIKitCore 26.1,
  /// `_UICollectionViewLayoutSwipeActionsModule initWithHost:`), so a new layout has no open
  /// row. The next swipe asks ``ListGate`` again.
  public func listLayoutDidChange() {
    run(.close(animated: false))
  }

  /// Whether ``ListGate`` lets `row` be swiped; reports a refusal to the host once per reason.
  func listGateAllows(_ row: IndexPath) -> Bool {
    guard let host, let (section, item) = row.tablePosition else { return true }
    guard let facts = host.swipeListSection(section) else { return true }
    guard case .refused(let reason) = ListGate.verdict(forItem: item, facts: facts) else {
      return true
    }
    if listGateReported.insert(reason).inserted {
      host.swipeListGateRefused(reason, forRowAt: row)
    }
    return false
  }

  /// Shows the row's buttons, then on a list host gives their clip the row's corners.
  func showButtons(
    _ set: SwipeActionSet, edge: SwipeableEdge, forRowAt row: IndexPath, host: SwipeHost
  ) {
    host.showSwipeButtons(set, edge: edge, forRowAt: row)
    guard let (section, item) = row.tablePosition,
      let facts = host.swipeListSection(section)
    else { return }
    let corners = ListRowCorners.ofRow(
      item: item, itemCount: table.numberOfRows(inSection: section), appearance: facts.appearance)
    host.setSwipeButtonsCorners(corners, forRowAt: row)
  }

  /// At the end of each event: when the open row's state changed (opened, moved off rest,
  /// rebased by an update, back at rest, gone), tells a list host which separators to hide.
  /// Two comparisons when nothing changed.
  @inline(__always)
  func syncListLook() {
    let resting = activeRow == nil || session.offset == 0
    guard listLookKey.changes != rowStateChanges || listLookKey.resting != resting else { return }
    listLookKey = (rowStateChanges, resting)
    updateListSeparators(resting: resting)
  }

  /// Works out the separators to hide (none at rest, off a list host, or on the classic
  /// design) and tells the host when they changed.
  func updateListSeparators(resting: Bool) {
    guard let host else { return }
    var hidden = ListHiddenSeparators.none
    if !resting, let row = activeRow, let (section, _) = activePosition,
      host.swipeListSection(section) != nil, host.swipeDesign.systemLook == .glass
    {
      hidden = .beside(row, in: table)
    }
    guard hidden != listSeparators else { return }
    let previously = listSeparators
    listSeparators = hidden
    host.setListSeparatorsHidden(hidden, previously: previously)
  }
}
