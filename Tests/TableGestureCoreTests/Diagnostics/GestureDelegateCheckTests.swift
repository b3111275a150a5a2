import Testing

@_spi(Headless) @testable import TableGestureCore

/// Round 5's newcomer run: a swipeable or dragable table whose delegate is missing at its first
/// gesture — never set, or made inline and released at once (held weakly) — says so in one log
/// line, once.
@Suite("Diagnostics: a table switched on without its delegate")
struct GestureDelegateCheckTests {
  @Test func aDelegateReleasedAtOnceIsNamedAtTheFirstGestureOnly() throws {
    var check = GestureDelegateCheck(.swipe)
    let first = check.firstGesture(delegatePresent: false, delegateWasSet: true)
    let line = try #require(first)
    #expect(line.contains("swipeableDelegate is gone"))
    #expect(line.contains("weakly"))
    #expect(line.contains("strong reference"))
    #expect(check.firstGesture(delegatePresent: false, delegateWasSet: true) == nil)
  }

  @Test func noDelegateAtAllIsNamed() throws {
    var check = GestureDelegateCheck(.drag)
    let first = check.firstGesture(delegatePresent: false, delegateWasSet: false)
    let line = try #require(first)
    #expect(line.contains("no dragableDelegate is set"))
    #expect(line.contains("no row lifts"))
  }

  @Test func aTableWithItsDelegateSaysNothingThenOrLater() {
    var check = GestureDelegateCheck(.swipe)
    #expect(check.firstGesture(delegatePresent: true, delegateWasSet: true) == nil)
    // Only the first gesture is judged: a delegate released later is the app's own choice
    // (a screen being torn down).
    #expect(check.firstGesture(delegatePresent: false, delegateWasSet: true) == nil)
  }

