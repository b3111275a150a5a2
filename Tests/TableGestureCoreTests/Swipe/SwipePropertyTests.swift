import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The app in a random swipe session: random actions per row and edge, a random answer to each
/// handler, and checks on what the engine asks of it.
private final class RandomSwipeApp: SwipeActionsProvider {
  let table: SimulatedTable
  weak var controller: SwipeController?
  var actions: [Int: [SwipeableEdge: SwipeActionSet]] = [:]
  var identifies = true
  var refuseLeftOf: CGFloat?
  var answers: [TestSwipeProvider.Answer] = []
  var held: [SwipeActionCompletion] = []
  var tokens = Set<Int>()
  var handlerCalls = 0
  /// The row ID the last handler ran on.
  var lastHandlerRowID: Int?
  var problems: [String] = []
  /// The app's data: the row IDs per section, changed only by the app itself.
  var model: [[Int]]

  init(table: SimulatedTable) {
    self.table = table
    model = table.rowOrder
  }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    guard let id = table.rowID(at: indexPath) else {
      problems.append("asked for actions of a missing row \(indexPath)")
      return nil
    }
    return actions[id]?[edge]
  }

  func canBeginSwipe(forRowAt indexPath: IndexPath, edge: SwipeableEdge, at point: CGPoint)
    -> Bool
  {
    guard let limit = refuseLeftOf else { return true }
    return point.x >= limit
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    handlerCalls += 1
    if !tokens.insert(completion.token).inserted {
      problems.append("handler called twice for token \(completion.token)")
    }
    guard let ranOn = table.rowID(at: indexPath) else {
      problems.append("handler for a missing row \(indexPath)")
      return
    }
    lastHandlerRowID = ranOn
    if identifies, let p = controller?.pending, p.token == completion.token, let id = p.identity,
      AnyHashable(ranOn) != id
    {
      problems.append("handler ran on row \(ranOn), its action started on \(id)")
    }
    let answer = answers.isEmpty ? .claimSuccess : answers.removeFirst()
    switch answer {
    case .delete, .deleteSilently:
      let (section, row) = indexPath.tablePosition!
      model[section].remove(at: row)
      // As the README's handler: deleteRows(at:with: .automatic), the cell animates out.
      table.deleteRow(at: indexPath, animated: true)
      if answer == .delete { controller?.rowsDeleted(at: [indexPath]) }
      completion(true)
    case .claimSuccess:
      completion(true)
    case .fail:
      completion(false)
    case .hold:
      held.append(completion)
    }
  }

  func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable? {
    identifies ? table.rowID(at: indexPath).map(AnyHashable.init) : nil
  }

  func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath? {
    guard identifies, let id = identity.base as? Int else { return nil }
    return table.indexPath(ofRowID: id)
  }
}

/// One random session: a random table, random actions and a random stream of events — pans,
/// taps, scrolls, table updates (deletes animating out, cells replaced by reloads and
/// reconfigures, unreported equal-count reloads), edit mode switched by the app, width changes
/// — checked after every event: one row at a time, finite offsets, the data as on screen, no
/// action from a tap on a row whose cell shows no buttons, no cell query inside layout.
///
/// With `extras` (device review r4), more events come between those, from a second generator,
/// so a session without extras is exactly the session its seed gave before they existed (the
/// regression seeds replay as found): width changes heard in the layout pass, the table leaving
/// and rejoining its window, a reload that replaces the open row's cell, `setEditing`, and a
/// user scroll heard inside the layout pass (a self-sizing correction while tracking), and finger
/// paths (any angle, speed and length, sometimes held first, on a pushed screen or right to left)
/// through the simulated table's gesture arbitration, which decide the swipe pan as on a device.
private struct RandomSwipeSession {
  /// Set `SWIPE_TRACE` to print every step.
  static let tracing = ProcessInfo.processInfo.environment["SWIPE_TRACE"] != nil
  var random: SeededRandom
  /// The extra events' generator, separate from the main one.
  var extraRandom: SeededRandom
  let extras: Bool
  /// The forgotten notices' generator (``forgottenNotice(_:_:_:_:)``), apart from both others so
  /// that the sessions of the seeds found before replay as they were.
  var forgetRandom: SeededRandom
  /// Whether the app forgets some notices this session.
  let forgets: Bool
  /// The looks' generator (the glass look, its shapes and images, the grow transition, the
  /// system the host reports), apart from the others for the same reason.
  var lookRandom: SeededRandom
  /// Whether the host reports iOS 26 (``SwipeableLook/automatic`` draws glass) this session.
  let glassSystem: Bool
  /// The frame clock's generator: now and then one tick far from the host's clock (1,000 s
  /// ahead, or back by a random amount), as a tick from another clock would be; apart from the
  /// others for the same reason.
  var clockRandom: SeededRandom
  /// Whether the host breaks "increasing times" now and then this session.
  let breaksClock: Bool
  /// The list's generator: whether the session runs on a collection-view list
  /// (``SimulatedList``) rather than a table, the list's sections and its own events (layout
  /// passes, the app's diffable applies, reconfigures, layout changes); apart from the others,
  /// so a table session is the session its seed gave before lists existed.
  var listRandom: SeededRandom
  /// Whether this session runs on a list.
  let onList: Bool
  /// The buttons' effects' generator (scale transitions, the buttons' expansion), apart from
  /// the others for the same reason.
  var effectsRandom: SeededRandom
  /// Whether some of this session's sets have effects (the seeds that failed once replay
  /// without: they were found before effects were drawn).
  let withEffects: Bool
  var nextID = 0

