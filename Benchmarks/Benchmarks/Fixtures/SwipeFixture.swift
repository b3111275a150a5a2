import Foundation
@_spi(Headless) import TableGestureCore

/// What a swipe benchmark replays, one event per step.
@_spi(Headless) public enum SwipeScenario: String, CaseIterable, Sendable {
  /// `panChanged` with the finger alternating 3 pt back and forth on an open-ish row.
  case panUpdate = "Swipe pan update"
  /// `tick(at:)` of a settle animation in progress (1 µs of animation time per event, so it
  /// never finishes inside a sample).
  case settleFrame = "Swipe settle frame"
}

/// The benchmarks' stand-in for a UIKit cell the swipe displaced: what the skin's
/// `SwipeCellDisplacement` and `SwipeActionsView` keep (the row's and the buttons' writers, the
/// strip's bounds, the edge shown), with sinks that count each write instead of making it.
final class BenchmarkSwipeCell: SwipeRowSink, SwipeButtonSink {
  let counts: UIKitCallCounts
  @exclusivity(unchecked) var row = SwipeRowWriter()
  /// The strip's writer and bounds while buttons are shown, with their edge.
  @exclusivity(unchecked) var buttons: SwipeButtonWriter?
  @exclusivity(unchecked) var strip = CGRect.zero
  @exclusivity(unchecked) var edge: SwipeableEdge?
  @exclusivity(unchecked) var offset: CGFloat = 0

  init(counts: UIKitCallCounts) { self.counts = counts }

  /// `SwipeCellDisplacement.setOffset(_:)`: the writes in one transaction, only what changed.
  func setOffset(_ offset: CGFloat) {
    self.offset = offset
    guard row.writes(offset: offset) else { return }
    row.setOffset(offset, into: self)
  }

  func setRowTranslation(_ offset: CGFloat) { counts.writes += 1 }
  func setStripX(_ x: CGFloat) { counts.writes += 1 }
  func setButtonFrame(_ frame: CGRect, at index: Int) { counts.writes += 1 }
  func setBackgroundBounds(_ bounds: CGRect, at index: Int) { counts.writes += 1 }
  func setBackgroundCenter(_ center: CGPoint, at index: Int) { counts.writes += 1 }
  func setBackgroundCornerRadius(_ radius: CGFloat, at index: Int) { counts.writes += 1 }
  func setContentBounds(_ bounds: CGRect, at index: Int) { counts.writes += 1 }
  func setContentCenter(_ center: CGPoint, at index: Int) { counts.writes += 1 }
  func setTitleBelowBounds(_ bounds: CGRect, at index: Int) { counts.writes += 1 }
  func setTitleBelowCenter(_ center: CGPoint, at index: Int) { counts.writes += 1 }
  /// A 40-pt title on one 18-pt line (the helper's measure), fitted to `width`.
  func measureContent(at index: Int, width: CGFloat) -> CGSize {
    counts.textMeasurements += 1
    return CGSize(width: Swift.min(width, 40), height: 18)
  }
  func customContentSize(at index: Int) -> CGSize { .zero }
  func measureTitleBelow(at index: Int, width: CGFloat) -> CGSize {
    counts.textMeasurements += 1
    return CGSize(width: Swift.min(width, 40), height: 18)
  }
  func animateEffects(
    at index: Int, views: Int, scale: CGFloat, alpha: CGFloat, duration: TimeInterval,
    delay: TimeInterval
  ) { counts.writes += 2 * views }
  func setStripTurn(angle: CGFloat, pivot: CGFloat) { counts.writes += 1 }
  /// The skin's `SwipeButtonView.anchor(at:)` for each button: the parts' view's mask, its
  /// insertion and the content moved into it (a background view or a title below would add
  /// one each; once per strip, not per event).
  func anchorParts(at anchor: SwipeButtonWriter.Anchor) -> Bool {
    counts.writes += 3 * (buttons?.count ?? 0)
    return true
  }
}

/// The skin's `SwipeCellDisplacement` as a ``SwipeRowView``.
extension BenchmarkSwipeCell: SwipeRowView {
  var swipeButtonsEdge: SwipeableEdge? { edge }

  func setSwipeOffset(_ offset: CGFloat) { setOffset(offset) }

  func placeSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    withoutEffects: Bool
  ) {
    buttons?.place(
      frames, strip: strip, bandMinY: bandMinY, bandHeight: bandHeight,
      withoutEffects: withoutEffects, into: self)
  }
}

