import Foundation
@_spi(Headless) import TableGestureCore

/// The built-in scenarios of the swipe engine on a collection-view list.
extension BuiltInScenarios {
  /// An inset-grouped mailbox list, two sections, 52 pt rows (a phone's list is 343 pt wide
  /// inside its 16 pt margins); the second section's first item is its header row.
  static func mailboxList(style: ScriptListStyle = .insetGrouped) -> ScriptTable {
    ScriptTable(
      viewport: CGSize(width: 343, height: 400),
      sections: [
        ScriptSection(
          headerHeight: 36, rowHeights: [52, 52, 52, 52],
          labels: ["Inbox", "Drafts", "Sent", "Archive"]),
        {
          var section = ScriptSection(
            headerHeight: 36, rowHeights: [44, 52, 52], labels: ["On my iPhone", "Notes", "Trash"])
          section.kind = .headerFirstItem
          return section
        }(),
      ], host: .list(style))
  }

  /// Delete and Flag, trailing, in the look of the system's design; a full swipe only with an
  /// `expansion`.
  static func listActions(expansion: SwipeableExpansionStyle? = nil) -> SwipeActionSet {
    SwipeActionSet(
      actions: [
        SwipeAction(
          identifier: "delete", title: "Delete", image: .named("trash"), style: .destructive),
        SwipeAction(
          identifier: "flag", title: "Flag", image: .named("flag"),
          backgroundColor: .token("systemOrange")),
      ],
      options: SwipeableOptions(expansionStyle: expansion, allowsFullSwipe: expansion != nil))
  }

  /// On iOS 26's design: the first row of an inset-grouped list opens over its separators (the
  /// separator under it hides; its rounded top corners stay over the buttons), then the last row
  /// of the section (the separator above it hides; its bottom corners round the buttons' clip),
  /// then a swipe on the second section's header row is refused with one console line, and the
  /// row closes.
  public static func listInsetGrouped() -> GestureScript {
    GestureScript(
      name: "Swipe on an inset-grouped list: separators beside the open row hide, corners stay",
      table: mailboxList(), events: [],
      swipeEngine: SwipeEngineScript(
        design: .iOS26,
        actions: [.init(edge: .trailing, set: listActions())],
        steps: [
          .swipe(row: "Inbox", by: -170, velocity: 0, pictures: [-90]),
          .settle(pictures: []),
          .swipe(row: "Archive", by: -170, velocity: 0, pictures: []),
          .settle(pictures: []),
          .swipe(row: "On my iPhone", by: -170, velocity: 0, pictures: []),
          .settle(pictures: []),
        ]))
  }

  /// A full swipe deletes 'Drafts' the way a diffable list does: the app deletes the item from
  /// a snapshot and applies it with an animation, telling the engine nothing; the engine sees
  /// the item gone and the cell leaves filled. Then 'Archive' opens and the app's own apply
  /// deletes 'Sent' above it: the open row follows its item up.
  public static func listDiffableDelete() -> GestureScript {
    GestureScript(
      name: "Swipe on a diffable list: a full swipe deletes through the app's apply",
      table: mailboxList(), events: [],
      swipeEngine: SwipeEngineScript(
        design: .iOS26,
        actions: [.init(edge: .trailing, set: listActions(expansion: .destructiveAfterFill))],
        steps: [
          .answer(.applyDeleteAnimated),
          .swipe(row: "Drafts", by: -320, velocity: -300, pictures: [-320]),
          .settle(pictures: [0.1]),
          .finishAnimations,
          .settle(pictures: []),
        ]))
  }

  /// An inset-grouped list of four sections (the third empty) under a navigation bar: 'Drafts'
  /// is dragged down into the next section and on to the bottom edge, where the list
  /// autoscrolls to the end of its content, then up into the empty section, where it is
  /// dropped. The dragged item's cell stays concealed through every layout pass (each re-applies
  /// the cells' attributes) and reuse; the pictures show the list's margins, separators and
  /// rounded corners.
  public static func listDragAcrossSections() -> GestureScript {
    let table = ScriptTable(
      viewport: CGSize(width: 343, height: 480), insets: LayoutInsets(top: 44, bottom: 34),
      sections: [
        ScriptSection(
          headerHeight: 36, rowHeights: [52, 52, 52, 52],
          labels: ["Inbox", "Drafts", "Sent", "Archive"]),
        ScriptSection(
          headerHeight: 36, rowHeights: [52, 52, 52], labels: ["Travel", "Receipts", "Family"]),
        ScriptSection(headerHeight: 36, rowHeights: [], labels: []),
        ScriptSection(
          headerHeight: 36, rowHeights: [52, 52, 52], labels: ["Notes", "Recipes", "Ideas"]),
      ], host: .list(.insetGrouped))
    let pressY: CGFloat = 44 + 36 + 52 + 26
    var events = [ScriptEvent(time: 0, kind: .press(x: nil, target: .row("Drafts")))]
    events += glide(fromY: pressY, toY: 436, start: 0.1, duration: 0.6)
    events += glide(fromY: 436, toY: 235, start: 2.0, duration: 0.6)
    events.append(ScriptEvent(time: 3.0, kind: .release))
    return GestureScript(
      name: "Drag across the sections of an inset-grouped list, autoscrolling, into an empty one",
      table: table, events: events)
  }
}