  init(seed: UInt64, extras: Bool? = nil, list: Bool? = nil, effects: Bool? = nil) {
    random = SeededRandom(seed: seed)
    var effectsRandom = SeededRandom(seed: seed ^ 0x0EFF_EC75_0EFF_EC75)
    let drawnEffects = effectsRandom.chance(0.3)
    withEffects = effects ?? drawnEffects
    self.effectsRandom = effectsRandom
    var extraRandom = SeededRandom(seed: seed ^ 0x0E47_4A5E_0E47_4A5E)
    self.extras = extras ?? extraRandom.chance(0.5)
    self.extraRandom = extraRandom
    var forgetRandom = SeededRandom(seed: seed ^ 0x0F06_6E77_0F06_6E77)
    forgets = self.extras && forgetRandom.chance(0.5)
    self.forgetRandom = forgetRandom
    var lookRandom = SeededRandom(seed: seed ^ 0x6C55_0026_6C55_0026)
    glassSystem = lookRandom.chance(0.15)
    self.lookRandom = lookRandom
    var clockRandom = SeededRandom(seed: seed ^ 0x0C10_C4C1_0C10_C4C1)
    breaksClock = clockRandom.chance(0.2)
    self.clockRandom = clockRandom
    var listRandom = SeededRandom(seed: seed ^ 0x0115_7C01_0115_7C01)
    // Drawn even when `list` is given, so that a list seed replays as the random run found it.
    let drawn = listRandom.chance(0.5)
    onList = list ?? drawn
    self.listRandom = listRandom
  }

  mutating func number(_ range: ClosedRange<Int>, weird: Double = 0.03) -> CGFloat {
    if random.chance(weird) { return [.nan, .infinity, -.infinity, -50, 0][random.int(in: 0...4)] }
    return CGFloat(random.int(in: range))
  }

  mutating func makeSet() -> SwipeActionSet? {
    if random.chance(0.25) { return nil }
    let count = random.chance(0.05) ? 0 : random.int(in: 1...4)
    // The styles before the glass look, in their order: a seed's session stays what it was.
    let styles: [SwipeableTransitionStyle] = [
      .border, .drag, .reveal, .static, .clipCenter, .rotate3D,
    ]
    let expansions: [SwipeableExpansionStyle?] = [
      nil, .selection, .destructive, .destructiveAfterFill, .fill,
      .destructive(handlerDeletesRow: false, timing: .after),
      SwipeableExpansionStyle(
        target: .percentage(number(0...100, weird: 0.1) / 100),
        additionalTriggers: [.overscroll(number(0...60)), .touchThreshold(0.7)],
        elasticOverscroll: random.chance(0.5), completionAnimation: .bounce),
    ]
    var options = SwipeableOptions(
      transitionStyle: styles[random.int(in: 0...styles.count - 1)],
      expansionStyle: expansions[random.int(in: 0...expansions.count - 1)],
      allowsFullSwipe: random.chance(0.85),
      minimumButtonWidth: random.chance(0.2) ? number(0...100) : nil,
      maximumButtonWidth: random.chance(0.2) ? number(0...200) : nil,
      buttonSpacing: random.chance(0.3) ? number(0...12) : nil,
      contentGap: random.chance(0.2) ? number(0...10) : 0,
      outerInset: random.chance(0.2) ? number(0...10) : 0,
      metrics: random.chance(0.5) ? .native : .swipeCellKit)
    var actions = (0..<count).map { index in
      SwipeAction(
        identifier: "a\(index)",
        title: random.chance(0.8) ? String(repeating: "x", count: random.int(in: 0...14)) : nil,
        style: random.chance(0.3) ? .destructive : .default,
        customView: random.chance(0.15)
          ? SwipeCustomView(size: CGSize(width: number(0...60), height: 40)) : nil,
        width: random.chance(0.2) ? number(-10...140) : nil,
        spacing: random.chance(0.2) ? number(0...10) : nil,
        hidesWhenSelected: random.chance(0.2))
    }
    addLook(to: &options, actions: &actions)
    if withEffects { addEffects(to: &options, actions: &actions) }
    return SwipeActionSet(actions: actions, options: options)
  }

  /// Scale and alpha effects on some sets: a scale transition on some actions, the buttons'
  /// expansion (``SwipeableScaleAndAlphaExpansion``) on some sets.
  mutating func addEffects(to options: inout SwipeableOptions, actions: inout [SwipeAction]) {
    guard effectsRandom.chance(0.5) else { return }
    if effectsRandom.chance(0.5) { options.buttonExpansion = .default }
    for k in actions.indices where effectsRandom.chance(0.5) {
      actions[k].transition = .default
    }
  }