/// The benchmarks' host of the swipe engine, built as the UIKit skin's `SwipeableHelper` is: host
/// and actions provider at once, the controller seeing the table through the shared
/// ``WeakTableReference`` (weakly held), every call going through the shared
/// ``SwipeDeviceHost/perform(_:)``. Its view commands run the skin's decisions — the row's cell
/// looked up once per event (``SwipeEventCellMemo``), the row's and the buttons' writers, the
/// needs mirrored only when they change (``SwipeNeedsMirror``) — into counting sinks
/// (``UIKitCallCounts``) instead of UIKit. One row is swiped at a time: the table answers
/// `cellForRow(at:)` with the one cell the engine displaced while it shows that row.
///
/// Its actions: three trailing actions (Mail-like) for every row, with iOS's full swipe; or
/// more, for the per-button cost.
///
/// Given a list layout it is the list host, one host for both as the skin's is: the engine sees
/// the rows through the layout's attributes (``SimulatedListReference``), every section is an
/// inset-grouped list section, and the list's separator and corner writes are counted.
final class BenchmarkSwipeHelper: SwipeDeviceHost, SwipeActionsProvider, SwipeNeedsSink {
  /// Made in `init` and handed this helper once `self` exists, as the skin's is.
  let controller: SwipeController
  let tableReference: SimulatedTableReference
  /// The list's reference on a list host, else `nil`.
  let listReference: SimulatedListReference?
  /// The rows as the engine sees them: ``tableReference``, or the list's reference.
  let engineTable: any GestureTable
  /// What the list host's layout says of every section; `nil` on a table.
  let listFacts: ListSectionFacts?
  let set: SwipeActionSet
  /// The edge the actions belong to.
  let edge: SwipeableEdge
  /// What the helper asked UIKit for.
  let counts = UIKitCallCounts()
  /// The displaced cell and the row it shows.
  @exclusivity(unchecked) var cell: BenchmarkSwipeCell?
  @exclusivity(unchecked) var cellRow: IndexPath?
  @exclusivity(unchecked) var lookedUp = SwipeEventCellMemo<BenchmarkSwipeCell>()
  @exclusivity(unchecked) var needs = SwipeNeedsMirror()
  /// What the skin mirrors onto its display link and dismissal tap after each call.
  @exclusivity(unchecked) var framesRunning = false
  @exclusivity(unchecked) var dismissalEnabled = false

  init(
    table: SimulatedTable, buttons: Int, look: SwipeableLook = .classic,
    edge: SwipeableEdge = .trailing, list: BenchmarkListLayout? = nil
  ) {
    tableReference = SimulatedTableReference(table)
    self.edge = edge
    listReference = list.map { SimulatedListReference($0) }
    engineTable = listReference ?? tableReference
    listFacts = list.map { _ in ListSectionFacts(appearance: .insetGrouped) }
    let mail = [
      SwipeAction(identifier: "delete", title: "Delete", style: .destructive),
      SwipeAction(identifier: "flag", title: "Flag"),
      SwipeAction(identifier: "more", title: "More"),
    ]
    let extra = (3..<Swift.max(3, buttons)).map {
      SwipeAction(identifier: "extra\($0)", title: "Extra")
    }
    set = SwipeActionSet(
      actions: Array(mail.prefix(buttons)) + extra, options: SwipeableOptions(look: look))
    controller = SwipeController(table: engineTable, host: nil, provider: nil)
    controller.host = self
    controller.provider = self
  }

  /// The pan recogniser's callback (the skin's `handlePan(_:)`), for a touch pan under way: the
  /// view reached once for the recogniser's three readings in it.
  func handlePan(
    _ phase: GesturePhase, location: CGPoint, translation: CGPoint, velocity: CGPoint
  ) {
    let read = withView { (location, translation, velocity) } ?? (location, translation, velocity)
    perform {
      $0.forwardRecognizerPan(
        phase, location: read.0, translation: read.1, velocity: read.2, judgedFrom: nil,
        from: self)
    }
  }

  /// `body` with the view, reached as the skin's host reaches it for a call of an event: through
  /// the hold while the row moves (``SwipeDeviceHost``), else through the weak reference; `nil`
  /// once the view is gone.
  @inline(__always) private func withView<Result>(_ body: () -> Result) -> Result? {
    if let listReference { return listReference.withTable { _ in body() } }
    return tableReference.withTable { _ in body() }
  }

  /// The engine's table held while the row moves: the list's reference on a list host.
  func holdTableForSwipe(_ holding: Bool) {
    if let listReference {
      listReference.holdTable(holding)
    } else {
      tableReference.holdTable(holding)
    }
  }

