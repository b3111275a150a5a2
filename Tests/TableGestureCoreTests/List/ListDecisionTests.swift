import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite struct ListGateTests {
  @Test func aTableAndAPlainListSectionQualify() {
    #expect(ListGate.verdict(for: nil) == .list)
    #expect(ListGate.verdict(for: ListSectionFacts()) == .list)
    #expect(ListGate.verdict(forItem: 0, facts: ListSectionFacts()) == .list)
  }

  @Test func horizontalOrthogonalAndGridSectionsAreRefusedWhateverTheAppSays() {
    for says in [nil, true, false] as [Bool?] {
      #expect(
        ListGate.verdict(for: ListSectionFacts(appSaysList: says, scrollsVertically: false))
          == .refused(.horizontalLayout))
      #expect(
        ListGate.verdict(for: ListSectionFacts(appSaysList: says, scrollsOrthogonally: true))
          == .refused(.orthogonalScrolling))
      #expect(
        ListGate.verdict(for: ListSectionFacts(appSaysList: says, columns: 3))
          == .refused(.grid(columns: 3)))
    }
  }

  @Test func theAppsAnswerDecidesANonListLayoutSection() {
    #expect(
      ListGate.verdict(for: ListSectionFacts(isListSection: false)) == .refused(.notAListLayout))
    #expect(
      ListGate.verdict(for: ListSectionFacts(appSaysList: true, isListSection: false)) == .list)
    #expect(
      ListGate.verdict(for: ListSectionFacts(appSaysList: false)) == .refused(.appSaysNotList))
  }

  @Test func aFirstItemHeaderRowIsLeftAloneAndTheRowsBelowItAreNot() {
    let facts = ListSectionFacts(headerIsFirstItem: true)
    #expect(ListGate.verdict(forItem: 0, facts: facts) == .refused(.headerItem))
    #expect(ListGate.verdict(forItem: 1, facts: facts) == .list)
    #expect(ListGate.verdict(for: facts) == .list)
  }

  @Test func everyReasonHasOneLineNamingWhy() {
    let reasons: [ListGateReason] = [
      .horizontalLayout, .orthogonalScrolling, .grid(columns: 2), .appSaysNotList,
      .notAListLayout, .headerItem,
    ]
    let messages = reasons.map(\.message)
    #expect(Set(messages).count == reasons.count)
    #expect(messages.allSatisfy { !$0.contains("\n") && $0.hasPrefix("swipeable collection view") })
    #expect(ListGateReason.grid(columns: 2).message.contains("2 items side by side"))
  }
}

@Suite struct ListLookDecisionTests {
  @Test func separatorsBesideARowAreItsOwnAndTheBottomOneAbove() {
    let table = SimulatedTable(
      sections: [
        SimulatedSection(rowHeights: [44, 44]), SimulatedSection(rowHeights: []),
        SimulatedSection(rowHeights: [44, 44, 44]),
      ], viewportSize: CGSize(width: 320, height: 480))
    let middle = ListHiddenSeparators.beside(IndexPath(row: 1, inSection: 2), in: table)
    #expect(middle.openRow == IndexPath(row: 1, inSection: 2))
    #expect(middle.itemAbove == IndexPath(row: 0, inSection: 2))
    #expect(middle.isHidden(.top, ofItemAt: IndexPath(row: 1, inSection: 2)))
    #expect(middle.isHidden(.bottom, ofItemAt: IndexPath(row: 1, inSection: 2)))
    #expect(middle.isHidden(.bottom, ofItemAt: IndexPath(row: 0, inSection: 2)))
    #expect(!middle.isHidden(.top, ofItemAt: IndexPath(row: 0, inSection: 2)))
    #expect(!middle.isHidden(.top, ofItemAt: IndexPath(row: 2, inSection: 2)))
    // A section's first row: the item above is the last of the previous non-empty section.
    let first = ListHiddenSeparators.beside(IndexPath(row: 0, inSection: 2), in: table)
    #expect(first.itemAbove == IndexPath(row: 1, inSection: 0))
    #expect(
      ListHiddenSeparators.beside(IndexPath(row: 0, inSection: 0), in: table).itemAbove == nil)
    // Bad input: no such row, a one-index path.
    #expect(ListHiddenSeparators.beside(IndexPath(row: 3, inSection: 2), in: table) == .none)
    #expect(ListHiddenSeparators.beside(IndexPath(index: 0), in: table) == .none)
    #expect(ListHiddenSeparators.none.items.isEmpty)
    #expect(first.items == [IndexPath(row: 0, inSection: 2), IndexPath(row: 1, inSection: 0)])
  }

  @Test func onlyInsetGroupedRowsRoundTheirGroupsEnds() {
    #expect(ListRowCorners.ofRow(item: 0, itemCount: 3, appearance: .insetGrouped) == .top)
    #expect(ListRowCorners.ofRow(item: 1, itemCount: 3, appearance: .insetGrouped) == [])
    #expect(ListRowCorners.ofRow(item: 2, itemCount: 3, appearance: .insetGrouped) == .bottom)
    #expect(ListRowCorners.ofRow(item: 0, itemCount: 1, appearance: .insetGrouped) == .all)
    for appearance in ListAppearance.allCases where appearance != .insetGrouped {
      #expect(ListRowCorners.ofRow(item: 0, itemCount: 1, appearance: appearance) == [])
    }
    #expect(ListRowCorners.ofRow(item: 3, itemCount: 3, appearance: .insetGrouped) == [])
    #expect(ListRowCorners.ofRow(item: -1, itemCount: 3, appearance: .insetGrouped) == [])
  }
}