  /// The glass look on some sets (pinned, or ``SwipeableLook/automatic`` on an iOS 26 host), with
  /// images, shapes, the look's own transition and gaps, the glass material; drawn from
  /// ``lookRandom`` only, and changing nothing of a set that keeps the classic look.
  mutating func addLook(to options: inout SwipeableOptions, actions: inout [SwipeAction]) {
    if lookRandom.chance(0.3) { options.look = .glass }
    if lookRandom.chance(0.1) { options.look = .classic }
    guard options.look == .glass || (options.look == .automatic && glassSystem) else { return }
    if lookRandom.chance(0.5) { options.transitionStyle = nil }
    if lookRandom.chance(0.5) {
      options.buttonSpacing = nil
      options.contentGap = nil
      options.outerInset = nil
    }
    options.buttonMaterial = lookRandom.chance(0.5) ? .glass : .solid
    let shapes: [SwipeableButtonShape] = [
      .automatic, .automatic, .rectangle, .capsule(height: nil), .circle(diameter: 44),
      .roundedRect(cornerRadius: 16, height: .nan),
    ]
    for k in actions.indices {
      if lookRandom.chance(0.6) { actions[k].image = .named("i\(k)") }
      actions[k].shape = shapes[lookRandom.int(in: 0...shapes.count - 1)]
    }
  }

  mutating func randomPoint(_ table: SimulatedTable) -> CGPoint {
    if random.chance(0.03) { return CGPoint(x: CGFloat.nan, y: CGFloat.nan) }
    return CGPoint(
      x: CGFloat(random.int(in: -10...420)),
      y: table.bounds.minY + CGFloat(random.int(in: -40...Int(table.bounds.height) + 40)))
  }

  mutating func randomPath(_ table: SimulatedTable) -> IndexPath {
    if random.chance(0.05) { return IndexPath(index: 3) }
    return IndexPath(
      row: random.int(in: -1...table.numberOfRows(inSection: 0) + 1),
      inSection: random.int(in: -1...table.numberOfSections))
  }

