/// Whether a table switched on for a gesture has the delegate it needs, told once at its first
/// gesture: `swipeableDelegate` and `dragableDelegate` are held weakly (as `UITableView`'s own
/// delegates are), so a delegate made inline — `tableView.swipeableDelegate = RowActions()` —
/// is released at once, and the table silently does nothing. The host asks at the first touch a
/// gesture's recogniser receives (``firstGesture(delegatePresent:delegateWasSet:)``); the log
/// line names the mistake and the fix (round 5's newcomer run).
@_spi(Headless) public struct GestureDelegateCheck: Sendable {
  /// Which of the library's gestures, and the names its note uses.
  public enum Feature: Sendable, Hashable {
    /// Swipe actions (`swipeable`, `swipeableDelegate`).
    case swipe
    /// Swipe actions on a collection-view list (`swipeable`, `swipeableDelegate`:
    /// `SwipeableCollectionDelegate`).
    case listSwipe
    /// Drag to reorder (`dragable`, `dragableDelegate`).
    case drag
    /// Drag to reorder on a collection-view list (`dragable`, `dragableDelegate`:
    /// `DragableCollectionDelegate`).
    case listDrag

    /// The optional methods of the feature's delegate protocol (`SwipeableTableDelegate`,
    /// `SwipeableCollectionDelegate`, `DragableTableDelegate`, `DragableCollectionDelegate`), by
    /// Swift name.
    public var optionalMethods: [String] {
      switch self {
      case .swipe:
        [
          "tableView(_:canSwipeRowAt:edge:withTouchPoint:)",
          "tableView(_:willBeginSwipingRowAt:edge:)", "tableView(_:didEndSwipingRowAt:)",
          "tableView(_:swipeIdentityForRowAt:)", "tableView(_:indexPathForSwipeIdentity:)",
        ]
      case .listSwipe:
        [
          "collectionView(_:canSwipeItemAt:edge:withTouchPoint:)",
          "collectionView(_:willBeginSwipingItemAt:edge:)",
          "collectionView(_:didEndSwipingItemAt:)", "collectionView(_:sectionIsList:)",
          "collectionView(_:sectionUsesFirstItemAsHeader:)",
          "collectionView(_:swipeIdentityForItemAt:)",
          "collectionView(_:indexPathForSwipeIdentity:)",
        ]
      case .drag:
        [
          "tableView(_:canDragCellFrom:withTouchPoint:)",
          "tableView(_:canMoveCellWithAccessibilityAt:)", "tableView(_:canDragCellTo:)",
          "tableView(_:targetIndexPathForDragFrom:toProposedIndexPath:)",
          "tableView(_:willBeginDraggingCellAt:)", "tableView(_:didEndDraggingCellFrom:to:)",
          "tableView(_:didCancelDraggingCellAt:)",
        ]
      case .listDrag:
        [
          "collectionView(_:canDragCellFrom:withTouchPoint:)",
          "collectionView(_:canMoveCellWithAccessibilityAt:)",
          "collectionView(_:canDragCellTo:)",
          "collectionView(_:targetIndexPathForDragFrom:toProposedIndexPath:)",
          "collectionView(_:willBeginDraggingCellAt:)",
          "collectionView(_:didEndDraggingCellFrom:to:)",
          "collectionView(_:didCancelDraggingCellAt:)",
        ]
      }
    }

    private var isDrag: Bool { self == .drag || self == .listDrag }
    private var isList: Bool { self == .listSwipe || self == .listDrag }

    var switchName: String { isDrag ? "dragable" : "swipeable" }
    var delegateName: String { isDrag ? "dragableDelegate" : "swipeableDelegate" }
    var consequence: String {
      switch self {
      case .swipe: "no row swipes"
      case .listSwipe: "no item swipes"
      case .drag: "no row lifts"
      case .listDrag: "no item lifts"
      }
    }
    /// The view, as the notes name it.
    var viewName: String { isList ? "collection view" : "table" }
    /// The view's variable in the notes' code.
    var viewVariable: String { isList ? "collectionView" : "tableView" }
  }

  /// The gesture checked.
  public let feature: Feature
  /// Whether the first gesture was judged (the host skips reading the delegate after).
  public private(set) var asked = false

  /// A check for `feature`, not asked yet.
  public init(_ feature: Feature) {
    self.feature = feature
  }

  /// The Objective-C selector of an `@objc` method of a Swift protocol, from its Swift name:
  /// `tableView(_:canDragCellTo:)` → `tableView:canDragCellTo:`.
  public static func selector(ofSwiftName name: String) -> String {
    guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return name }
    let base = name[..<open]
    let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
      .split(separator: ":", omittingEmptySubsequences: false).dropLast()
    return labels.enumerated().map { index, label in
      index == 0 ? "\(base):" : (label == "_" ? ":" : "\(label):")
    }.joined()
  }

  /// The debug-build log line naming the optional methods `delegateType` does not implement
  /// (`implements` answers by Objective-C selector, as `responds(to:)`), or `nil` when it
  /// implements them all. The compiler warns about a near miss only in the declaration that
  /// declares the conformance: a method meant as one of these but written in another extension,
  /// or with its labels dropped (`tableView(_:_:)`), compiles silently and is never called, and
  /// only this list shows it (round 5's newcomer run).
  public func coverageNote(delegateType: String, implements: (String) -> Bool) -> String? {
    let missing = feature.optionalMethods.filter { !implements(Self.selector(ofSwiftName: $0)) }
    guard !missing.isEmpty else { return nil }
    return
      "\(feature.switchName) \(feature.viewName): \(delegateType), its \(feature.delegateName), does not "
      + "implement " + missing.joined(separator: ", ") + ". A method meant as one of these but "
      + "declared in another extension than the one declaring the conformance, or with an "
      + "argument label dropped, gets no compiler warning and is never called: declare it "
      + "where the conformance is declared, with the labels above."
  }

  /// The one log line for the table's first gesture, or `nil`: at later gestures, and when the
  /// delegate is there. `delegateWasSet`: a non-`nil` delegate was assigned at some point (so a
  /// missing one was released, not forgotten).
  public mutating func firstGesture(delegatePresent: Bool, delegateWasSet: Bool) -> String? {
    guard !asked else { return nil }
    asked = true
    guard !delegatePresent else { return nil }
    let name = feature.delegateName
    if delegateWasSet {
      return "\(feature.switchName) \(feature.viewName): its \(name) is gone, so "
        + "\(feature.consequence). The \(feature.viewName) holds it weakly: a delegate made "
        + "inline (\(feature.viewVariable).\(name) = MyDelegate()) is "
        + "released at once. Keep a strong reference to it, e.g. in a property of your view "
        + "controller."
    }
    return "\(feature.switchName) \(feature.viewName): no \(name) is set, so "
      + "\(feature.consequence). Set \(feature.viewVariable).\(name) (held weakly: keep the "
      + "object alive yourself)."
  }
}