  /// The display link's callback (the skin's `displayLinkDidFire(_:)`).
  func displayLinkDidFire(timestamp: TimeInterval) {
    perform { $0.tick(at: timestamp, from: self) }
  }

  func controllerWillChange() { lookedUp.forget() }

  func controllerDidChange() {
    lookedUp.forget()
    framesRunning = controller.needsFrames
    dismissalEnabled = controller.needsDismissalGesture
    needs.mirror(framesPaused: !framesRunning, dismissalEnabled: dismissalEnabled, into: self)
  }

  func setFramesPaused(_ paused: Bool) { counts.writes += 1 }
  func setDismissalEnabled(_ enabled: Bool) { counts.writes += 1 }
  func setShieldEnabled(_ enabled: Bool) { counts.writes += 1 }

  /// The skin's `lookUp(_:)`: one `cellForRow(at:)` per event and row, on the view reached as
  /// the skin reaches it.
  func displaced(at indexPath: IndexPath) -> BenchmarkSwipeCell? {
    lookedUp.cell(forRowAt: indexPath) { path in
      withView {
        counts.cellLookups += 1
        return path == cellRow ? cell : nil
      } ?? nil
    }
  }

  /// The skin's `attachedDisplacement(at:)`: the row's cell, displaced when it was not.
  func attached(at indexPath: IndexPath) -> BenchmarkSwipeCell {
    if let known = displaced(at: indexPath) { return known }
    let made = BenchmarkSwipeCell(counts: counts)
    cell = made
    cellRow = indexPath
    lookedUp.remember(made, forRowAt: indexPath)
    return made
  }

  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
    attached(at: indexPath).setOffset(offset)
  }

  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) {
    let made = attached(at: indexPath)
    let material = SwipeableButtonMaterial.drawn(
      actions.options.buttonMaterial, systemMajorVersion: swipeDesign.systemMajorVersion,
      glassAvailable: true, reduceTransparency: false)
    let wholeButton = actions.options.look == .glass
    made.buttons = SwipeButtonWriter(
      buttons: actions.actions.map {
        SwipeButtonWriter.Button(
          shape: $0.shape, arrangement: $0.content, customInsets: nil, customFillsHeight: false,
          fillsButton: SwipeButtonWriter.fillsButton(
            shape: $0.shape, material: material, scalesWholeButton: wholeButton))
      }, scalesWholeButton: wholeButton)
    let rect = engineTable.rectForRow(at: indexPath)
    made.strip = CGRect(origin: .zero, size: rect.size)
    made.edge = edge
    made.row.stripShown(atMinX: 0)
    counts.writes += 1  // the strip's frame
  }

  func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) {
    displaced(at: indexPath)?.placeSwipeButtons(
      frames, bandMinY: bandMinY, bandHeight: bandHeight, withoutEffects: false)
  }

  /// The skin's `swipeRowView(forRowAt:)`: the row's displaced cell.
  func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? {
    displaced(at: indexPath)
  }

  func removeSwipeButtons(forRowAt indexPath: IndexPath) {
    guard let here = displaced(at: indexPath) else { return }
    here.buttons = nil
    here.edge = nil
    here.row.stripRemoved()
  }

  func resetAllSwipeViews() { restoreSwipeViews(exceptRowAt: nil) }

  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    let kept = indexPath.flatMap { displaced(at: $0) }
    lookedUp.forget()
    if kept == nil {
      cell = nil
      cellRow = nil
    }
  }

  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? {
    displaced(at: indexPath)?.swipeButtonsEdge
  }

  func swipeListSection(_ section: Int) -> ListSectionFacts? { listFacts }

  /// The list host refreshes the separators of each item either value names.
  func setListSeparatorsHidden(_ hidden: ListHiddenSeparators, previously: ListHiddenSeparators) {
    counts.writes += Set(hidden.items + previously.items).count
  }

  /// The list host sets the buttons' clip's masked corners.
  func setSwipeButtonsCorners(_ corners: ListRowCorners, forRowAt indexPath: IndexPath) {
    counts.writes += 1
  }

  func playSwipeHaptic(_ haptic: SwipeHaptic) {}
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat { 40 }

  /// The skin lays the table out once for each reconcile it schedules.
  func scheduleCellReconciliation(for controller: SwipeController) { counts.forcedLayouts += 1 }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    lookedUp.forget()
    return edge == self.edge ? set : nil
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    lookedUp.forget()
    completion(false)
  }
}