  mutating func run() -> [String] {
    let width = [320, 390, 414, 200, 0, 40][random.int(in: 0...5)]
    let sections = (0..<random.int(in: 1...3)).map { _ in
      let rows = random.int(in: 0...12)
      defer { nextID += rows }
      return SimulatedSection(
        headerHeight: random.chance(0.5) ? 0 : 28,
        rowHeights: (0..<rows).map { _ in number(20...400, weird: 0.02) },
        rowIDs: Array(nextID..<(nextID + rows)))
    }
    let table = SimulatedTable(
      sections: sections, viewportSize: CGSize(width: CGFloat(width), height: 500))
    let list = onList ? makeList(on: table) : nil
    let host = list.map(SimulatedSwipeHost.init(list:)) ?? SimulatedSwipeHost(table: table)
    if random.chance(0.2) { host.swipeSafeAreaInsets = LayoutInsets(left: 20, right: 44) }
    if glassSystem { host.swipeDesign = .iOS26 }
    let app = RandomSwipeApp(table: table)
    app.identifies = random.chance(0.6)
    if random.chance(0.1) { app.refuseLeftOf = CGFloat(random.int(in: 0...300)) }
    for id in table.rowOrder.joined() {
      app.actions[id] = [.leading: makeSet(), .trailing: makeSet()].compactMapValues { $0 }
    }
    let controller = SwipeController(table: table, host: host, provider: app)
    app.controller = controller
    host.forwardTableViewChanges(to: controller)
    // The host's content-offset observation, for the offsets UIKit writes inside its layout
    // pass (the test's own scrolls tell the controller themselves, below).
    var lastOffset = table.contentOffset
    table.addScrollObserver { [weak table, weak controller] in
      guard let table, let controller else { return }
      let old = lastOffset
      lastOffset = table.contentOffset
      guard table.isLayingOut else { return }
      controller.contentOffsetDidChange(from: old, to: lastOffset, byUser: table.isTracking)
    }
    controller.rightToLeft = random.chance(0.2)
    controller.reduceMotion = random.chance(0.2)
    var time: TimeInterval = 0
    var problems: [String] = []

    func check(_ step: Int, _ what: String) {
      let activeID = controller.activeRow.flatMap { table.rowID(at: $0) }
      if controller.activeRow != nil, activeID == nil {
        problems.append("step \(step) \(what): active row \(controller.activeRow!) does not exist")
      }
      let order = table.rowOrder
      let alive = Set(order.joined())
      let offsetIDs = host.offsets.filter { $0.value != 0 && alive.contains($0.key) }.map(\.key)
      if offsetIDs.count > 1 || (offsetIDs.first.map { $0 != activeID } ?? false) {
        problems.append("step \(step) \(what): offset rows \(offsetIDs), active \(activeID as Any)")
      }
      let buttonIDs = host.buttonRows.keys.filter { alive.contains($0) }
      if buttonIDs.count > 1 || (buttonIDs.first.map { $0 != activeID } ?? false) {
        problems.append("step \(step) \(what): buttons on \(buttonIDs), active \(activeID as Any)")
      }
      if let row = controller.activeRow {
        let shown = host.offset(at: row)
        if !shown.isFinite { problems.append("step \(step) \(what): offset \(shown)") }
        if let g = controller.session.geometry, abs(shown) > g.maximumDistance + 0.001 {
          problems.append("step \(step) \(what): offset \(shown) beyond \(g.maximumDistance)")
        }
        if shown != controller.offset {
          problems.append("step \(step) \(what): host \(shown) != engine \(controller.offset)")
        }
      }
      for frame in host.buttonFrames
      where
        !(frame.minX.isFinite && frame.visibleWidth.isFinite && frame.visibleWidth >= 0
        && frame.width.isFinite && frame.width >= 0 && (0...1.1).contains(frame.scale)
        && (0...1).contains(frame.alpha))
      {
        problems.append("step \(step) \(what): frame \(frame)")
      }
      if let shown = host.shownActions, shown.options.look == .automatic {
        problems.append("step \(step) \(what): the host was handed the automatic look")
      }
      if app.model != order {
        problems.append("step \(step) \(what): data \(app.model) != table \(order)")
      }
      if table.queriesDuringLayout > 0 {
        problems.append("step \(step) \(what): \(table.queriesDuringLayout) cell queries in layout")
      }
      if let list {
        problems += listProblems(list, host, offsetIDs).map { "step \(step) \(what): \($0)" }
      }
    }

    for step in 0..<random.int(in: 5...50) {
      if extras, extraRandom.chance(0.12) {
        let what = extraEvent(table, host, controller, app)
        check(step, what)
        if Self.tracing { print("step \(step) \(what): row \(controller.activeRow as Any)") }
      }
      if let list, listRandom.chance(0.15) {
        let what = listEvent(list, host, controller, app, time)
        check(step, what)
        if Self.tracing { print("step \(step) \(what): row \(controller.activeRow as Any)") }
      }
      if forgets, forgetRandom.chance(0.08) {
        let what = forgottenNotice(table, controller, app, time)
        check(step, what)
        if Self.tracing { print("step \(step) \(what): row \(controller.activeRow as Any)") }
      }
      let roll = random.int(in: 0...99)
      var what = ""
      switch roll {
      case 0..<30:
        what = "pan"
        let start = randomPoint(table)
        controller.touchDown(at: start)
        controller.panBegan(at: start)
        var tx: CGFloat = 0
        for _ in 0..<random.int(in: 1...10) {
          tx += CGFloat(random.int(in: -120...80))
          let translation =
            random.chance(0.04)
            ? CGPoint(x: CGFloat.nan, y: 0)
            : CGPoint(x: tx, y: random.chance(0.2) ? CGFloat(random.int(in: -60...60)) : 0)
          controller.panChanged(
            translation: translation, location: CGPoint(x: start.x + tx, y: start.y))
          if random.chance(0.1) {
            time += 1.0 / 60
            controller.tick(at: time)
          }
        }
        switch random.int(in: 0...9) {
        case 0: controller.panCancelled()
        case 1: break  // the pan goes on into the next events
        default:
          controller.panEnded(
            velocity: CGPoint(
              x: random.chance(0.05) ? CGFloat.nan : CGFloat(random.int(in: -2_000...2_000)),
              y: 0))
        }
      case 30..<50:
        what = "ticks"
        if random.chance(0.3) { table.finishUpdateAnimations() }
        for _ in 0..<random.int(in: 1...40) {
          time += [1.0 / 60, 1.0 / 120, 0.2, -0.05, 0][random.int(in: 0...4)]
          controller.tick(at: random.chance(0.02) ? .nan : time)
        }
        if breaksClock, clockRandom.chance(0.3) {
          // One tick from another clock; the host's own goes on.
          let jump = clockRandom.chance(0.5) ? 1_000 : -TimeInterval(clockRandom.int(in: 1...500))
          controller.tick(at: time + jump)
          what = "ticks, one off the clock"
        }
      case 50..<55:
        what = "touch"
        controller.touchDown(at: randomPoint(table))
      case 55..<62:
        what = "tap"
        var point = randomPoint(table)
        if let row = controller.activeRow,
          let frame = host.buttonFrames.randomElement(using: &random),
          frame.visibleWidth > 0
        {
          point = CGPoint(
            x: frame.visibleMinX + frame.visibleWidth / 2, y: table.rectForRow(at: row).midY)
        }
        app.answers.append(
          [.delete, .deleteSilently, .claimSuccess, .fail, .hold][random.int(in: 0...4)])
        let visible = controller.activeRow.flatMap { host.swipeButtonsEdge(forRowAt: $0) }
        let calls = app.handlerCalls
        let opened = app.identifies ? controller.rowIdentity : nil
        controller.tap(at: point)
        if app.handlerCalls > calls, visible == nil {
          problems.append("step \(step) tap: an action ran on a row whose cell showed no buttons")
        }
        if app.handlerCalls > calls, let opened, let ran = app.lastHandlerRowID,
          AnyHashable(ran) != opened
        {
          problems.append("step \(step) tap: an action ran on row \(ran), opened \(opened)")
        }
      case 62..<66:
        what = "scroll"
        // A user scroll (the finger tracks, or a fling decelerates) or an offset the app or
        // UIKit sets; the host's after-layout reconcile runs at the run loop's turn.
        let old = table.contentOffset
        let byUser = random.chance(0.7)
        table.isTracking = byUser && random.chance(0.8)
        table.scroll(by: CGFloat(random.int(in: -200...200)))
        controller.contentOffsetDidChange(from: old, to: table.contentOffset, byUser: byUser)
        table.runLoopTurn()
        table.isTracking = false
      case 66..<70:
        what = "insert"
        let section = random.int(in: 0...table.numberOfSections - 1)
        let row = random.int(in: 0...table.numberOfRows(inSection: section))
        let id = 10_000 + nextID
        nextID += 1
        app.actions[id] = [.trailing: makeSet()].compactMapValues { $0 }
        app.model[section].insert(id, at: row)
        table.insertRow(at: IndexPath(row: row, inSection: section), height: 44, id: id)
        controller.rowsInserted(at: [IndexPath(row: row, inSection: section)])
      case 70..<74:
        what = "delete"
        let section = random.int(in: 0...table.numberOfSections - 1)
        guard table.numberOfRows(inSection: section) > 0 else { break }
        let row = random.int(in: 0...table.numberOfRows(inSection: section) - 1)
        app.model[section].remove(at: row)
        table.deleteRow(at: IndexPath(row: row, inSection: section), animated: random.chance(0.5))
        if random.chance(0.8) {
          controller.rowsDeleted(at: [IndexPath(row: row, inSection: section)])
        } else {
          // Not reported: the engine notices at its next event.
          controller.tick(at: time)
        }
      case 74..<77:
        what = "move"
        let section = random.int(in: 0...table.numberOfSections - 1)
        let count = table.numberOfRows(inSection: section)
        guard count > 1 else { break }
        let from = IndexPath(row: random.int(in: 0...count - 1), inSection: section)
        let to = IndexPath(row: random.int(in: 0...count - 1), inSection: section)
        let id = app.model[section].remove(at: from.tableRow)
        app.model[section].insert(id, at: to.tableRow)
        table.moveRow(at: from, to: to)
        controller.rowMoved(from: from, to: to)
      case 77..<81:
        what = "reload"
        for section in app.model.indices {
          app.model[section].removeAll { _ in random.chance(0.2) }
        }
        table.reloadData(
          app.model.map { SimulatedSection(rowHeights: $0.map { _ in 44 }, rowIDs: $0) })
        controller.tableDidReloadData()
      case 81..<86:
        what = "programmatic"
        let path = randomPath(table)
        switch random.int(in: 0...3) {
        case 0:
          controller.showActions(
            forRowAt: path, edge: random.chance(0.5) ? .leading : .trailing,
            animated: random.chance(0.5))
        case 1: controller.hideActions(animated: random.chance(0.5))
        case 2:
          controller.setOffset(
            number(-500...500, weird: 0.1), forRowAt: path, animated: random.chance(0.5))
        default:
          controller.showHint(forRowAt: path, edge: random.chance(0.5) ? .leading : .trailing)
        }
      case 86..<89:
        what = "actions change"
        if let row = controller.activeRow, let id = table.rowID(at: row) {
          app.actions[id] = [.leading: makeSet(), .trailing: makeSet()].compactMapValues { $0 }
          controller.actionsDidChange(forRowAt: row)
        }
      case 89..<92:
        what = "editing or reorder"
        switch random.int(in: 0...2) {
        case 0: controller.isEditing.toggle()
        case 1: table.isEditing.toggle()  // the app's Edit button; noticed at the next event
        default: controller.isReorderActive.toggle()
        }
      case 92..<94:
        what = "completion"
        if !app.held.isEmpty {
          let completion = app.held[random.int(in: 0...app.held.count - 1)]
          completion(random.chance(0.5))
        }
      case 94..<96:
        what = "cells replaced"
        let path = controller.activeRow ?? randomPath(table)
        switch random.int(in: 0...4) {
        case 0: table.reloadRows(at: [path])
        case 1: table.reconfigureRows(at: [path])
        case 2: table.reloadData(table.sections)  // same counts, not reported
        case 3: table.finishUpdateAnimations()
        default:
          // A rotation or a window resize, noticed at the next event.
          table.resizeViewport(
            to: CGSize(width: CGFloat([320, 390, 568, 844, 0][random.int(in: 0...4)]), height: 500))
        }
      default:
        what = "voiceover"
        let path = randomPath(table)
        let actions = controller.accessibilityActions(forRowAt: path)
        if let action = actions.randomElement(using: &random) {
          app.answers.append(
            [.delete, .deleteSilently, .claimSuccess, .fail, .hold][random.int(in: 0...4)])
          controller.performAccessibilityAction(action, forRowAt: path)
        }
      }
      check(step, what)
      if Self.tracing {
        print(
          "step \(step) \(what): row \(controller.activeRow as Any) \(controller.session.phase)",
          "offset \(controller.offset) pending \(controller.pending.map { "\($0.token) \($0.kind)" } ?? "-")"
        )
      }
      if problems.count > 3 { break }
    }

    // Close and cancel everything: the engine must end idle with every row at rest.
    table.moveToWindow(true)
    controller.panCancelled()
    for completion in app.held { completion(false) }
    controller.hideActions(animated: true)
    for _ in 0..<600 where controller.needsFrames {
      time += 1.0 / 60
      controller.tick(at: time)
    }
    check(-1, "final")
    if !controller.isIdle {
      problems.append(
        "not idle at the end: \(controller.session.phase) pending \(String(describing: controller.pending))"
      )
    }
    if !host.offsetRowIDs.isEmpty { problems.append("rows left offset: \(host.offsetRowIDs)") }
    if host.scaledFramesPlacedWithoutEffects != 0 {
      problems.append(
        "\(host.scaledFramesPlacedWithoutEffects) placements said to be without effects were not")
    }
    if app.handlerCalls != app.tokens.count {
      problems.append("handler count \(app.handlerCalls) for \(app.tokens.count) actions")
    }
    return problems + app.problems
  }

