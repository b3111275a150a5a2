import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  /// Asks the provider for both edges of `row` and measures them.
  func measure(_ row: IndexPath) -> (
    SwipeActionSet?, SwipeGeometry?, SwipeActionSet?, SwipeGeometry?
  ) {
    guard let provider, table.containsRow(at: row) else { return (nil, nil, nil, nil) }
    let rect = table.rectForRow(at: row)
    let width = rect.width
    let insets = host?.swipeSafeAreaInsets.sanitized ?? .zero
    let design = host?.swipeDesign ?? .iOS18
    var result: (SwipeActionSet?, SwipeGeometry?, SwipeActionSet?, SwipeGeometry?) = (
      nil, nil, nil, nil
    )
    for edge in SwipeableEdge.allCases {
      guard let given = actions(of: provider, forRowAt: row, edge: edge), !given.actions.isEmpty
      else { continue }
      let sign = edge.offsetSign(rightToLeft: rightToLeft)
      let look = design.drawnLook(for: given.options.look)
      let widths = given.actions.map { host?.measureSwipeActionContent($0) ?? 0 }
      let parts = look == .glass ? given.actions.map { host?.measureSwipeActionParts($0) } : []
      let geometry = SwipeGeometry(
        actions: given.actions, options: given.options, edge: edge, rightToLeft: rightToLeft,
        rowWidth: width, safeAreaInset: sign > 0 ? insets.left : insets.right,
        contentWidths: widths, look: look, rowHeight: rect.height,
        contentParts: parts.map {
          $0 ?? .empty
        })
      guard let geometry else { continue }
      let set = given.resolved(by: geometry)
      if sign > 0 {
        result.0 = set
        result.1 = geometry
      } else {
        result.2 = set
        result.3 = geometry
      }
    }
    return result
  }

  /// Makes `row` the active row with freshly measured edges. Any other active row snaps shut
  /// first. Returns `false` (nothing active) when the row has no usable edge.
  @discardableResult
  func activate(_ row: IndexPath) -> Bool {
    if activeRow != nil, activeRow != row { snapShut() }
    let (pSet, pGeometry, nSet, nGeometry) = measure(row)
    guard pGeometry != nil || nGeometry != nil else {
      if activeRow == row { snapShut() }
      return false
    }
    if activeRow != row {
      session.reset()
      shownEdge = nil
      rowIdentity = provider?.swipeRowIdentity(at: row)
    }
    activeRow = row
    positiveSet = pSet
    negativeSet = nSet
    session.setGeometries(positive: pGeometry, negative: nGeometry)
    if session.geometry == nil {
      snapShut()
      return false
    }
    return true
  }

  /// Sends the active row's offset and button frames to the host.
  func applyOffset() {
    guard let host else { return }
    applyOffset(rowRect: nil, host: host)
  }

  /// ``applyOffset()`` with the host already loaded in this event (loading the weak reference,
  /// like any retain of a weakly referenced object, goes through its side table). `rowRect`: the
  /// row's rect, when the caller read it in this event and nothing that can move rows ran since
  /// (the host's calls here move none). Out of line: a pan update or display frame of a row that
  /// shows its buttons already places it through ``followShownRow(rowRect:host:)``.
  @inline(never)
  func applyOffset(rowRect: CGRect?, host: SwipeHost) {
    guard let row = activeRow, let g = session.geometry else { return }
    let firstPlacement = shownEdge != g.edge
    if shownEdge != g.edge, let set = activeSet {
      if shownEdge != nil { host.removeSwipeButtons(forRowAt: row) }
      shownEdge = g.edge
      if !announcedBegin {
        announcedBegin = true
        dueNotices.append(.began(row, g.edge))
      }
      showButtons(set, edge: g.edge, forRowAt: row, host: host)
    }
    let offset = session.offset
    let rect = rowRect ?? table.rectForRow(at: row)
    host.setSwipeOffset(offset, forRowAt: row)
    let band: (minY: CGFloat, height: CGFloat)
    if rowRect != nil, let ahead = readAhead {
      // The rect came from the same reading (``validateActiveRow(readingRect:rowExists:)``).
      band = SwipeVerticalBand.band(
        rowRect: rect, visibleTop: ahead.visibleTop, visibleBottom: ahead.visibleBottom)
    } else {
      let visible = table.visibleContentRange
      band = SwipeVerticalBand.band(
        rowRect: rect, visibleTop: visible.top, visibleBottom: visible.bottom)
    }
    let expanded = placesButtonsExpanded
    let effects = buttonEffects(for: g)
    let pass = SwipeTransitionLayout.Pass(geometry: g, offset: offset)
    withButtonFrames(count: pass.n) { frames in
      Self.fillFrames(
        frames, from: 0, pass: pass, geometry: g, expanded: expanded, effects: effects,
        firstPlacement: firstPlacement)
      // The frames are plain values: nothing to deinitialize.
      host.layoutSwipeButtons(
        UnsafeBufferPointer(frames), bandMinY: band.minY, bandHeight: band.height, forRowAt: row)
    }
  }

  /// What ``followShownRow(rowRect:host:)`` did.
  enum FollowPlacement {
    /// The row's offset and button frames went to its cell.
    case placed
    /// The cell now showing the row does not show the buttons the engine gave it: nothing was
    /// written.
    case cellReplaced
    /// Not a placement it makes (see there): nothing was written.
    case notTried
  }

  /// A pan update's or display frame's placement of a row that shows its buttons already, the
  /// check that its cell still shows them included, on the row's cell found once
  /// (``SwipeHost/swipeRowView(forRowAt:)``): the same question, then the same writes with the
  /// same values, as ``cellShowsActiveRow(host:)`` followed by ``applyOffset(rowRect:host:)``.
  /// Tried only when those would read nothing from the table after the offset is written
  /// (`rowRect` and the visible range come from this event's reading, ``readAhead``), when no
  /// buttons are due first (they show the edge shown) and when the host hands the cell;
  /// otherwise ``FollowPlacement/notTried``, and the caller makes the host's calls. The frames
  /// (``withButtonFrames(count:_:)``) are worked out before the host's first call (from the
  /// engine's state only, so the same values), which keeps no copy of the geometry, retained,
  /// across the host's calls (two retains and releases an event).
  @inline(__always)
  func followShownRow(rowRect: CGRect?, host: SwipeHost) -> FollowPlacement {
    guard let rect = rowRect, let ahead = readAhead, activeRow != nil, let edge = shownEdge,
      let count = session.geometry?.count, edge == session.geometry?.edge
    else { return .notTried }
    let offset = session.offset
    let band = SwipeVerticalBand.band(
      rowRect: rect, visibleTop: ahead.visibleTop, visibleBottom: ahead.visibleBottom)
    return withButtonFrames(count: count) { frames in
      let withoutEffects = fillFrames(frames, firstPlacement: false)
      // The frames are plain values: nothing to deinitialize.
      return followShownRow(
        edge: edge, offset: offset, band: band, host: host, frames: UnsafeBufferPointer(frames),
        withoutEffects: withoutEffects)
    }
  }

  /// Calls `body` with room for `count` frames, valid during the call: on the stack when they
  /// fit there (``stackFrames``, nine; `withUnsafeTemporaryAllocation` takes the heap above a
  /// kilobyte, the standard library's `_isStackAllocationSafe`), else the controller's kept
  /// ``buttonFrames`` (grown when short), which nothing writes while the host reads it: the
  /// host's re-entrant calls are deferred (``run(_:)``). Every count goes through the one
  /// `body`: a second path for the kept buffer, out of line, cost about 95 instructions an event
  /// more at ten buttons and more (Benchmarks/README.md).
  @inline(__always)
  func withButtonFrames<R>(
    count: Int, _ body: (UnsafeMutableBufferPointer<SwipeButtonFrame>) -> R
  ) -> R {
    guard count > Self.stackFrames else {
      return withUnsafeTemporaryAllocation(of: SwipeButtonFrame.self, capacity: count, body)
    }
    if count > buttonFrames.count { growButtonFrames(to: count) }
    return body(UnsafeMutableBufferPointer(rebasing: buttonFrames[0..<count]))
  }

  /// Works out the active row's button frames at its offset into `frames` (one a button),
  /// reading the geometry where the session keeps it: no copy of it outlives this call.
  /// Returns whether every frame is at scale and alpha 1
  /// (``fillFrames(_:from:pass:geometry:expanded:effects:firstPlacement:)``).
  @inline(__always)
  func fillFrames(_ frames: UnsafeMutableBufferPointer<SwipeButtonFrame>, firstPlacement: Bool)
    -> Bool
  {
    guard let g = session.geometry else { return false }
    return Self.fillFrames(
      frames, from: 0, pass: SwipeTransitionLayout.Pass(geometry: g, offset: session.offset),
      geometry: g, expanded: placesButtonsExpanded, effects: buttonEffects(for: g),
      firstPlacement: firstPlacement)
  }

  /// ``followShownRow(rowRect:host:)``'s host calls, with the frames worked out: the row's cell
  /// found once, its edge checked, then the offset and the frames written to it.
  @inline(__always)
  private func followShownRow(
    edge: SwipeableEdge, offset: CGFloat, band: (minY: CGFloat, height: CGFloat),
    host: SwipeHost, frames: UnsafeBufferPointer<SwipeButtonFrame>, withoutEffects: Bool
  ) -> FollowPlacement {
    guard let row = activeRow, let view = host.swipeRowView(forRowAt: row) else {
      return .notTried
    }
    guard view.swipeButtonsEdge == edge else { return .cellReplaced }
    view.setSwipeOffset(offset)
    view.placeSwipeButtons(
      frames, bandMinY: band.minY, bandHeight: band.height, withoutEffects: withoutEffects)
    return .placed
  }

  /// The most frames placed from the stack: a kilobyte's worth (`withUnsafeTemporaryAllocation`
  /// stays on the stack up to a kilobyte).
  static var stackFrames: Int { 1_024 / MemoryLayout<SwipeButtonFrame>.stride }

  /// Makes ``buttonFrames`` hold at least `count` frames (a row with more buttons than any
  /// before). Out of line: it runs once per new largest count, not per event.
  @inline(never)
  func growButtonFrames(to count: Int) {
    let grown = UnsafeMutableBufferPointer<SwipeButtonFrame>.allocate(capacity: count)
    grown.initialize(
      repeating: SwipeButtonFrame(
        actionIndex: -1, minX: 0, width: 0, visibleMinX: 0, visibleWidth: 0, percentVisible: 0))
    buttonFrames.deallocate()
    buttonFrames = grown
  }

  /// Writes the frames of buttons `start ..< start + frames.count` of `pass` into `frames`: the
  /// classic look's common row (the border transition, not expanded, without effects) by a loop
  /// inlined here that knows it, every other by one out of line
  /// (``fillFramesOfAnyStyle(_:from:pass:geometry:expanded:effects:firstPlacement:)``). One loop
  /// inlined, not several: with more (one per edge, or the outermost button apart), the compiler
  /// moved the caller's placement out of line, 40 to 60 instructions a pan more. Returns
  /// whether every frame is at scale and alpha 1: no effects in force and not the grow
  /// transition, whose maths scales and fades the buttons itself
  /// (``SwipeRowView/placeSwipeButtons(_:bandMinY:bandHeight:withoutEffects:)``).
  @inline(__always) @discardableResult
  static func fillFrames(
    _ frames: UnsafeMutableBufferPointer<SwipeButtonFrame>, from start: Int,
    pass: SwipeTransitionLayout.Pass, geometry g: SwipeGeometry, expanded: Bool,
    effects: SwipeButtonEffects?, firstPlacement: Bool
  ) -> Bool {
    guard pass.style == .border, !expanded, effects == nil, let base = frames.baseAddress else {
      return fillFramesOfAnyStyle(
        frames, from: start, pass: pass, geometry: g, expanded: expanded, effects: effects,
        firstPlacement: firstPlacement)
    }
    // Nothing to finish: a frame without effects is at scale and alpha 1, with no animation.
    pass.fill(
      base, first: start, count: frames.count, geometry: g, style: .border, isExpanded: false,
      positive: pass.sign > 0, splitsOutermost: false
    ) { _ in }
    return true
  }

  /// ``fillFrames(_:from:pass:geometry:expanded:effects:firstPlacement:)`` in any transition, at
  /// either edge, expanded or not, with effects or not: the border transition not expanded by a
  /// loop of its own for each edge, which works out the outermost button apart. Out of line: the
  /// common row does not carry its code.
  @inline(never) @discardableResult
  static func fillFramesOfAnyStyle(
    _ frames: UnsafeMutableBufferPointer<SwipeButtonFrame>, from start: Int,
    pass: SwipeTransitionLayout.Pass, geometry g: SwipeGeometry, expanded: Bool,
    effects: SwipeButtonEffects?, firstPlacement: Bool
  ) -> Bool {
    // Only effects and the grow transition's own maths give a frame another scale or alpha.
    let withoutEffects = effects == nil && pass.style != .grow
    guard let base = frames.baseAddress else { return withoutEffects }
    guard pass.style == .border, !expanded else {
      pass.fill(
        base, first: start, count: frames.count, geometry: g, style: pass.style,
        isExpanded: expanded, positive: pass.sign > 0, splitsOutermost: false
      ) { finish(&$0, effects: effects, expanded: expanded, firstPlacement: firstPlacement) }
      return withoutEffects
    }
    if pass.sign > 0 {
      pass.fill(
        base, first: start, count: frames.count, geometry: g, style: .border,
        isExpanded: false, positive: true, splitsOutermost: true
      ) { finish(&$0, effects: effects, expanded: false, firstPlacement: firstPlacement) }
    } else {
      pass.fill(
        base, first: start, count: frames.count, geometry: g, style: .border,
        isExpanded: false, positive: false, splitsOutermost: true
      ) { finish(&$0, effects: effects, expanded: false, firstPlacement: firstPlacement) }
    }
    return withoutEffects
  }

  /// Gives a frame its scale, alpha and their animation (``applyEffects(to:effects:expanded:)``),
  /// none at the first placement.
  @inline(__always)
  static func finish(
    _ frame: inout SwipeButtonFrame, effects: SwipeButtonEffects?, expanded: Bool,
    firstPlacement: Bool
  ) {
    if let effects { applyEffects(to: &frame, effects: effects, expanded: expanded) }
    if firstPlacement {
      // New buttons start at their scale and alpha; only later changes animate (M2).
      frame.animationDuration = 0
      frame.animationDelay = 0
    }
  }

  /// Fills in a frame's scale, alpha and their animation: the action's ``SwipeableScaleTransition``,
  /// then, for the buttons other than the outermost, the ``SwipeableScaleAndAlphaExpansion`` in force.
  static func applyEffects(
    to frame: inout SwipeButtonFrame, effects: SwipeButtonEffects, expanded: Bool
  ) {
    let index = frame.actionIndex
    guard index >= 0, index < effects.count else { return }
    if let transition = effects.transitions[index] {
      frame.scale = transition.scale(percentVisible: frame.percentVisible)
      frame.animationDuration = transition.duration
    }
    guard let expansion = effects.expansion else { return }
    if index == 0 {
      frame.animationDelay = expansion.expandingButtonDelay(expanding: expanded)
      return
    }
    // The other buttons, counted outermost first (position 0 is next to the expanding one).
    let step = expansion.step(
      position: index - 1, of: effects.count - 1, actionIndex: index, expanding: expanded)
    if expanded { frame.scale = step.scale }
    frame.alpha = step.alpha
    frame.animationDelay = step.delay
    frame.animationDuration = step.duration
  }

  /// The animation for programmatic moves and closes.
  func programmaticCurve(_ animated: Bool) -> SwipeAnimation {
    guard animated else { return .immediate }
    let metrics = session.geometry?.metrics ?? .native
    if reduceMotion { return .easeOut(duration: metrics.reducedMotionDuration) }
    return .timed(duration: metrics.programmaticDuration, dampingRatio: 1)
  }

  /// Starts closing the active row (or closes it at once). Drops an outstanding action: its
  /// completion will be ignored. `showing`: the host is told now; `false` from where no cell
  /// may be asked for (a content-offset observation, device review r4, N5): the row closes in
  /// the engine only, and the display frames and the reconcile after the layout show it (a row
  /// closed at once is forgotten; that reconcile puts its cells back at rest).
  func closeRow(animated: Bool, showing: Bool = true) {
    guard activeRow != nil else { return }
    if pending?.row == activeRow { pending = nil }
    hintStage = nil
    session.clearExpansion()
    if pan != nil, case .claimed = pan?.verdict { pan?.verdict = .refused }
    guard animated, session.geometry != nil, session.offset != 0 else {
      if showing { snapShut() } else { forgetRow() }
      return
    }
    session.animate(to: 0, with: programmaticCurve(true))
    if showing { applyOffset() }
  }

  /// Whether the active row is on its way shut (an animation toward rest).
  var isClosing: Bool { session.phase == .animating && session.animationTarget == 0 }

  /// Puts the active row at rest without animation, releases every cell the host touched, and
  /// forgets the row.
  func snapShut() {
    guard let row = activeRow else { return }
    if let host {
      host.setSwipeOffset(0, forRowAt: row)
      host.removeSwipeButtons(forRowAt: row)
      // Nothing is open now: release every cell the host touched (the row's included).
      host.restoreSwipeViews(exceptRowAt: nil)
    }
    forgetRow()
  }

  /// Forgets a ghost: the active row's cell no longer shows it — the table gave the row a new
  /// cell at rest (`reloadRows(at:with:)`, a diffable apply that reloads the item,
  /// `reloadData()`), or the row has no cell on screen — so for the user the row is closed.
  /// Only the cells the host displaced go back to rest; the row's new cell is not written to
  /// (it would jump open and slide shut; device review r4, N3). UIKit's own swipe also resets
  /// without animation when the table reloads (`-[UISwipeActionController reloadData]` calls
  /// `resetSwipedItemAnimated:NO`; decompiled UIKitCore 26.1, `UISwipeActionController.m`).
  func forgetGhost() {
    guard activeRow != nil else { return }
    host?.restoreSwipeViews(exceptRowAt: nil)
    forgetRow()
  }

  /// The active row vanished or its index path no longer means it: forget it and reset every
  /// row's views.
  /// `fills`: the row's own pending action deleted it (a tapped destructive button or a
  /// fill), so its leaving cell fills the row (``leavingFill()``).
  func vanish(fills: Bool = false) {
    guard activeRow != nil else { return }
    let fill = fills ? leavingFill() : nil
    if pending?.row == activeRow { pending = nil }
    forgetRow(gone: true)
    resetAllSwipeViews(filling: fill)
  }

  /// The host resets every row's views; the cells leaving with the vanished row go to `fill`.
  func resetAllSwipeViews(filling fill: SwipeLeavingFill?) {
    guard let host else { return }
    host.resetAllSwipeViews()
    if let fill { host.fillLeavingSwipeViews(fill) }
  }

  /// Where the active row's leaving cell goes when its own action deleted the row: the
  /// full row width over UIKit's row-animation time, the outermost button expanded over the row,
  /// whether the action was tapped or full-swiped (a full swipe is most of the way there
  /// already). `nil` with no open row.
  func leavingFill() -> SwipeLeavingFill? {
    guard activeRow != nil, let g = session.geometry, session.offset != 0 else { return nil }
    let offset = g.rowWidth * g.sign
    let pass = SwipeTransitionLayout.Pass(geometry: g, offset: offset)
    let effects = buttonEffects(for: g)
    var buttons: [SwipeButtonFrame] = []
    buttons.reserveCapacity(pass.n)
    for i in 0..<pass.n {
      var frame = pass.frame(ofButton: i, geometry: g, isExpanded: true)
      if let effects { Self.applyEffects(to: &frame, effects: effects, expanded: true) }
      buttons.append(frame)
    }
    let duration =
      reduceMotion ? g.metrics.reducedMotionDuration : SwipeLeavingFill.rowAnimationDuration
    return SwipeLeavingFill(offset: offset, buttons: buttons, duration: duration)
  }

  /// Forgets the active row; announces its end when its opening was announced (`gone`: the row
  /// no longer exists, so the end names no row).
  func forgetRow(gone: Bool = false) {
    if announcedBegin {
      announcedBegin = false
      dueNotices.append(.ended(gone ? nil : activeRow))
    }
    // An action on this row (other than a VoiceOver one, which needs no open row) is over.
    if let p = pending, p.row == activeRow, p.kind != .accessibility { pending = nil }
    session.reset()
    activeRow = nil
    positiveSet = nil
    negativeSet = nil
    shownEdge = nil
    rowIdentity = nil
    hintStage = nil
    if pan != nil, case .claimed = pan?.verdict { pan?.verdict = .refused }
  }

  /// Whether the active row still exists; if not, the swipe ends.
  func validateActiveRow() -> Bool {
    var rect: CGRect?
    return validateActiveRow(readingRect: &rect)
  }

  /// ``validateActiveRow(readingRect:rowExists:)`` of a pan update or display frame: a row known
  /// to exist whose rect this event read (``readAhead``) at the width it was measured at is
  /// still there, with that rect, without a call (the common case, inlined); any other goes
  /// through it. The frame's sampling is inlined with it: inlined into a sampling that stayed a
  /// call, it cost the frame 15 instructions more than it saved (Benchmarks/instructions.sh).
  @inline(__always)
  func validateFollowedRow(readingRect rect: inout CGRect?, rowExists: Bool) -> Bool {
    if rowExists, activeRow != nil, activePosition != nil, let read = readAhead?.rect,
      let width = session.geometry?.rowWidth, read.width == width
    {
      rect = read
      return true
    }
    return validateActiveRow(readingRect: &rect, rowExists: rowExists)
  }

  /// Whether the active row still exists; if not, the swipe ends. `rect` gets the row's rect
  /// when this read it and nothing ran after the read (the caller need not read it again).
  /// `rowExists`: the table's shape was read at the start of this event, nothing ran since, and
  /// the row is in it, so the table is not asked again.
  func validateActiveRow(readingRect rect: inout CGRect?, rowExists: Bool = false) -> Bool {
    // The active row is read where it is stored (binding it copies the index path) and passed
    // to the table by its section and row.
    guard activeRow != nil else { return false }
    // What the event read at its start (``readAhead``) stands only while nothing has run since.
    if !rowExists { readAhead = nil }
    if !rowExists, let row = activeRow, !table.containsRow(at: row) {
      vanish()
      return false
    }
    // An existing row has a two-element path, so its position is known.
    guard let position = activePosition else {
      vanish()
      return false
    }
    if let width = session.geometry?.rowWidth {
      let read = readAhead?.rect ?? table.rectForRow(position.row, inSection: position.section)
      if read.width != width, let row = activeRow {
        readAhead = nil
        // The row's width changed (rotation): re-measure, keep the state, and show the host the
        // offset and buttons at the new width at once, whatever the event goes on to do (a tap
        // that starts an action changes neither; device review r4, N7).
        guard activate(row) else { return activeRow != nil }
        applyOffset()
        return true
      }
      rect = read
    }
    return true
  }

  /// Whether the cell now showing the active row shows the buttons the engine gave the row. Not
  /// so when the table replaced the row's cell without a scroll (`reloadRows(at:with:)`, a
  /// diffable apply that reloads the item, `reloadData()`): the new cell is at rest, the user
  /// sees a closed row, and nothing may act on buttons they cannot see (device review r2, D1).
  /// `true` before any button was shown.
  func cellShowsActiveRow() -> Bool {
    guard let host else { return true }
    return cellShowsActiveRow(host: host)
  }

  /// ``cellShowsActiveRow()`` with the host already loaded in this event.
  @inline(__always)
  func cellShowsActiveRow(host: SwipeHost) -> Bool {
    guard let row = activeRow, let edge = shownEdge else { return true }
    return host.swipeButtonsEdge(forRowAt: row) == edge
  }

  /// Whether `point` is within the active row's vertical band.
  func isInActiveRow(_ point: CGPoint) -> Bool {
    guard let row = activeRow else { return false }
    let rect = table.rectForRow(at: row)
    return point.y.isFinite && point.y >= rect.minY && point.y < rect.maxY
  }
}