  @Test func selectorsFollowTheSwiftNames() {
    #expect(
      GestureDelegateCheck.selector(ofSwiftName: "tableView(_:canDragCellTo:)")
        == "tableView:canDragCellTo:")
    #expect(
      GestureDelegateCheck.selector(ofSwiftName: "tableView(_:canSwipeRowAt:edge:withTouchPoint:)")
        == "tableView:canSwipeRowAt:edge:withTouchPoint:")
    #expect(GestureDelegateCheck.selector(ofSwiftName: "tableView(_:_:)") == "tableView::")
  }

  /// A method in a second extension, or with a label dropped, is not a witness: only the list of
  /// what the delegate does not implement names it.
  @Test func theOptionalMethodsNotImplementedAreNamed() throws {
    let check = GestureDelegateCheck(.swipe)
    let implemented: Set<String> = [
      "tableView:willBeginSwipingRowAt:edge:", "tableView:didEndSwipingRowAt:",
      "tableView:swipeIdentityForRowAt:", "tableView:indexPathForSwipeIdentity:",
    ]
    let line = try #require(
      check.coverageNote(delegateType: "InboxController") { implemented.contains($0) })
    #expect(line.contains("InboxController"))
    #expect(line.contains("does not implement tableView(_:canSwipeRowAt:edge:withTouchPoint:)."))
    #expect(line.contains("another extension"))
    let all = Set(
      GestureDelegateCheck.Feature.swipe.optionalMethods.map(
        GestureDelegateCheck.selector(ofSwiftName:)))
    #expect(check.coverageNote(delegateType: "Full") { all.contains($0) } == nil)
    #expect(GestureDelegateCheck.Feature.drag.optionalMethods.count == 7)
  }

  /// A collection view's swipe delegate is checked against `SwipeableCollectionDelegate`'s names
  /// (its item spelling and its two list questions), and the notes name the collection view.
  @Test func aListsSwipeDelegateIsCheckedAgainstTheCollectionDelegatesNames() throws {
    let check = GestureDelegateCheck(RowHostKind.list.swipeDelegateCheck)
    let implemented: Set<String> = [
      "collectionView:willBeginSwipingItemAt:edge:", "collectionView:didEndSwipingItemAt:",
      "collectionView:swipeIdentityForItemAt:", "collectionView:indexPathForSwipeIdentity:",
      "collectionView:canSwipeItemAt:edge:withTouchPoint:",
    ]
    let line = try #require(
      check.coverageNote(delegateType: "InboxList") { implemented.contains($0) })
    #expect(line.hasPrefix("swipeable collection view: InboxList, its swipeableDelegate"))
    #expect(
      line.contains(
        "does not implement collectionView(_:sectionIsList:), "
          + "collectionView(_:sectionUsesFirstItemAsHeader:)."))
    #expect(!line.contains("tableView"))
    let all = Set(
      GestureDelegateCheck.Feature.listSwipe.optionalMethods.map(
        GestureDelegateCheck.selector(ofSwiftName:)))
    #expect(all.count == 7)
    #expect(check.coverageNote(delegateType: "Full") { all.contains($0) } == nil)
    // The table's check is the table's.
    #expect(RowHostKind.table.swipeDelegateCheck == .swipe)
  }

  @Test func aListWithoutItsDelegateSaysSoInItsOwnWords() throws {
    var released = GestureDelegateCheck(.listSwipe)
    let first = released.firstGesture(delegatePresent: false, delegateWasSet: true)
    let gone = try #require(first)
    #expect(gone.hasPrefix("swipeable collection view: its swipeableDelegate is gone"))
    #expect(gone.contains("collectionView.swipeableDelegate = MyDelegate()"))
    #expect(gone.contains("no item swipes"))
    var never = GestureDelegateCheck(.listSwipe)
    let none = never.firstGesture(delegatePresent: false, delegateWasSet: false)
    let unset = try #require(none)
    #expect(unset.contains("Set collectionView.swipeableDelegate"))
    // The table's words are unchanged.
    var table = GestureDelegateCheck(.swipe)
    #expect(
      table.firstGesture(delegatePresent: false, delegateWasSet: false)
        == "swipeable table: no swipeableDelegate is set, so no row swipes. Set "
        + "tableView.swipeableDelegate (held weakly: keep the object alive yourself).")
  }

  /// A collection view's drag delegate is checked against `DragableCollectionDelegate`'s names,
  /// and its notes name the collection view and its items; the table's drag words are unchanged.
  @Test func aListsDragDelegateIsCheckedAgainstTheCollectionDelegatesNames() throws {
    let check = GestureDelegateCheck(RowHostKind.list.dragDelegateCheck)
    let line = try #require(
      check.coverageNote(delegateType: "Mailboxes") {
        $0 == "collectionView:canDragCellFrom:withTouchPoint:"
      })
    #expect(line.hasPrefix("dragable collection view: Mailboxes, its dragableDelegate"))
    #expect(line.contains("does not implement collectionView(_:canMoveCellWithAccessibilityAt:)"))
    #expect(!line.contains("tableView") && !line.contains("canDragCellFrom"))
    let all = Set(
      GestureDelegateCheck.Feature.listDrag.optionalMethods.map(
        GestureDelegateCheck.selector(ofSwiftName:)))
    #expect(all.count == GestureDelegateCheck.Feature.drag.optionalMethods.count)
    #expect(check.coverageNote(delegateType: "Full") { all.contains($0) } == nil)
    var never = GestureDelegateCheck(.listDrag)
    let first = never.firstGesture(delegatePresent: false, delegateWasSet: false)
    let unset = try #require(first)
    #expect(
      unset
        == "dragable collection view: no dragableDelegate is set, so no item lifts. Set "
        + "collectionView.dragableDelegate (held weakly: keep the object alive yourself).")
    #expect(RowHostKind.table.dragDelegateCheck == .drag)
    var table = GestureDelegateCheck(.drag)
    #expect(
      table.firstGesture(delegatePresent: false, delegateWasSet: false)
        == "dragable table: no dragableDelegate is set, so no row lifts. Set "
        + "tableView.dragableDelegate (held weakly: keep the object alive yourself).")
  }
}