  /// A list on `table`: a random appearance, and now and then a section that is not a list
  /// (orthogonal, a grid, not a list layout, one the app says is one) or has a header row.
  mutating func makeList(on table: SimulatedTable) -> SimulatedList {
    let list = SimulatedList(
      table: table,
      appearance: ListAppearance.allCases[listRandom.int(in: 0...ListAppearance.allCases.count - 1)]
    )
    for section in 0..<table.numberOfSections where listRandom.chance(0.3) {
      list.sectionFacts[section] = randomFacts(list.appearance)
    }
    return list
  }

  mutating func randomFacts(_ appearance: ListAppearance) -> ListSectionFacts {
    switch listRandom.int(in: 0...5) {
    case 0: return ListSectionFacts(scrollsOrthogonally: true, appearance: appearance)
    case 1: return ListSectionFacts(columns: listRandom.int(in: 2...4), appearance: appearance)
    case 2: return ListSectionFacts(isListSection: false, appearance: appearance)
    case 3: return ListSectionFacts(appSaysList: true, isListSection: false, appearance: appearance)
    case 4: return ListSectionFacts(headerIsFirstItem: true, appearance: appearance)
    default: return ListSectionFacts(appearance: appearance)
    }
  }

  /// What the user sees of a list: on the iOS 26 design, the separators beside the row off rest
  /// hidden and no other; on the classic design none ever hidden; the buttons' clip with the
  /// row's corners; one log line a gate reason.
  func listProblems(_ list: SimulatedList, _ host: SimulatedSwipeHost, _ offsetIDs: [Int])
    -> [String]
  {
    let table = list.table
    var problems: [String] = []
    let path = offsetIDs.count == 1 ? table.indexPath(ofRowID: offsetIDs[0]) : nil
    if glassSystem {
      let expected = path.map { ListHiddenSeparators.beside($0, in: table) } ?? .none
      if list.hiddenSeparators != expected {
        problems.append("separators hidden \(list.hiddenSeparators), expected \(expected)")
      }
      if let path,
        list.isSeparatorVisible(.top, ofItemAt: path)
          || list.isSeparatorVisible(.bottom, ofItemAt: path)
      {
        problems.append("a separator visible beside the open row \(path)")
      }
    } else if list.separatorUpdates > 0 {
      problems.append("separators hidden on the classic design")
    }
    // The buttons the engine gave the row's cell (a reused cell may show another row's until
    // the next reconcile, as on a table).
    if let path, let cell = table.cellForRow(at: path), host.cellButtonsEdge(cell) != nil,
      host.buttonsRowOfCell[cell] == offsetIDs[0],
      let facts = list.facts(forSection: path.tableSection)
    {
      let corners = ListRowCorners.ofRow(
        item: path.tableRow, itemCount: table.numberOfRows(inSection: path.tableSection),
        appearance: facts.appearance)
      if list.buttonCorners(ofCell: cell) != corners {
        problems.append("buttons' corners \(list.buttonCorners(ofCell: cell)), expected \(corners)")
      }
    }
    if Set(host.gateRefusals.map(\.reason)).count != host.gateRefusals.count {
      problems.append("a gate reason reported twice: \(host.gateRefusals.map(\.reason))")
    }
    return problems
  }