/// A swipe in progress on a table of `rows` rows (8 sections of 60 pt rows, phone-sized
/// viewport scrolled to the middle), or on a collection-view list of the same rows. Everything
/// that allocates happens in `init` and ``prepareSample()``, outside the measured region.
@_spi(Headless) public final class SwipeFixture {
  public enum SetupError: Error, CustomStringConvertible {
    case swipeDidNotBegin
    case notAnimating

    public var description: String {
      switch self {
      case .swipeDidNotBegin: "the swipe did not begin"
      case .notAnimating: "the settle animation is not running"
      }
    }
  }

  public let scenario: SwipeScenario
  public let table: SimulatedTable
  /// The list's layout on a list host (held here: the host holds it weakly), else `nil`.
  let list: BenchmarkListLayout?
  /// The list layout's attribute look-ups so far (0 on a table).
  public var attributeLookups: Int { list?.lookups ?? 0 }
  /// What the host asked UIKit for (reset with ``UIKitCallCounts/reset()`` before counting).
  public var uikitCalls: UIKitCallCounts { helper.counts }
  /// The host; each event is one of its callbacks, as UIKit makes it.
  let helper: BenchmarkSwipeHelper
  /// For set-up and checks outside the measured events.
  let controller: SwipeController
  let row: IndexPath
  /// The swipe's direction: −1 for the trailing edge (the finger goes left), 1 for the leading.
  let direction: CGFloat
  /// The finger's y: the row's middle, in content coordinates. The table never scrolls during a
  /// sample, and a UIKit host gets the location from its recogniser, so no event reads it.
  let fingerY: CGFloat
  private var flip = false
  private var time: TimeInterval = 1_000

  /// - Parameters:
  ///   - buttons: the row's trailing actions (at least 1; 3 = Mail's).
  ///   - look: the look drawn (default the classic one; `.glass`: iOS 26's capsules and the
  ///     grow transition).
  ///   - edge: the edge whose actions are swiped out (default the trailing one).
  ///   - list: on the list host (the same rows in a collection-view list: rectangles from its
  ///     layout's attributes, ``BenchmarkListLayout``) instead of the table.
  public init(
    scenario: SwipeScenario, rows: Int, buttons: Int = 3, look: SwipeableLook = .classic,
    edge: SwipeableEdge = .trailing, list: Bool = false
  ) throws {
    self.scenario = scenario
    let perSection = rows / 8
    table = SimulatedTable(
      sections: (0..<8).map { _ in
        SimulatedSection.uniform(rows: perSection, height: 60, headerHeight: 28)
      },
      viewportSize: CGSize(width: 390, height: 844),
      contentInsets: LayoutInsets(top: 91, bottom: 34))
    row = IndexPath(indexes: [4, perSection / 2])
    fingerY = table.rectForRow(at: row).midY
    table.scroll(toY: fingerY - 400)
    self.list = list ? BenchmarkListLayout(table: table) : nil
    helper = BenchmarkSwipeHelper(
      table: table, buttons: Swift.max(1, buttons), look: look, edge: edge, list: self.list)
    direction = edge == .leading ? 1 : -1
    controller = helper.controller
    try prepareSample()
  }

  /// Puts the swipe back where each sample starts.
  public func prepareSample() throws {
    controller.hideActions(animated: false)
    let y = fingerY
    let d = direction
    let start: CGFloat = d < 0 ? 300 : 90
    controller.panBegan(at: CGPoint(x: start, y: y))
    controller.panChanged(
      translation: CGPoint(x: 30 * d, y: 0), location: CGPoint(x: start + 30 * d, y: y))
    controller.panChanged(
      translation: CGPoint(x: 130 * d, y: 0), location: CGPoint(x: start + 130 * d, y: y))
    guard controller.activeRow == row else { throw SetupError.swipeDidNotBegin }
    if scenario == .settleFrame {
      controller.panEnded(velocity: CGPoint(x: 300 * direction, y: 0))
      controller.tick(at: time)
      guard controller.needsFrames else { throw SetupError.notAnimating }
    }
  }

  /// One measured event.
  @inline(__always)
  public func step() -> CGFloat {
    switch scenario {
    case .panUpdate:
      flip.toggle()
      let tx: CGFloat = (flip ? 133 : 130) * direction
      helper.handlePan(
        .changed, location: CGPoint(x: (direction < 0 ? 300 : 90) + tx, y: fingerY),
        translation: CGPoint(x: tx, y: 0), velocity: .zero)
    case .settleFrame:
      time += 0.000_001
      helper.displayLinkDidFire(timestamp: time)
    }
    return controller.offset
  }
}
