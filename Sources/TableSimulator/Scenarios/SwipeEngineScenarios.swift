import Foundation
@_spi(Headless) import TableGestureCore

/// The built-in scenarios of the library's own swipe engine.
extension BuiltInScenarios {
  /// Mail-like trailing actions: Delete (outermost, destructive), Flag, More.
  static func mailActions(expansion: SwipeableExpansionStyle?, metrics: SwipeableMetrics = .native)
    -> SwipeActionSet
  {
    SwipeActionSet(
      actions: [
        SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
        SwipeAction(identifier: "flag", title: "Flag", backgroundColor: .token("systemOrange")),
        SwipeAction(identifier: "more", title: "More"),
      ],
      options: SwipeableOptions(expansionStyle: expansion, metrics: metrics))
  }

  static func engineTable(rows: Int, height: CGFloat = 60, labels: [String]? = nil)
    -> ScriptTable
  {
    let heights = Array(repeating: height, count: rows)
    return ScriptTable(
      viewport: CGSize(width: 360, height: CGFloat(rows) * height),
      sections: [
        ScriptSection(
          rowHeights: heights,
          labels: labels ?? heights.indices.map { ScriptSection.defaultLabel(section: 0, row: $0) })
      ])
  }

  /// Every transition style (border, drag, reveal, static, clipCenter, rotate3D), one per row,
  /// at a third, two thirds, all and 125 % of the open width.
  public static func engineTransitions() -> GestureScript {
    let labels = SwipeableTransitionStyle.allCases.map { "\($0)" }
    return GestureScript(
      name: "Swipe engine: every transition style at several offsets",
      table: engineTable(rows: labels.count, height: 56, labels: labels), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [
          .init(edge: .trailing, set: mailActions(expansion: nil, metrics: .swipeCellKit))
        ],
        steps: [.transitions(fractions: [0.33, 0.66, 1, 1.25])]))
  }

  /// A full swipe on a destructive action: the row snaps to the target with a haptic, fills,
  /// and when the fill ends the app deletes the row from its data (the engine only checks it
  /// is gone).
  public static func engineFullSwipeDelete() -> GestureScript {
    GestureScript(
      name: "Swipe engine: full swipe, fill, and a delete through the app's data",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [.init(edge: .trailing, set: mailActions(expansion: .destructiveAfterFill))],
        steps: [
          .answer(.deleteRow),
          .swipe(row: "A3", by: -300, velocity: -300, pictures: [-90, -200, -300]),
          .settle(pictures: [0.1]),
        ]))
  }

  /// The same full swipe, but the app completes without deleting the row: the engine sees the
  /// data unchanged and rolls the row back instead of crashing the table.
  public static func engineDeleteRollback() -> GestureScript {
    GestureScript(
      name: "Swipe engine: a delete that did not happen rolls back",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [.init(edge: .trailing, set: mailActions(expansion: .destructiveAfterFill))],
        steps: [
          .answer(.keepData),
          .swipe(row: "A2", by: -300, velocity: -200, pictures: [-300]),
          .settle(pictures: [0.15, 0.45]),
        ]))
  }

  /// One open row hands over to another in one gesture: 'A2' is open, a finger lands on 'A4'
  /// and swipes it; 'A2' closes as 'A4' opens. Then a scroll closes 'A4', 'A1' opens its leading
  /// action (a custom width, spacing and rounded corners) programmatically, a tap on that button
  /// runs its handler (which fails, so the row closes), and a first-run hint peeks on 'A5'.
  public static func engineHandover() -> GestureScript {
    GestureScript(
      name: "Swipe engine: one open row per table, handed over in one gesture",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [
          .init(edge: .trailing, set: mailActions(expansion: nil)),
          .init(
            edge: .leading,
            set: SwipeActionSet(
              actions: [
                SwipeAction(
                  identifier: "read", title: "Read", backgroundColor: .token("systemBlue"),
                  width: 90, shape: .rounded(cornerRadius: 12))
              ],
              options: SwipeableOptions(buttonSpacing: 6, contentGap: 6, outerInset: 6))),
        ],
        steps: [
          .swipe(row: "A2", by: -160, velocity: 0, pictures: [-160]),
          .settle(pictures: []),
          .swipe(row: "A4", by: -140, velocity: -400, pictures: [-60]),
          .settle(pictures: []),
          .scroll(by: 0),
          .settle(pictures: [0.1]),
          .show(row: "A1", edge: .leading),
          .settle(pictures: []),
          .answer(.fail),
          .tapButton(action: 0),
          .settle(pictures: []),
          .hint(row: "A5"),
          .settle(pictures: [0.2]),
        ]))
  }
}

/// The built-in scenarios of the swipe engine's cell cases: a replaced cell, a delete
/// whose cell animates out, and a width change.
extension BuiltInScenarios {
  /// 'A2' is open; the app reloads it (`reloadRows(at:)`), so its cell is a fresh one at rest,
  /// and a tap lands where its Delete button was: the engine closes the row and runs no action.
  public static func engineReloadedRow() -> GestureScript {
    GestureScript(
      name: "Swipe engine: a tap where a reloaded row's button was runs no action",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [.init(edge: .trailing, set: mailActions(expansion: nil))],
        steps: [
          .answer(.deleteRow),
          .swipe(row: "A2", by: -200, velocity: 0, pictures: []),
          .settle(pictures: []),
          .reload(row: "A2"),
          .tapButton(action: 0),
          .settle(pictures: []),
        ]))
  }

  /// A full swipe deletes 'A3' with an animation: its cell stays on screen, filled, while the
  /// rows below move up, and leaves when the animation ends.
  public static func engineAnimatedDelete() -> GestureScript {
    GestureScript(
      name: "Swipe engine: a deleted row keeps its fill while its cell animates out",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [.init(edge: .trailing, set: mailActions(expansion: .destructiveAfterFill))],
        steps: [
          .answer(.deleteRowAnimated),
          .swipe(row: "A3", by: -300, velocity: -300, pictures: [-300]),
          .settle(pictures: [0.1]),
          .finishAnimations,
        ]))
  }

  /// 'A2' is open when the table narrows from 360 to 180 pt (a rotation, split view or window
  /// resize) and widens back: each time the row snaps to its new open width (the SwipeCellKit
  /// profile sizes buttons by the row's width) with every button inside the row.
  public static func engineWidthChange() -> GestureScript {
    var actions = mailActions(expansion: nil, metrics: .swipeCellKit)
    actions.options.minimumButtonWidth = 40
    return GestureScript(
      name: "Swipe engine: an open row snaps to its new open width when the table's width changes",
      table: engineTable(rows: 5), events: [],
      swipeEngine: SwipeEngineScript(
        actions: [.init(edge: .trailing, set: actions)],
        steps: [
          .swipe(row: "A2", by: -200, velocity: 0, pictures: []),
          .settle(pictures: []),
          .resize(width: 180),
          .settle(pictures: []),
          .resize(width: 360),
          .settle(pictures: []),
        ]))
  }
}