  /// One list event: a layout pass (cells' attributes re-applied), the app's own diffable
  /// apply (animated or not; deletes, inserts, a swap) then the event the engine notices it at,
  /// a reconfigure, a layout change, or the update animations ending.
  mutating func listEvent(
    _ list: SimulatedList, _ host: SimulatedSwipeHost, _ controller: SwipeController,
    _ app: RandomSwipeApp, _ time: TimeInterval
  ) -> String {
    let table = list.table
    switch listRandom.int(in: 0...4) {
    case 0:
      table.cells.needsLayout = true
      table.layoutIfNeeded()
      for cell in table.visibleCells.map(\.id)
      where list.displayedOffset(ofCell: cell) != host.cellOffset(cell) {
        app.problems.append("a layout pass moved cell \(cell)")
      }
      return "layout pass"
    case 1:
      let animated = listRandom.chance(0.5)
      // Without identities only deletes: a change that keeps the counts cannot be seen then
      // (``SwipeController``'s identity rules; a diffable list always has identities).
      for section in app.model.indices {
        app.model[section].removeAll { _ in listRandom.chance(0.15) }
        for _ in 0..<(app.identifies ? listRandom.int(in: 0...2) : 0) {
          let id = 30_000 + nextID
          nextID += 1
          app.actions[id] = [.trailing: trailingSet(2)]
          app.model[section].insert(id, at: listRandom.int(in: 0...app.model[section].count))
        }
      }
      let section = listRandom.int(in: 0...app.model.count - 1)
      let count = app.model[section].count
      if app.identifies, count > 1, listRandom.chance(0.3) {
        app.model[section].swapAt(
          listRandom.int(in: 0...count - 1), listRandom.int(in: 0...count - 1))
      }
      // The app's own apply: a diffable data source for the moment of the apply, as the app's
      // would be, telling the engine nothing.
      SimulatedDiffableDataSource(table: table).apply(app.model, animatingDifferences: animated)
      // The next event that checks what the open row shows: with identities a touch (the
      // counts may be the same, other items at the open row's index path), else a frame.
      if app.identifies {
        Self.touchSomewhere(table, controller, &listRandom)
      } else {
        controller.tick(at: time)
      }
      return "apply (animated: \(animated))"
    case 2:
      let id = controller.activeRow.flatMap { table.rowID(at: $0) } ?? listRandom.int(in: 0...40)
      SimulatedDiffableDataSource(table: table).applyReconfiguring([id])
      table.runLoopTurn()
      return "reconfigure"
    case 3:
      let section = listRandom.int(in: 0...table.numberOfSections - 1)
      list.sectionFacts[section] = randomFacts(list.appearance)
      controller.listLayoutDidChange()
      if !host.offsetRowIDs.isEmpty, controller.pending == nil {
        app.problems.append("a row open after the layout changed")
      }
      return "layout changed"
    default:
      table.finishUpdateAnimations()
      table.runLoopTurn()
      return "animations end"
    }
  }

