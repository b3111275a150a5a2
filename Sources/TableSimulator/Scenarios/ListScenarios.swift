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
}
