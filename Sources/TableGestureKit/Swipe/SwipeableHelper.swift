#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The table's swipe helper.
  typealias SwipeableHelper = SwipeableListHelper<UITableView>

  /// The UIKit host of the library's own swipe engine for one list view (a table, or a
  /// collection view's list: ``RowListView``, written once for both): the pan and dismissal
  /// recognisers, the display link, the cells' displacements and buttons, the haptics, and the
  /// bridge from the app's swipe delegate (``SwipeableAnswers``) to the core's provider. Stored
  /// on the view; the view, the helper, the controller and the link never form a cycle (the
  /// controller sees the view through a weak reference, ``RowListView/Reference``).
  ///
  /// Plumbing only: every decision — whether a pan is a swipe, where the row goes, which button
  /// is where, when a haptic plays, what a tap, a scroll, a reload or a delete does, which cells
  /// must go back to rest — is `SwipeController`'s, tested on Linux through
  /// ``SimulatedSwipeHost``.
  ///
  /// Not testable on Linux: all of it (UIKit).
  @MainActor
  final class SwipeableListHelper<List: RowListView>: NSObject, UIGestureRecognizerDelegate,
    @MainActor SwipeDeviceHost, @MainActor SwipeActionsProvider, @MainActor SwipeNeedsSink,
    FrameTickReceiver
  where List.Answers.List == List, List.Reference.Table.Base == List {
    /// The horizontal pan that swipes rows; undecided until the engine judges it. Nothing on the
    /// table waits for it but what the view's `LibraryGestureRules` name.
    let pan = SwipePanGestureRecognizer(target: nil, action: nil)
    /// The tap that closes the open row (or presses its button) instead of selecting a row;
    /// enabled only while a row is open or moving.
    let dismissal = UITapGestureRecognizer(target: nil, action: nil)
    /// While a row is open, catches every touch that only closes it
    /// (`SwipeController/touchOnlyCloses(at:)`) at touch down and cancels its delivery to views,
    /// so a button or switch in another row does not act: controls win over the dismissal tap
    /// ("default control actions prevent overlapping gesture recognizer behavior", Apple's
    /// UIControl page), but not over a press that begins at once (`minimumPressDuration` 0), whose
    /// `cancelsTouchesInView` cancels the control's touch (device review r2, M9). It recognises
    /// alongside the table's own recognisers, so the same touch may still scroll or swipe, and
    /// prevents the app's recognisers in cells (device review r5, R5-2).
    ///
    /// Not testable on Linux (UIKit touch delivery).
    let shield = UILongPressGestureRecognizer(target: nil, action: nil)
    /// The engine; its host and provider are this helper, set once `self` exists. A stored
    /// constant, not `lazy`: each read of a lazy property tests and retains it (three per event,
    /// Benchmarks/README.md).
    let controller: SwipeController

    private weak var table: List?
    let tableReference: List.Reference
    private let catalog = SwipeableActionCatalog()
    private let displayLink: FrameTicker
    private let feedback = UIImpactFeedbackGenerator(style: .rigid)
    private var scrolling: NSKeyValueObservation?
    /// Hears edit mode switched by the app through `isEditing`'s setter (device review r4, F2);
    /// `setEditing(_:animated:)` is heard through `SwipeCellContentSentinel` (r5, F2).
    private var editing: NSKeyValueObservation?
    /// Hears the table's size and window changes (device review r4, N6, N7).
    private let sentinel: SwipeTableSentinel
    /// Every cell the engine has touched, until it is restored.
    private var displaced: [ObjectIdentifier: SwipeCellDisplacement] = [:]
    private var reconcileScheduled = false
    /// The separators the open row hides now (see ``setListSeparatorsHidden(_:previously:)``).
    private(set) var hiddenSeparators = ListHiddenSeparators.none
    /// The layout last seen (``noticeLayoutChange()``); `nil` on a table.
    private var seenLayout: ObjectIdentifier?
    /// When a touch checks for UIKit's own swipe again (device review r5, R5-5).
    private var conflictWatch = SwipeSystemSwipeConflictWatch()
    /// Logs a missing swipe delegate at the first touch (round 5's newcomer run).
    private var delegateCheck: GestureDelegateCheck
    /// The rules the recognisers follow on this view (``RowListView/rowHostKind``).
    private let rules: LibraryGestureRules
    /// What the pan does about UIKit's own swipe pan, and whether that was logged.
    private var standDown = SystemSwipeStandDown()
    /// The row's cell and its displacement, looked up once per event (``SwipeEventCellMemo``).
    @exclusivity(unchecked) private var lookedUp = SwipeEventCellMemo<FoundCell>()
    /// What ``controllerDidChange()`` last mirrored onto the display link, the tap and the shield.
    @exclusivity(unchecked) private var needs = SwipeNeedsMirror()
    /// Whether a cell leaving with a deleted row is kept displaced (see ``restoreSwipeViews(exceptRowAt:)``).
    private var holdsLeavingCells = false
    /// The cells of the row that vanished, kept displaced while they animate out (see
    /// ``resetAllSwipeViews()``).
    private var keptLeaving: Set<ObjectIdentifier> = []
    /// Frames the display link has run while leaving cells were kept.
    private var leavingFrames = 0
    /// At most this many frames (1.5 s at 60 Hz) keep a leaving cell's look.
    private static var leavingFrameLimit: Int { 90 }
    /// For this many frames a leaving cell is kept even with no animation on its layer (one
    /// started by a batch update may be added at the end of the update).
    private static var leavingGraceFrames: Int { 2 }

    init(list table: List) {
      self.table = table
      tableReference = table.makeReference()
      seenLayout = table.layoutIdentity
      rules = table.rowHostKind.gestureRules
      delegateCheck = GestureDelegateCheck(table.rowHostKind.swipeDelegateCheck)
      controller = SwipeController(table: tableReference, host: nil, provider: nil)
      let proxy = DisplayLinkProxy()
      displayLink = FrameTicker(target: proxy)
      sentinel = SwipeTableSentinel(in: table)
      super.init()
      controller.host = self
      controller.provider = self
      proxy.receiver = self
      pan.addTarget(self, action: #selector(handlePan(_:)))
      pan.delegate = self
      pan.decide = { [weak self] start, translation in
        guard let self else { return .fail }
        syncEnvironment()
        return controller.panDecision(at: start, translation: translation)
      }
      pan.allowedScrollTypesMask = .all
      dismissal.addTarget(self, action: #selector(handleTap(_:)))
      dismissal.delegate = self
      dismissal.cancelsTouchesInView = true
      dismissal.isEnabled = false
      shield.minimumPressDuration = 0
      shield.cancelsTouchesInView = true
      shield.isEnabled = false
      shield.delegate = self
      table.addGestureRecognizer(pan)
      table.addGestureRecognizer(dismissal)
      table.addGestureRecognizer(shield)
      scrolling = table.observe(\.contentOffset, options: [.old, .new]) { [weak self] _, change in
        let (old, new) = (change.oldValue, change.newValue)
        MainActor.assumeIsolated { self?.tableDidScroll(from: old, to: new) }
      }
      editing = table.observeEditing { [weak self] in
        self?.perform { $0.tableEditingDidChange() }
      }
      sentinel.sizeChanged = { [weak self] old, new in
        self?.perform { $0.tableSizeDidChange(from: old, to: new) }
      }
      sentinel.windowChanged = { [weak self] isInWindow in
        self?.perform { $0.tableWindowDidChange(isInWindow: isInWindow) }
      }
      table.addSubview(sentinel)
    }

    /// Logs once when the view's data source or delegate arms UIKit's own swipe (see
    /// `SwipeSystemSwipeConflict` for what wins; ``RowListView/systemSwipeConflict()`` reads
    /// it). Called when `swipeable` turns on, when the swipe delegate changes and, through
    /// ``reportSystemSwipeConflictIfChanged()``, at a touch on the view (a data source set or
    /// filled after `swipeable` is seen then; device review r4, N10). Returns what it found (for
    /// tests).
    @discardableResult
    func reportSystemSwipeConflict() -> SwipeSystemSwipeConflict? {
      guard let table else { return nil }
      let conflict = table.systemSwipeConflict()
      let sources = table.systemSwipeSources
      conflictWatch.checked(conflict, dataSource: sources.dataSource, delegate: sources.delegate)
      conflict.message.map(SwipeLog.shared.report(note:))
      return conflict
    }

    /// ``reportSystemSwipeConflict()`` at a touch, only when `SwipeSystemSwipeConflictWatch`
    /// says the table's data source or delegate changed since the last check (or it could not
    /// know yet), so the app's `tableView(_:canEditRowAt:)` does not run at every touch
    /// (device review r5, R5-5).
    private func reportSystemSwipeConflictIfChanged() {
      guard let table else { return }
      let sources = table.systemSwipeSources
      guard conflictWatch.needsCheck(dataSource: sources.dataSource, delegate: sources.delegate)
      else { return }
      reportSystemSwipeConflict()
    }

    /// Closes any open row at once (which releases every cell, and lets go of the view if a
    /// moving row held it) and takes the recognisers, the observation and the display link away.
    /// Called when `swipeable` is turned off.
    func detach() {
      perform { $0.hideActions(animated: false) }
      scrolling?.invalidate()
      editing?.invalidate()
      table?.removeGestureRecognizer(pan)
      table?.removeGestureRecognizer(dismissal)
      table?.removeGestureRecognizer(shield)
      sentinel.removeFromSuperview()
      displayLink.invalidate()
    }

    /// Mirrors the controller's needs onto UIKit after each call into it: frames while it
    /// animates, the dismissal tap while a row is open.
    /// Each is written only when it changes (``SwipeNeedsMirror``). Ends the event's cell
    /// look-up (``lookedUp``).
    func controllerDidChange() {
      lookedUp.forget()
      needs.mirror(
        framesPaused: !controller.needsFrames && !holdsLeavingCells,
        dismissalEnabled: controller.needsDismissalGesture, into: self)
    }

    /// Starts the event's cell look-up afresh (a call outside ``perform(_:)``, such as a
    /// recogniser's question, may have looked a cell up).
    func controllerWillChange() { lookedUp.forget() }

    func setFramesPaused(_ paused: Bool) { displayLink.isPaused = paused }
    func setDismissalEnabled(_ enabled: Bool) { dismissal.isEnabled = enabled }
    func setShieldEnabled(_ enabled: Bool) { shield.isEnabled = enabled }

    /// Hands the controller the table's current facts (layout direction, Reduce Motion, UIKit's
    /// drag and drop). The controller reads `isEditing` from the table itself at every event.
    func syncEnvironment() {
      guard let table else { return }
      controller.rightToLeft = table.effectiveUserInterfaceLayoutDirection == .rightToLeft
      controller.reduceMotion = UIAccessibility.isReduceMotionEnabled
      // A drag that began closes the open row: through `perform`, so the dismissal and the
      // frames follow.
      let drag = table.hasSystemDrag
      perform { $0.isSystemDragActive = drag }
    }

    /// `perform(_:)` (events from UIKit: frames, scrolls, layout) for the table's public API (programmatic opens, hints, updates): hands the
    /// controller the table's current facts first, as a pan's start does.
    func command(_ body: (SwipeController) -> Void) {
      noticeLayoutChange()
      syncEnvironment()
      perform(body)
    }

    /// Tells the controller when the view's layout object was replaced since the last look
    /// (`SwipeController.listLayoutDidChange()`: the open row closes at once). Looked at before
    /// the app's commands, at each touch the pan receives and after each layout the helper runs;
    /// a table's layout never changes (`nil`).
    private func noticeLayoutChange() {
      guard let layout = table?.layoutIdentity, layout != seenLayout else { return }
      seenLayout = layout
      perform { $0.listLayoutDidChange() }
    }

    // MARK: - UIKit events, forwarded

    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      // The view is reached once for the three readings: through the hold while the row moves
      // (no weak load), else through the weak reference loaded once (each load retains and
      // releases the view), not once per reading.
      let view = tableReference.heldOrResolved
      func read<Value>(_ reading: (UIView?) -> Value) -> Value {
        view.map { table in table.object.with { reading($0) } } ?? reading(nil)
      }
      perform {
        $0.forwardRecognizerPan(
          GesturePhase(rawValue: recognizer.state.rawValue) ?? .cancelled,
          location: read { recognizer.location(in: $0) },
          translation: read { recognizer.translation(in: $0) },
          velocity: read { recognizer.velocity(in: $0) }, judgedFrom: pan.judgedStart, from: self)
      }
    }

    @objc private func handleTap(_ recognizer: UITapGestureRecognizer) {
      perform { $0.tap(at: recognizer.location(in: table)) }
    }

    /// Every offset change goes to the engine, which tells a user scroll (the open row starts
    /// closing) from an offset UIKit or the app sets (self-sizing corrections, insets). Either
    /// may come from inside the table's layout pass, where the table must not be asked for cells
    /// (device review r2, F4; r4, N5): the engine asks none here and schedules a reconcile after
    /// the layout; the display link shows the closing row.
    private func tableDidScroll(from old: CGPoint?, to new: CGPoint?) {
      let byUser = table.map { $0.isTracking || $0.isDecelerating } ?? false
      perform { $0.contentOffsetDidChange(from: old, to: new, byUser: byUser) }
    }

    /// Reconciles the cells once more after the table's next layout pass, which may hand the
    /// open row a new cell. Scheduled in `SwipeController/reconcileRunLoopModes` (the common
    /// modes), so it also runs while the table tracks a finger or decelerates (`perform(_:)`
    /// alone means the default mode only: Apple DTS, https://developer.apple.com/forums/thread/731759;
    /// https://developer.apple.com/documentation/foundation/runloop/perform(inmodes:block:)).
    /// The block runs before that turn's Core Animation commit, where UIKit lays the table out
    /// (queued blocks run right after the event's sources, the commit in an observer before the
    /// run loop sleeps: `__CFRunLoopRun`, apple/swift-corelibs-foundation CFRunLoop.c), so it
    /// lays the table out itself first (`layoutIfNeeded()` outside any layout pass), and the
    /// reuse of that layout is reconciled before it is drawn (device review r2, V5 b).
    func scheduleCellReconciliation(for controller: SwipeController) {
      guard !reconcileScheduled else { return }
      reconcileScheduled = true
      RunLoop.main.perform(inModes: SwipeController.reconcileRunLoopModes.foundationModes) {
        [weak self] in
        MainActor.assumeIsolated {
          self?.reconcileScheduled = false
          self?.reconcileAfterLayout()
        }
      }
    }

    /// Lays the table out (a pending layout pass may reuse cells), then reconciles. Only from
    /// outside UIKit's layout: the run loop or the display link.
    private func reconcileAfterLayout() {
      lookedUp.forget()
      table?.layoutIfNeeded()
      noticeLayoutChange()
      perform { $0.reconcileCells() }
    }

    func displayLinkDidFire(_ link: CADisplayLink) {
      perform { $0.tick(at: link.timestamp, from: self) }
      guard holdsLeavingCells else { return }
      // Cells kept for a deleted row's animation are released once it ends (or after the
      // frame limit): the reconcile restores every cell that is no longer leaving.
      leavingFrames += 1
      reconcileAfterLayout()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard gestureRecognizer === pan, let table else { return true }
      feedback.prepare()
      // A touch pan the engine already judged a swipe (see SwipePanGestureRecognizer).
      if pan.isJudgedSwipe { return true }
      syncEnvironment()
      let location = pan.location(in: table)
      let translation = pan.translation(in: table)
      return controller.shouldBeginSwipe(
        at: CGPoint(x: location.x - translation.x, y: location.y - translation.y),
        translation: translation, velocity: pan.velocity(in: table))
    }

    /// A touch on the table while a row is open closes it unless it lands in that row; the
    /// touch goes on (it may scroll, or swipe another row, in the same gesture), but the shield
    /// keeps it from the views in other rows (``shield``). When that
    /// closed the row at once (edit mode switched on, or the row's cell was replaced), the tap
    /// does not receive the touch, so the touch reaches the table as if no row had been open.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      if gestureRecognizer === pan {
        noticeLayoutChange()
        reportSystemSwipeConflictIfChanged()
        if !delegateCheck.asked, let table {
          delegateCheck.firstGesture(
            delegatePresent: table.swipeableAnswers != nil,
            delegateWasSet: table.swipeableDelegateWasSet
          ).map(SwipeLog.shared.report(note:))
          SwipeLog.shared.reportCoverage(of: table.swipeableDelegateForCoverage, by: delegateCheck)
        }
      }
      if gestureRecognizer === shield {
        return controller.touchOnlyCloses(at: touch.location(in: table))
      }
      guard gestureRecognizer === dismissal else { return true }
      perform { $0.touchDown(at: touch.location(in: table)) }
      return controller.needsDismissalGesture
    }

    /// The dismissal tap and the shield work alongside the recognisers on the table itself only
    /// (its scroll pan, the library's pan and press), so a touch in another row may still scroll
    /// or swipe, but a recogniser of the app's in a cell is prevented and the touch only closes
    /// the open row, as with UIKit's own dismissal (`LibraryGestureRules.dismissalRecognizesWith`;
    /// device review r5, R5-2).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      rules.recognizeSimultaneously(
        GestureRole(gestureRecognizer, on: table), GestureRole(otherGestureRecognizer, on: table))
    }

    /// Who waits for the swipe pan to fail: the view's `LibraryGestureRules` — the iOS 26 content
    /// back-swipe, as it waits for UIKit's own swipe pan, and not the table's scroll pan, which
    /// races the swipe pan as it races UIKit's (device review r4, N1; the rules' sources are on
    /// `LibraryGestureRules`).
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan, let role = GestureRole(otherGestureRecognizer, on: table)
      else { return false }
      return rules.swipePanIsRequiredToFail(by: role)
    }

    /// What the swipe pan waits for: on a list, UIKit's own list swipe pan, told by its class
    /// name (`SystemSwipeStandDown`), which is watched so that its beginning — the item had
    /// system actions, the library's pan failed — is logged once. Nothing on a table.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard gestureRecognizer === pan, let table else { return false }
      let met = standDown.meet(
        SystemSwipeStandDown.classify(
          className: String(describing: type(of: otherGestureRecognizer)),
          isPan: otherGestureRecognizer is UIPanGestureRecognizer,
          onHostView: otherGestureRecognizer.view === table),
        rules: rules)
      met.note.map(SwipeLog.shared.report(note:))
      if met.watchesBegin {
        SystemSwipeBeganWatch.watch(otherGestureRecognizer) { [weak self] in
          guard let self else { return }
          standDown.systemSwipeBegan(rules: rules).map(SwipeLog.shared.report(note:))
        }
      }
      return met.requiresFailure
    }

    // MARK: - SwipeHost

    /// A row's cell and the displacement attached to it, if any.
    private struct FoundCell {
      let cell: List.Cell
      var displacement: SwipeCellDisplacement?
    }

    /// The cell showing the row and its displacement: one cell look-up
    /// (``RowListView/cell(showingRowAt:)``) and one
    /// associated-object read per event and row (``lookedUp``), the view reached through the
    /// hold while the row moves (`SwipeDeviceHost`: no weak load).
    private func lookUp(_ indexPath: IndexPath) -> FoundCell? {
      lookedUp.cell(forRowAt: indexPath) { path in
        tableReference.withTable { table in
          table.cell(showingRowAt: path).map {
            FoundCell(cell: $0, displacement: SwipeCellDisplacement.of($0))
          }
        } ?? nil
      }
    }

    private func cell(at indexPath: IndexPath) -> List.Cell? { lookUp(indexPath)?.cell }

    /// The displacement of the cell showing the row, if the engine displaced it.
    private func displacement(at indexPath: IndexPath) -> SwipeCellDisplacement? {
      lookUp(indexPath)?.displacement
    }

    /// The displacement of the cell showing the row, attached when it has none. It has no layout
    /// callback (the row moves by a layer transform that UIKit's layout does not touch), so
    /// nothing here runs inside UIKit's layout pass or asks the table from there (device review
    /// r2, F4). A cell narrower than the table (inset-grouped) clips while displaced.
    private func attachedDisplacement(at indexPath: IndexPath) -> SwipeCellDisplacement? {
      guard var here = lookUp(indexPath) else { return nil }
      if let known = here.displacement { return known }
      let made = displacement(attachedTo: here.cell)
      here.displacement = made
      lookedUp.remember(here, forRowAt: indexPath)
      return made
    }

    /// `cell`'s displacement, attached (and recorded in ``displaced``) when it has none.
    private func displacement(attachedTo cell: List.Cell) -> SwipeCellDisplacement {
      if let known = SwipeCellDisplacement.of(cell) { return known }
      let narrower = table.map { cell.bounds.width < $0.bounds.width - 0.5 } ?? false
      let made = SwipeCellDisplacement.attach(to: cell, clips: narrower)
      displaced[ObjectIdentifier(made)] = made
      return made
    }

    func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
      attachedDisplacement(at: indexPath)?.setOffset(offset)
    }

    func showSwipeButtons(
      _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
    ) {
      guard let cell = cell(at: indexPath) else { return }
      let buttons = actions.actions.compactMap { value in
        action(for: value, at: indexPath).map { found in
          (
            action: found, value: value,
            fill: found.backgroundColor ?? UIColor.swipe(value.resolvedBackgroundColor)
          )
        }
      }
      let material = SwipeableButtonMaterial.drawn(
        actions.options.buttonMaterial,
        systemMajorVersion: SwipeDesignEnvironment.app.systemMajorVersion,
        glassAvailable: SwipeButtonView.glassAvailable,
        reduceTransparency: UIAccessibility.isReduceTransparencyEnabled)
      let view = SwipeActionsView(
        buttons: buttons, look: actions.options.look, material: material,
        background: actions.options.background.map(UIColor.swipe), edge: edge)
      let background = cell.backgroundConfiguration
      let insets = background?.backgroundInsets
      let strip = SwipeButtonStrip(
        cellBounds: cell.bounds, top: insets?.top ?? 0, leading: insets?.leading ?? 0,
        bottom: insets?.bottom ?? 0, trailing: insets?.trailing ?? 0,
        cornerRadius: background?.cornerRadius ?? 0,
        rightToLeft: cell.effectiveUserInterfaceLayoutDirection == .rightToLeft)
      // The delegate may have been asked for the actions again (``action(for:at:)``).
      lookedUp.forget()
      displacement(attachedTo: cell).showButtons(view, in: strip)
      table?.noteSystemSwipe(in: cell)
      SwipeCellContentSentinel.install(in: cell) { [weak self] in
        self?.perform { $0.swipedCellContentDidLayOut() }
      }
    }

    func layoutSwipeButtons(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      forRowAt indexPath: IndexPath
    ) {
      displacement(at: indexPath)?.placeSwipeButtons(
        frames, bandMinY: bandMinY, bandHeight: bandHeight, withoutEffects: false)
    }

    /// The row's displacement, found once for a pan update's or display frame's check and writes.
    func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? {
      displacement(at: indexPath)
    }

    func removeSwipeButtons(forRowAt indexPath: IndexPath) {
      displacement(at: indexPath)?.removeButtons()
    }

    /// The swiped row vanished: the displaced cells that look leaving now are its cell animating
    /// out, the only ones ``restoreSwipeViews(exceptRowAt:)`` keeps (a pooled cell looks the
    /// same to public API, device review r4, N4).
    func resetAllSwipeViews() {
      keptLeaving = Set(
        displaced.filter { _, displacement in
          table.map { displacement.isLeaving(in: $0) } ?? false
        }.keys)
      restoreSwipeViews(exceptRowAt: nil)
    }

    /// The cells kept leaving by the last ``resetAllSwipeViews()`` slide to `fill` (device
    /// review r4, N2).
    func fillLeavingSwipeViews(_ fill: SwipeLeavingFill) {
      for key in keptLeaving { displaced[key]?.slideLeaving(to: fill) }
    }

    /// Restores every displaced cell but the row's and those the last ``resetAllSwipeViews()``
    /// found leaving with the vanished row (a deletion animating out keeps its look; the cell is
    /// restored at a later call, once it is reused). A pooled cell looks leaving to public API
    /// too (UIKit hides it for reuse with a private flag, device review r4, N4): only the cells
    /// recorded then are kept, so one pooled later is not.
    /// A reused cell must not keep a deleted row's look, and a leaving cell is not noticed when
    /// its row animation ends (no scroll, no event): while any is kept, the display link runs and
    /// reconciles each frame. A kept cell is released as soon as its layer runs no animation
    /// (its row animation ended: UIKit has removed or pooled it, N4), after
    /// ``leavingGraceFrames``, and at the latest after ``leavingFrameLimit`` frames (UIKit's row
    /// animations last about 0.3 s).
    func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
      let kept = indexPath.flatMap(displacement(at:))
      // The displacements restored here leave their cells.
      lookedUp.forget()
      let keepsLeaving = leavingFrames < Self.leavingFrameLimit
      let inGrace = leavingFrames < Self.leavingGraceFrames
      var leaving = false
      for (key, displacement) in displaced where displacement !== kept {
        if keepsLeaving, keptLeaving.contains(key), inGrace || displacement.isAnimating, let table,
          displacement.isLeaving(in: table)
        {
          leaving = true
          continue
        }
        displacement.restore()
        displaced[key] = nil
        keptLeaving.remove(key)
      }
      holdsLeavingCells = leaving
      if !leaving {
        leavingFrames = 0
        keptLeaving.removeAll()
      }
    }

    // MARK: - Lists (a collection view's; a table answers `nil` and none of this runs)

    func swipeListSection(_ section: Int) -> ListSectionFacts? {
      table?.listSectionFacts(section)
    }

    func swipeListGateRefused(_ reason: ListGateReason, forRowAt indexPath: IndexPath) {
      SwipeLog.shared.report(note: reason.message)
    }

    /// Keeps `hidden` for the app's separator handler and has the view ask it again.
    func setListSeparatorsHidden(_ hidden: ListHiddenSeparators, previously: ListHiddenSeparators) {
      hiddenSeparators = hidden
      table?.refreshListSeparators()
    }

    /// Rounds only `corners` of the buttons' clip (its radius is the row background's:
    /// ``showSwipeButtons(_:edge:forRowAt:)``), as UIKit's list swipe gives its swipe-actions
    /// view the cell's masked corners (`ListRowCorners`); `ListRowCorners` has `CACornerMask`'s
    /// bit order.
    func setSwipeButtonsCorners(_ corners: ListRowCorners, forRowAt indexPath: IndexPath) {
      displacement(at: indexPath)?.actionsView?.layer.maskedCorners = CACornerMask(
        rawValue: UInt(corners.rawValue))
    }

    func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? {
      displacement(at: indexPath)?.swipeButtonsEdge
    }

    func playSwipeHaptic(_ haptic: SwipeHaptic) {
      feedback.impactOccurred(intensity: haptic.intensity)
    }

    func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat {
      guard let found = catalog.action(for: action) else { return 0 }
      return found.customView?.bounds.width
        ?? SwipeTitleStack.naturalWidth(
          title: found.title, image: found.image, font: found.font ?? SwipeTitleStack.defaultFont)
    }

    var swipeSafeAreaInsets: LayoutInsets { LayoutInsets(table?.safeAreaInsets ?? .zero) }

    var swipeDesign: SwipeDesignEnvironment { SwipeDesignEnvironment.app }

    func measureSwipeActionParts(_ action: SwipeAction) -> SwipeContentParts {
      guard let found = catalog.action(for: action) else {
        return .empty
      }
      let font = found.font ?? SwipeTitleStack.defaultFont
      let title = found.title.map { ($0 as NSString).size(withAttributes: [.font: font]) }
      return SwipeContentParts(
        titleWidth: (title?.width ?? 0).rounded(.up),
        titleHeight: (title?.height ?? 0).rounded(.up),
        imageWidth: found.customView?.bounds.width ?? found.image?.size.width ?? 0)
    }

    // MARK: - SwipeActionsProvider

    func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
      lookedUp.forget()
      guard let table,
        let configuration = table.swipeableAnswers?.actions(
          forRowAt: indexPath, edge: edge, in: table)
      else { return nil }
      let set = catalog.register(configuration, defaults: table.swipeableOptions)
      SwipeSpacingNote.message(for: set.actions).map(SwipeLog.shared.report(note:))
      return set
    }

    func canBeginSwipe(forRowAt indexPath: IndexPath, edge: SwipeableEdge, at point: CGPoint)
      -> Bool
    {
      lookedUp.forget()
      guard let table, let answers = table.swipeableAnswers else { return false }
      let row = table.frame(ofRowAt: indexPath)
      return answers.canSwipe(
        rowAt: indexPath, edge: edge,
        touchPoint: CGPoint(x: point.x - row.minX, y: point.y - row.minY), in: table)
    }

    func performSwipeAction(
      _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
    ) {
      lookedUp.forget()
      guard let table, let found = self.action(for: action, at: indexPath) else {
        completion(false)
        return
      }
      // The row, not the transient button, anchors what the handler presents (M1). The app may
      // complete from any thread (N9). The completion is an entry of the helper's, so it goes
      // through `perform(_:)`: the needs are mirrored and a moving row's hold followed after it.
      let complete = SwipeMainThreadCompletion { [weak self] success in
        guard let self else { return completion(success) }
        perform { _ in completion(success) }
      }
      let anchor = cell(at: indexPath)
      lookedUp.forget()
      found.handler(found, anchor ?? table, complete.callAsFunction)
    }

    func swipeWillBegin(forRowAt indexPath: IndexPath, edge: SwipeableEdge) {
      lookedUp.forget()
      guard let table else { return }
      table.swipeableAnswers?.willBeginSwiping(rowAt: indexPath, edge: edge, in: table)
    }

    func swipeDidEnd(forRowAt indexPath: IndexPath?) {
      lookedUp.forget()
      guard let table else { return }
      table.swipeableAnswers?.didEndSwiping(rowAt: indexPath, in: table)
    }

    func swipeActionsReleased() {
      catalog.removeAll()
    }

    /// The delegate's identity for the row when it implements the method, else a diffable data
    /// source's item (``SwipeItemIdentities``).
    func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable? {
      lookedUp.forget()
      guard let table else { return nil }
      if let answer = table.swipeableAnswers?.identity(ofRowAt: indexPath, in: table) {
        return answer
      }
      return table.swipeItemIdentities?.swipeItemIdentity(at: indexPath)
    }

    /// The delegate's answer when it implements the method, else a diffable data source's.
    func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath? {
      lookedUp.forget()
      guard let table else { return nil }
      if let answer = table.swipeableAnswers?.indexPath(forIdentity: identity, in: table) {
        return answer
      }
      return table.swipeItemIdentities?.swipeIndexPath(forItemIdentity: identity)
    }

    /// The UIKit action behind an engine value: remembered, or asked of the delegate again (by
    /// position, on either edge) when its configuration has been forgotten. `nil` when the
    /// delegate no longer offers an equal action there.
    private func action(for value: SwipeAction, at indexPath: IndexPath) -> SwipeableAction? {
      if let found = catalog.action(for: value) { return found }
      guard let table, let answers = table.swipeableAnswers,
        let index = SwipeableActionCatalog.index(of: value)
      else { return nil }
      for edge in SwipeableEdge.allCases {
        guard let configuration = answers.actions(forRowAt: indexPath, edge: edge, in: table),
          configuration.actions.indices.contains(index)
        else { continue }
        let candidate = configuration.actions[index]
        let again = SwipeableActionCatalog.value(
          of: candidate, identifier: value.identifier, position: index)
        if again == value { return candidate }
      }
      return nil
    }
  }
#endif