  /// A change the app makes without telling the engine, then the event the engine notices it at
  /// (a frame; a touch for a reload that keeps the counts, which only identities show): rows
  /// removed by a reload, a row inserted, or, when the app identifies rows, two rows swapped.
  mutating func forgottenNotice(
    _ table: SimulatedTable, _ controller: SwipeController, _ app: RandomSwipeApp,
    _ time: TimeInterval
  ) -> String {
    let section = forgetRandom.int(in: 0...table.numberOfSections - 1)
    let count = app.model[section].count
    let what: String
    switch forgetRandom.int(in: 0...2) {
    case 0:
      app.model[section].removeAll { _ in forgetRandom.chance(0.2) }
      what = "reload not reported"
    case 1:
      let id = 20_000 + nextID
      nextID += 1
      app.actions[id] = [.trailing: trailingSet(2)]
      app.model[section].insert(id, at: forgetRandom.int(in: 0...count))
      what = "insert not reported"
    default:
      guard app.identifies, count > 1 else { return "swap (not possible)" }
      app.model[section].swapAt(
        forgetRandom.int(in: 0...count - 1), forgetRandom.int(in: 0...count - 1))
      what = "swap not reported"
    }
    let heights = Dictionary(
      zip(table.rowOrder.joined(), table.sections.flatMap(\.rowHeights)),
      uniquingKeysWith: { a, _ in a })
    let current = table.sections
    table.reloadData(
      app.model.enumerated().map { index, ids in
        SimulatedSection(
          headerHeight: current[index].headerHeight, footerHeight: current[index].footerHeight,
          rowHeights: ids.map { heights[$0] ?? 44 }, rowIDs: ids)
      })
    if what == "swap not reported" {
      Self.touchSomewhere(table, controller, &forgetRandom)
    } else {
      controller.tick(at: time)
    }
    return what
  }

  /// A touch at a point of the viewport drawn from `generator` (x, then y): the event that
  /// checks the open row's identity after a change that may keep the counts.
  static func touchSomewhere(
    _ table: SimulatedTable, _ controller: SwipeController, _ generator: inout SeededRandom
  ) {
    let bounds = table.bounds
    let x = CGFloat(generator.int(in: 0...300))
    let y = bounds.minY + CGFloat(generator.int(in: 0...Int(max(bounds.height, 1))))
    controller.touchDown(at: CGPoint(x: x, y: y))
  }

  /// One extra event (see ``extras``); returns its name, with a problem appended for what it
  /// must have done at once.
  mutating func extraEvent(
    _ table: SimulatedTable, _ host: SimulatedSwipeHost, _ controller: SwipeController,
    _ app: RandomSwipeApp
  ) -> String {
    switch extraRandom.int(in: 0...6) {
    case 0:
      // A rotation or a window resize with no event: heard in the next layout pass, reconciled
      // at the run loop's turn after.
      let width = [320, 390, 568, 844, 0, 200][extraRandom.int(in: 0...5)]
      table.resizeViewport(to: CGSize(width: CGFloat(width), height: 500))
      table.runLoopTurn()
      table.runLoopTurn()
      return "width \(width)"
    case 1:
      table.moveToWindow(false)
      if !controller.isIdle {
        app.problems.append("not idle after leaving the window")
      }
      if !host.offsetRowIDs.isEmpty { app.problems.append("rows offset after leaving the window") }
      if extraRandom.chance(0.5), !app.held.isEmpty {
        app.held[extraRandom.int(in: 0...app.held.count - 1)](extraRandom.chance(0.5))
      }
      table.moveToWindow(true)
      return "window left and back"
    case 2:
      // A reload that replaces the open row's cell, then a touch elsewhere or a frame.
      guard let row = controller.activeRow else { return "reload (no row open)" }
      table.reloadRows(at: [row])
      return "open row's cell replaced"
    case 3:
      let editing = !table.isEditing
      table.setEditing(editing, animated: extraRandom.chance(0.5))
      // No key-value notification (device review r5, F2): the layout of an open row's cell
      // schedules the reconcile that closes it, before the next frame. What is checked is what
      // the user sees: no cell on screen still moved or showing buttons. A row whose cell shows
      // nothing of it — scrolled off screen, or its cell replaced by a reload while a finger
      // pans it — has no moved cell to lay out: the engine closes it at the next event (its
      // frame, the pan's next update, the scroll that brings it back), and nothing shows it
      // meanwhile.
      table.runLoopTurn()
      if editing, controller.activeRow != nil,
        table.visibleCells.contains(where: { host.displacedCells.contains($0.id) })
      {
        app.problems.append("a row open on screen after setEditing(true)")
      }
      return "setEditing(\(editing))"
    case 4:
      // A self-sizing correction inside the layout pass while the user tracks.
      table.isTracking = extraRandom.chance(0.7)
      table.setContentOffsetInNextLayout(
        CGPoint(x: 0, y: table.contentOffset.y + CGFloat(extraRandom.int(in: -30...30))))
      table.layoutIfNeeded()
      table.runLoopTurn()
      table.isTracking = false
      return "offset set in layout"
    case 5:
      // A finger path through the simulated table's gesture arbitration: the table's scroll
      // pan, the library's swipe pan and sometimes the drag press meet the same finger, as on a
      // device; the engine gets the swipe pan's callbacks as the UIKit host forwards them.
      let start = CGPoint(
        x: CGFloat(extraRandom.int(in: 0...400)),
        y: table.bounds.minY + CGFloat(extraRandom.int(in: 0...Int(max(table.bounds.height, 1)))))
      let degrees = Double(extraRandom.int(in: 0...359))
      let length = Double(extraRandom.int(in: 1...300))
      let speed = Double([40, 150, 600, 2_000][extraRandom.int(in: 0...3)])
      let path = FingerPath.line(
        "random", from: start, degrees: degrees, length: length, speed: speed,
        holding: extraRandom.chance(0.2) ? 0.6 : 0)
      _ = FeelProbe.measure(
        path, on: .swipeable(controller, host: host, dragable: extraRandom.chance(0.3)),
        pushed: extraRandom.chance(0.2), rightToLeft: extraRandom.chance(0.2))
      return "finger path \(Int(degrees))° \(Int(length)) pt"
    default:
      table.runLoopTurn()
      return "run loop turn"
    }
  }
}

