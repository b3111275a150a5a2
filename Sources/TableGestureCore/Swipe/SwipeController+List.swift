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
    listCorners = nil
    updateListCorners(row, host: host)
  }

  /// Gives the open row's buttons the corners of the row's place in its section (again when
  /// they changed: a row inserted below the last one makes it a middle one).
  func updateListCorners(_ row: IndexPath, host: SwipeHost) {
    guard let (section, item) = row.tablePosition,
      let facts = host.swipeListSection(section)
    else { return }
    let corners = ListRowCorners.ofRow(
      item: item, itemCount: table.numberOfRows(inSection: section), appearance: facts.appearance)
    guard corners != listCorners else { return }
    listCorners = corners
    host.setSwipeButtonsCorners(corners, forRowAt: row)
  }

  /// What the list look was last worked out for (``syncListLook()``).
  struct ListLookKey: Equatable {
    var changes = -1
    var resting = true
    var sections = -1
    var rows = -1
  }

  /// At the end of each event: when the open row's state changed (opened, moved off rest,
  /// rebased by an update, back at rest, gone) or its section's shape did, tells a list host
  /// which separators to hide and the buttons' corners. A few comparisons when nothing changed.
  @inline(__always)
  func syncListLook() {
    guard listLookActive || rowStateChanges != listLookKey.changes else { return }
    let key = ListLookKey(
      changes: rowStateChanges, resting: activeRow == nil || session.offset == 0,
      sections: knownShape?.sections ?? -1, rows: knownShape?.rows ?? -1)
    guard key != listLookKey else {
      // A section's first row hides the bottom separator of the previous section's last item,
      // in sections the key does not watch: read again while it is hidden.
      if listSeparators.openRow != nil, activePosition?.row == 0 { updateListLook(resting: false) }
      return
    }
    listLookKey = key
    updateListLook(resting: key.resting)
  }

  /// Works out the separators to hide (none at rest, off a list host, or on the classic
  /// design) and tells the host when they changed; gives the buttons their corners again when
  /// the row's place in its section changed.
  func updateListLook(resting: Bool) {
    guard let host else { return }
    var hidden = ListHiddenSeparators.none
    listLookActive = false
    if let row = activeRow, let (section, _) = activePosition,
      host.swipeListSection(section) != nil
    {
      listLookActive = true
      if !resting, host.swipeDesign.systemLook == .glass { hidden = .beside(row, in: table) }
      if shownEdge != nil { updateListCorners(row, host: host) }
    }
    guard hidden != listSeparators else { return }
    let previously = listSeparators
    listSeparators = hidden
    host.setListSeparatorsHidden(hidden, previously: previously)
  }
}
