import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a layout pass that measures self-sizing rows after a scroll towards the top keeps what
/// was on screen still: UIKit moves the content offset by what the measuring moved, in one of two
/// ways, one per host (decompiled UIKitCore 26.1; "the table view actively manages the
/// contentOffset", https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight).
/// Neither applies when the visible top did not move up since the last pass: rows measured below
/// the top push only what is below them. The iOS test `EstimatedHeightsOffsetTests` checks the
/// table's way on a real table.
@_spi(Headless) public enum SelfSizingOffsetKeeping: Sendable, Hashable {
  /// `UITableView`: when the visible top is above the last pass's
  /// (`-[UITableView _updateVisibleCellsNow:]`, with `_estimatesHeights`), the strip between the
  /// two tops is cut off the visible bounds (`CGRectDivide`), its rows get their real heights
  /// (`_visibleGlobalRowsInRect:canGuess:NO`), and when that changed the content height
  /// (`_applyCoalescedContentSizeUpdates`) the content offset moves by the change
  /// (`setContentOffset:`), so the rows below the strip, all that was on screen, stay still. Rows
  /// measured after that (the rest of the viewport) are not compensated.
  case rowsBelowTheExposedStrip
  /// A compositional list: the cells measured in a visible-cells pass are resolved together at
  /// its end (`-[UICollectionViewCompositionalLayout _didPerformUpdateVisibleCellsPassWithLayoutOffset:]`,
  /// `-[_UICollectionCompositionalLayoutSolver resolveForInvalidatedPreferredAttributes:scrollOffset:visibleRect:]`).
  /// When the pass moved towards the top and the visible top is more than 44 points down the
  /// content, the item containing the visible top (else the first item below it) is the anchor
  /// (`_layoutAttributesOfFirstElementEligibleForPreferredSizingContentOffsetAdjustmentInRect:`):
  /// the invalidation's `contentOffsetAdjustment` is how far the anchor's bottom edge moved, and
  /// the pass that follows (`_setNeedsVisibleCellsUpdate:`) may anchor again. The pass's
  /// "layout offset" is read here as the visible top's move since the last pass; its call site in
  /// `UICollectionView` was not read.
  case itemAtTheVisibleTop
}

extension SimulatedTable {
  /// The measuring step of a layout pass: every self-sizing row in the viewport gets its real
  /// height, with the content offset kept as ``selfSizingOffsetKeeping`` says. Offset writes run
  /// with ``isLayingOut`` `true` (scroll observers and the delegate hear them inside the pass, as
  /// on UIKit). Returns without work when the table is not self-sizing.
  func measureVisibleRowsKeepingContent() {
    guard estimatedRowHeight != nil else { return }
    let previousTop = laidOutTop
    defer { laidOutTop = bounds.minY }
    switch selfSizingOffsetKeeping {
    case .rowsBelowTheExposedStrip:
      if let previousTop, bounds.minY < previousTop { measureExposedStrip(above: previousTop) }
      measureVisibleRows()
    case .itemAtTheVisibleTop:
      var previous = previousTop
      for _ in 0..<64 {
        let top = bounds.minY
        let movedUp = previous.map { top < $0 } ?? false
        let anchor = movedUp && top > 44 ? anchorRow(atTop: top) : nil
        let anchorBottom = anchor.map { tops[$0] + heights[$0] }
        let reloadsBefore = reloads
        guard measureVisibleRowsOnce() != nil, reloads == reloadsBefore else { return }
        previous = top
        if let anchor, let anchorBottom {
          moveOffsetInLayout(by: tops[anchor] + heights[anchor] - anchorBottom)
        }
      }
    }
  }

  /// Gives the rows between the visible top and `previousTop` their real heights and moves the
  /// content offset by the change of the content height (``SelfSizingOffsetKeeping/rowsBelowTheExposedStrip``).
  private func measureExposedStrip(above previousTop: CGFloat) {
    let contentHeight = contentSize.height
    let top = bounds.minY
    let strip = visibleFlatRows().filter { tops[$0] < previousTop && tops[$0] + heights[$0] > top }
    let reloadsBefore = reloads
    guard let first = strip.first, measure(flatRows: strip), reloads == reloadsBefore else {
      return
    }
    relayout(
      rows: first...(heights.count - 1),
      sections: section(ofFlatRow: first)...(numberOfSections - 1))
    moveOffsetInLayout(by: contentSize.height - contentHeight)
  }

  /// The row a compositional list anchors to at `top`: the one containing the visible top, else
  /// the first visible row below it; `nil` when no row is visible.
  private func anchorRow(atTop top: CGFloat) -> Int? {
    flatRow(atY: top) ?? visibleFlatRows().first
  }

  /// Moves the content offset by `dy` points from inside the layout pass; 0 or a non-finite
  /// value changes nothing.
  private func moveOffsetInLayout(by dy: CGFloat) {
    guard dy != 0, dy.isFinite else { return }
    let wasLayingOut = isLayingOut
    isLayingOut = true
    contentOffset = CGPoint(x: contentOffset.x, y: contentOffset.y + dy)
    isLayingOut = wasLayingOut
  }

  /// Gives every self-sizing row in the viewport its real height, until the rows in the viewport
  /// are all measured (measuring changes which rows are in it), with no offset kept. Returns
  /// without work when the table is not self-sizing.
  func measureVisibleRows() {
    guard estimatedRowHeight != nil else { return }
    for _ in 0..<64 {
      guard measureVisibleRowsOnce() != nil else { return }
    }
  }

  /// Measures the unmeasured rows in the viewport once and lays out what they moved; returns the
  /// first row whose height changed, or `nil` when none did.
  private func measureVisibleRowsOnce() -> Int? {
    let rows = visibleFlatRows().filter { !measured[$0] }
    let reloadsBefore = reloads
    guard let first = rows.first, measure(flatRows: rows), reloads == reloadsBefore else {
      return nil
    }
    relayout(
      rows: first...(heights.count - 1),
      sections: section(ofFlatRow: first)...(numberOfSections - 1))
    return first
  }

  /// Gives each unmeasured row of `flatRows` (ascending) its real height: the delegate's answer,
  /// else the height the row was made with. Returns whether any height changed; the caller lays
  /// the rows out again. A reload from inside the delegate's answer ends it (the reload laid
  /// every row out anew; the caller checks ``reloads``).
  private func measure(flatRows: [Int]) -> Bool {
    var changed = false
    let reloadsBefore = reloads
    for flat in flatRows where !measured[flat] {
      measured[flat] = true
      let section = section(ofFlatRow: flat)
      let path = IndexPath(row: flat - sectionFirstRow[section], inSection: section)
      let answer = delegate?.tableView(self, heightForRowAt: path)
      guard reloads == reloadsBefore else { return false }
      let real = answer.map { Swift.max(0, $0.finiteOrZero) } ?? realHeights[flat]
      realHeights[flat] = real
      if real != heights[flat] {
        heights[flat] = real
        changed = true
      }
    }
    return changed
  }
}