@Suite("Swipe: random sessions")
struct SwipePropertyTests {
  /// Set `SWIPE_SEED` to replay one session, `SWIPE_SESSIONS` to run more (or fewer) than 2,500,
  /// and `SWIPE_BASE_SEED` to start elsewhere than 0x5A1E0000 (to split a long run in chunks).
  static let seeds: [UInt64] = {
    if let text = ProcessInfo.processInfo.environment["SWIPE_SEED"], let seed = UInt64(text) {
      return [seed]
    }
    let environment = ProcessInfo.processInfo.environment
    let count = environment["SWIPE_SESSIONS"].flatMap { Int($0) }.map { max(1, $0) } ?? 2_500
    let base = environment["SWIPE_BASE_SEED"].flatMap { UInt64($0) } ?? 0x5A1E_0000
    return (0..<count).map { base &+ UInt64($0) }
  }()

  /// Seeds that failed once, by what the user saw. Each replays as found (the events added
  /// since come from a second generator, see ``RandomSwipeSession``).
  static let regressions: [UInt64] = [
    // The width changed, then a tap on a button: the engine re-measured the row and moved its
    // own offset to the new open width without telling the host (device review r4, N7).
    4_027_630_550, 4_029_138_786,
    // Edit mode switched on with no notification while the open row animated off screen: no
    // cell to lay out, so the row closes at its next frame (device review r5, F2).
    1_511_915_905,
    // The same while a finger panned a row whose cell a reload had replaced (the new cell not
    // yet moved, the old one moved in the reuse pool): nothing on screen showed the row open,
    // which the check before counted as open.
    1_511_993_305, 1_512_306_228, 1_512_321_830, 1_512_395_197, 1_512_524_601,
  ]

  /// Seeds that failed once on a list, each replayed on a list.
  static let listRegressions: [UInt64] = [
    // A section's first row open: the previous section's last item changed (an apply, a
    // reported delete) and the bottom separator hidden stayed the old item's.
    1_511_916_429, 1_511_917_195,
    // An apply of the same counts while a finger panned the row, noticed only at a touch.
    1_511_917_366,
    // The reloaded row's new cell came from the pool with another row's buttons and corners.
    1_511_925_831,
    // The open row moved off screen (a reported move): its corners landed on no cell, and the
    // cell that kept its buttons came back with the old place's corners (1,000,000-session run).
    1_512_792_238,
    // The first fix gave the corners again at once and asked for the cell inside a layout pass.
    1_512_796_239,
  ]

  @Test(arguments: [false, true])
  func listSeedsThatFailedOnceStayFixed(extras: Bool) {
    for seed in Self.listRegressions {
      var session = RandomSwipeSession(seed: seed, extras: extras, list: true, effects: false)
      let problems = session.run()
      if !problems.isEmpty {
        Issue.record("seed \(seed) (replay with SWIPE_SEED=\(seed)): \(problems.prefix(3))")
      }
    }
  }

  @Test(arguments: [false, true])
  func seedsThatFailedOnceStayFixed(extras: Bool) {
    for seed in Self.regressions {
      var session = RandomSwipeSession(seed: seed, extras: extras, list: false, effects: false)
      let problems = session.run()
      if !problems.isEmpty {
        Issue.record("seed \(seed) (replay with SWIPE_SEED=\(seed)): \(problems.prefix(3))")
      }
    }
  }

  @Test func oneRowAtATimeFiniteOffsetsHandlersOnceAndIdleAfterClosing() {
    var failures = 0
    for seed in Self.seeds {
      var session = RandomSwipeSession(seed: seed)
      let problems = session.run()
      if !problems.isEmpty {
        let extras = session.extras ? " (extras)" : ""
        Issue.record(
          "seed \(seed)\(extras) (replay with SWIPE_SEED=\(seed)): \(problems.prefix(3))")
        failures += 1
        if failures >= 5 { break }
      }
    }
    let environment = ProcessInfo.processInfo.environment
    let overridden = ["SWIPE_SEED", "SWIPE_SESSIONS", "SWIPE_BASE_SEED"].contains {
      environment[$0] != nil
    }
    #expect(Self.seeds.count >= 2_000 || overridden)
  }
}
