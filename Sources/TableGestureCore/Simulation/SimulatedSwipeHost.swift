import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A ``SwipeHost`` for tests, the simulator and your own unit tests: it records what a view
/// system would show on a ``SimulatedTable`` — each row's content offset and buttons, keyed by
/// the row's identity (``SimulatedTable/rowID(at:)``) so they travel with the row — and the
/// haptics played.
///
/// It also records per cell (``SimulatedTable/cellForRow(at:)``), as a real table does: a cell's
/// offset and buttons stay on the cell when it leaves the screen and is reused for another row
/// (like ``SimulatedTable/isCellHidden(_:)``), because UIKit hands the same cell object to
/// another row ("Returns a reusable table-view cell object…",
/// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)).
/// A row off screen has no cell, so nothing is recorded on this layer for it.
/// ``restoreSwipeViews(exceptRowAt:)`` and ``swipeButtonsEdge(forRowAt:)`` work on this layer.
///
/// Cells that leave the table with the swiped row when it vanishes (a deletion animating out,
/// ``SimulatedTable/isCellLeaving(_:)``) keep their offset and buttons through
/// ``resetAllSwipeViews()`` and ``restoreSwipeViews(exceptRowAt:)`` until their animation ends,
/// as a deleted UIKit row keeps its look while it animates away. Only those: the host tells them
/// by what public UIKit API shows (``SimulatedTable/looksLeaving(_:)``) at the moment the row
/// vanished, because a pooled cell looks the same (device review r4, N4). A cell reused for another row keeps its look until the engine's next
/// reconcile, as with the UIKit host, which has no reuse hook (it subclasses no cell): the
/// after-layout reconcile (``scheduleCellReconciliation(for:)``) or a display frame catches it.
/// With ``hearsReuse`` on (a host with a hook in the cell's `prepareForReuse()`), the host, as
/// the table's ``SimulatedTable/cellObserver``, puts a reused cell back at rest at once.
///
/// On a collection-view list (``init(list:)``) it is the same host on the list's table, and
/// also answers the list requirements from the ``SimulatedList``: each section's facts, the
/// separators it hides and the corners of the buttons' clip, shown on the list; its cell
/// offsets are the cells' sublayer transforms, which the list's layout passes keep.
///
/// Text is "measured" as 8 pt per character of the title plus 24 pt for an image (and 5 pt
/// between them), a stand-in for real font metrics.
@_spi(Headless) public final class SimulatedSwipeHost: SwipeHost, SimulatedCellObserver {
  /// The table the rows live in.
  public let table: SimulatedTable
  /// Each row's content offset by row ID; rows at rest may be absent.
  public private(set) var offsets: [Int: CGFloat] = [:]
  /// The rows showing buttons, by row ID, with the edge shown.
  public private(set) var buttonRows: [Int: SwipeableEdge] = [:]
  /// The last frame placed for each button index of the row that last got frames.
  public private(set) var buttonFrames: [SwipeButtonFrame] = []
  /// The row ID the frames belong to.
  public private(set) var buttonFramesRowID: Int?
  /// How many placements said their frames were all at scale and alpha 1
  /// (``SwipeRowView/placeSwipeButtons(_:bandMinY:bandHeight:withoutEffects:)``) and were not.
  public fileprivate(set) var scaledFramesPlacedWithoutEffects = 0
  /// The vertical band of the last frames, in row coordinates.
  public private(set) var band: (minY: CGFloat, height: CGFloat) = (0, 0)
  /// Every haptic played, in order.
  public private(set) var haptics: [SwipeHaptic] = []
  /// How many times ``resetAllSwipeViews()`` was called.
  public private(set) var resetCount = 0
  /// How many offsets were set.
  public private(set) var offsetUpdates = 0
  /// Each cell's content offset by cell identity; cells at rest may be absent. On a list, each
  /// write is the cell's sublayer transform (``SimulatedList/setSublayerOffset(_:ofCell:)``).
  public private(set) var cellOffsets: [Int: CGFloat] = [:] {
    didSet { list?.showOffsets(cellOffsets, buttons: cellButtons) }
  }
  /// The cells showing buttons, by cell identity, with the edge shown.
  public private(set) var cellButtons: [Int: SwipeableEdge] = [:] {
    didSet { list?.showOffsets(cellOffsets, buttons: cellButtons) }
  }
  /// The cells the host has moved or given buttons since they were last restored, as a UIKit
  /// host keeps its attachment on such a cell (pinned margins, touches off) even at offset 0
  /// until ``restoreSwipeViews(exceptRowAt:)`` or ``resetAllSwipeViews()`` releases it.
  public private(set) var displacedCells: Set<Int> = []
  /// How many times ``restoreSwipeViews(exceptRowAt:)`` was called.
  public private(set) var restoreCount = 0
  /// The safe-area insets reported to the engine.
  public var swipeSafeAreaInsets: LayoutInsets = .zero
  /// The actions of the last ``showSwipeButtons(_:edge:forRowAt:)``, as the engine resolved
  /// them for the look drawn (shapes, content arrangement, transition).
  public private(set) var shownActions: SwipeActionSet?
  /// The design environment reported to the engine (default: iOS 18, the classic look; set
  /// ``SwipeDesignEnvironment/iOS26`` to see the glass look of ``SwipeableLook/automatic``).
  public var swipeDesign: SwipeDesignEnvironment = .iOS18
  /// Whether a reused cell is put back at rest at once by a reuse hook (a host that owns the
  /// cell class and resets it in `prepareForReuse()`). Off by default, as for the UIKit host,
  /// which subclasses no cell: only the engine's own reconciles release a reused cell.
  public var hearsReuse = false
  /// The run-loop modes this host schedules the after-layout reconcile in
  /// (``scheduleCellReconciliation(for:)``); the UIKit host uses
  /// ``SwipeController/reconcileRunLoopModes``. Set ``RunLoopModes/default`` to see what a host
  /// scheduling with plain `perform(_:)` shows while the table tracks.
  public var reconcileModes = SwipeController.reconcileRunLoopModes
  /// How many after-layout reconciles were scheduled.
  public private(set) var scheduledReconciles = 0
  private var reconcileQueued = false
  /// The displaced cells that looked leaving when ``resetAllSwipeViews()`` ran (the swiped row
  /// vanished): the only ones kept displaced while they animate out.
  private var keptLeaving: Set<Int> = []

  /// The collection-view list the table belongs to, or `nil` for a table host.
  public let list: SimulatedList?
  /// Every ``ListGate`` refusal the engine reported, in order (one a reason).
  public private(set) var gateRefusals: [(reason: ListGateReason, indexPath: IndexPath)] = []
  /// The log lines printed, in order (the kit prints each refusal's message).
  public private(set) var logLines: [String] = []
  /// Every ``setSwipeButtonsCorners(_:forRowAt:)`` call, in order.
  public private(set) var cornerCalls: [(corners: ListRowCorners, indexPath: IndexPath)] = []

  /// Makes the host for `table` and sets it as the table's ``SimulatedTable/cellObserver``.
  public init(table: SimulatedTable) {
    self.table = table
    list = nil
    table.cellObserver = self
    offsets.reserveCapacity(16)
    buttonFrames.reserveCapacity(8)
  }

  /// Makes the host for `list` (a collection-view list: the same host on the list's
  /// ``SimulatedList/table``, answering the list requirements from the list) and sets it as the
  /// list's ``SimulatedList/cellObserver``, so it hears each cell after the list re-applied the
  /// cell's layout attributes.
  public init(list: SimulatedList) {
    self.table = list.table
    self.list = list
    list.cellObserver = self
    offsets.reserveCapacity(16)
    buttonFrames.reserveCapacity(8)
  }

  /// Forwards what the UIKit host hears from the table's view to `controller` (held weakly):
  /// each size change, inside the layout pass that follows it
  /// (``SwipeController/tableSizeDidChange(from:to:)``; ``SimulatedTable/addSizeObserver(_:)``),
  /// each window change (``SwipeController/tableWindowDidChange(isInWindow:)``;
  /// ``SimulatedTable/moveToWindow(_:)``), as the UIKit host's subview in the table does, and
  /// each edit-mode change (``SwipeController/tableEditingDidChange()``), as its key-value
  /// observation of `isEditing` does, and each layout of a displaced cell's content
  /// (``SwipeController/swipedCellContentDidLayOut()``; ``SimulatedTable/addCellContentLayoutObserver(_:)``),
  /// as its subview in that cell's content view does.
  public func forwardTableViewChanges(to controller: SwipeController) {
    table.addSizeObserver { [weak controller] old, new in
      controller?.tableSizeDidChange(from: old, to: new)
    }
    table.addWindowObserver { [weak controller] isInWindow in
      controller?.tableWindowDidChange(isInWindow: isInWindow)
    }
    table.addEditingObserver { [weak controller] _ in controller?.tableEditingDidChange() }
    table.addCellContentLayoutObserver { [weak self, weak controller] cell in
      guard self?.displacedCells.contains(cell) == true else { return }
      controller?.swipedCellContentDidLayOut()
    }
  }

  /// The content offset of the row at `indexPath` (0 at rest or for no such row).
  public func offset(at indexPath: IndexPath) -> CGFloat {
    table.rowID(at: indexPath).flatMap { offsets[$0] } ?? 0
  }

  /// The content offset of `cell` (0 at rest or for an unknown cell), whatever row it shows.
  public func cellOffset(_ cell: Int) -> CGFloat { cellOffsets[cell] ?? 0 }

  /// The edge whose buttons `cell` shows, or `nil`, whatever row it shows.
  public func cellButtonsEdge(_ cell: Int) -> SwipeableEdge? { cellButtons[cell] }

  /// The IDs of the table's rows whose content is not at rest (rows deleted from the table
  /// are left out, as their cells would be gone).
  ///
  /// Looks up only the rows off their rest position (one or two), so asking after every frame
  /// costs no pass over a large table's rows when none is open.
  public var offsetRowIDs: [Int] {
    offsets.compactMap { id, offset in
      offset != 0 && table.indexPath(ofRowID: id) != nil ? id : nil
    }.sorted()
  }

  /// Forgets rows that no longer exist in the table (as cells leave a real table).
  public func dropVanishedRows() {
    let alive = Set(table.rowOrder.joined())
    offsets = offsets.filter { alive.contains($0.key) }
    buttonRows = buttonRows.filter { alive.contains($0.key) }
  }

  public func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath) {
    guard let id = table.rowID(at: indexPath) else { return }
    offsetUpdates += 1
    if offset == 0 {
      offsets.removeValue(forKey: id)
    } else {
      offsets[id] = offset
    }
    guard let cell = table.cellForRow(at: indexPath) else { return }
    displacedCells.insert(cell)
    if !leavingMotions.isEmpty { leavingMotions.removeValue(forKey: cell) }
    if offset == 0 {
      cellOffsets.removeValue(forKey: cell)
    } else {
      cellOffsets[cell] = offset
    }
  }

  public func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath
  ) {
    guard let id = table.rowID(at: indexPath) else { return }
    buttonRows[id] = edge
    shownActions = actions
    buttonFrames.removeAll(keepingCapacity: true)
    buttonFramesRowID = id
    if let cell = table.cellForRow(at: indexPath) {
      cellButtons[cell] = edge
      buttonsRowOfCell[cell] = id
      displacedCells.insert(cell)
    }
  }

  /// The row ID each cell was last given buttons for (a reused cell may still show another
  /// row's buttons until the next reconcile).
  public private(set) var buttonsRowOfCell: [Int: Int] = [:]

  public func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath
  ) {
    guard let id = table.rowID(at: indexPath) else { return }
    if buttonFramesRowID != id {
      buttonFrames.removeAll(keepingCapacity: true)
      buttonFramesRowID = id
    }
    band = (bandMinY, bandHeight)
    for frame in frames {
      let slot = buttonFrames.firstIndex { $0.actionIndex == frame.actionIndex }
      if let slot { buttonFrames[slot] = frame } else { buttonFrames.append(frame) }
    }
  }

  public func removeSwipeButtons(forRowAt indexPath: IndexPath) {
    guard let id = table.rowID(at: indexPath) else { return }
    buttonRows.removeValue(forKey: id)
    if buttonFramesRowID == id {
      buttonFrames.removeAll(keepingCapacity: true)
      buttonFramesRowID = nil
    }
    if let cell = table.cellForRow(at: indexPath) { cellButtons.removeValue(forKey: cell) }
  }

  public func resetAllSwipeViews() {
    resetCount += 1
    keptLeaving = displacedCells.filter { table.looksLeaving($0) }
    offsets.removeAll(keepingCapacity: true)
    buttonRows.removeAll(keepingCapacity: true)
    releaseCells(keeping: nil)
    // The last frames are the vanished row's: they stay with its cell while it animates out.
    if keptLeaving.isEmpty {
      buttonFrames.removeAll(keepingCapacity: true)
      buttonFramesRowID = nil
    }
  }

  /// Every ``fillLeavingSwipeViews(_:)`` call, in order.
  public private(set) var leavingFills: [SwipeLeavingFill] = []

  /// Records the fill and puts the cells kept leaving by the last ``resetAllSwipeViews()`` at its
  /// end (the model values: the offset and button frames a UIKit host animates to over its
  /// duration). What each cell shows meanwhile is ``leavingContentOffset(_:after:)`` and
  /// ``leavingStripOffset(_:after:)``.
  public func fillLeavingSwipeViews(_ fill: SwipeLeavingFill) {
    leavingFills.append(fill)
    for cell in keptLeaving {
      let from = cellOffsets[cell] ?? 0
      leavingMotions[cell] = LeavingMotion(from: from, to: fill.offset, duration: fill.duration)
      cellOffsets[cell] = fill.offset
    }
    if !keptLeaving.isEmpty { buttonFrames = fill.buttons }
  }

  /// One leaving cell's fill: from the offset it showed to the fill's, over the fill's duration.
  struct LeavingMotion {
    var from: CGFloat
    var to: CGFloat
    var duration: TimeInterval
  }

  /// The fills of the cells kept leaving, by cell identity.
  private var leavingMotions: [Int: LeavingMotion] = [:]

  /// The content offset leaving `cell` shows `elapsed` seconds after its fill began, as Core
  /// Animation presents it; `nil` for a cell without a fill. The content moves by
  /// ``SwipeLeavingFill/contentKey`` animated as ``SwipeLeavingFill/contentAnimation`` says, as
  /// the UIKit host does: a key set in a view animation block that the block does not animate
  /// (``ViewAnimationKeys``) shows its new value at once.
  public func leavingContentOffset(_ cell: Int, after elapsed: TimeInterval) -> CGFloat? {
    presented(cell, key: SwipeLeavingFill.contentKey, SwipeLeavingFill.contentAnimation, elapsed)
  }

  /// The offset the leaving `cell`'s button strip shows `elapsed` seconds after its fill began
  /// (its frame moves with the content: ``SwipeLeavingFill/stripKey``); `nil` without a fill.
  public func leavingStripOffset(_ cell: Int, after elapsed: TimeInterval) -> CGFloat? {
    presented(cell, key: SwipeLeavingFill.stripKey, SwipeLeavingFill.stripAnimation, elapsed)
  }

  private func presented(
    _ cell: Int, key: String, _ animation: LayerKeyAnimation, _ elapsed: TimeInterval
  ) -> CGFloat? {
    guard let motion = leavingMotions[cell] else { return nil }
    let animates = animation == .layerAnimation || ViewAnimationKeys.animates(key)
    guard animates, motion.duration > 0 else { return motion.to }
    let progress = CGFloat(SwipeLeavingFill.progress(at: elapsed / motion.duration))
    return motion.from + (motion.to - motion.from) * progress
  }

  /// Clears every cell's offset and buttons — on screen or in the reuse pool — except the cell
  /// now showing `indexPath` and the cells leaving the table; the row-keyed records of every
  /// other row are cleared too.
  public func restoreSwipeViews(exceptRowAt indexPath: IndexPath?) {
    restoreCount += 1
    let keptCell = indexPath.flatMap { table.cellForRow(at: $0) }
    let keptRow = indexPath.flatMap { table.rowID(at: $0) }
    releaseCells(keeping: keptCell)
    offsets = offsets.filter { $0.key == keptRow }
    buttonRows = buttonRows.filter { $0.key == keptRow }
    if buttonFramesRowID != keptRow {
      buttonFrames.removeAll(keepingCapacity: true)
      buttonFramesRowID = nil
    }
  }

  /// Puts every cell back at rest except `kept` and the cells leaving the table.
  private func releaseCells(keeping kept: Int?) {
    // Only the cells that looked leaving when the swiped row vanished are kept, and only while
    // their row animation runs (`isCellLeaving`; the UIKit host reads the animations on the
    // cell's layer): a pooled cell looks the same to public API (device review r4, N4).
    keptLeaving = keptLeaving.filter { table.looksLeaving($0) && table.isCellLeaving($0) }
    let keeps = { (cell: Int) in cell == kept || self.keptLeaving.contains(cell) }
    cellOffsets = cellOffsets.filter { keeps($0.key) }
    cellButtons = cellButtons.filter { keeps($0.key) }
    if !leavingMotions.isEmpty { leavingMotions = leavingMotions.filter { keeps($0.key) } }
    displacedCells = displacedCells.filter(keeps)
  }

  /// The reuse hook: the cell goes back to rest, asking the table nothing.
  public func tableWillReuseCell(_ cell: Int) {
    guard hearsReuse else { return }
    leavingMotions.removeValue(forKey: cell)
    cellOffsets.removeValue(forKey: cell)
    cellButtons.removeValue(forKey: cell)
    displacedCells.remove(cell)
  }

  /// Queues one reconcile on the table's run loop (``SimulatedTable/perform(inModes:_:)``) in
  /// ``reconcileModes``, as the UIKit host does: it lays the table out, then reconciles. At most
  /// one is queued at a time.
  public func scheduleCellReconciliation(for controller: SwipeController) {
    guard !reconcileQueued else { return }
    reconcileQueued = true
    scheduledReconciles += 1
    table.perform(inModes: reconcileModes) { [weak self, weak controller] in
      guard let self else { return }
      reconcileQueued = false
      table.layoutIfNeeded()
      controller?.reconcileCells()
    }
  }

  /// A cell's own layout changes nothing here: the offset and buttons are the cell's.
  public func tableDidLayOutCell(_ cell: Int) {}

  /// The edge of the buttons on the cell now showing `indexPath` (`nil` off screen).
  public func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge? {
    table.cellForRow(at: indexPath).flatMap { cellButtons[$0] }
  }

  /// The cell now showing `indexPath` if the engine displaced it (``displacedCells``), as the
  /// UIKit host hands the cell's displacement: its members are this host's calls for the row.
  /// The one handle is reused for every row (valid until the next call).
  public func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? {
    guard let cell = table.cellForRow(at: indexPath), displacedCells.contains(cell) else {
      return nil
    }
    rowView.indexPath = indexPath
    return rowView
  }

  private lazy var rowView = RowView(host: self)

  /// ``swipeRowView(forRowAt:)``'s handle.
  private final class RowView: SwipeRowView {
    unowned let host: SimulatedSwipeHost
    var indexPath = IndexPath()

    init(host: SimulatedSwipeHost) { self.host = host }

    var swipeButtonsEdge: SwipeableEdge? { host.swipeButtonsEdge(forRowAt: indexPath) }

    func setSwipeOffset(_ offset: CGFloat) { host.setSwipeOffset(offset, forRowAt: indexPath) }

    func placeSwipeButtons(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      withoutEffects: Bool
    ) {
      if withoutEffects, frames.contains(where: { $0.scale != 1 || $0.alpha != 1 }) {
        host.scaledFramesPlacedWithoutEffects += 1
      }
      host.layoutSwipeButtons(
        frames, bandMinY: bandMinY, bandHeight: bandHeight, forRowAt: indexPath)
    }
  }

  public func playSwipeHaptic(_ haptic: SwipeHaptic) {
    haptics.append(haptic)
  }

  public func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat {
    let text = CGFloat(action.title?.count ?? 0) * 8
    let image: CGFloat = action.image == nil ? 0 : 24
    return text + image + (text > 0 && image > 0 ? 5 : 0)
  }

  // MARK: - Lists

  /// The list's facts for `section` (``SimulatedList/facts(forSection:)``); `nil` on a table.
  public func swipeListSection(_ section: Int) -> ListSectionFacts? {
    list?.facts(forSection: section)
  }

  /// Records the refusal and prints its line, as the kit logs it.
  public func swipeListGateRefused(_ reason: ListGateReason, forRowAt indexPath: IndexPath) {
    gateRefusals.append((reason, indexPath))
    logLines.append(reason.message)
  }

  /// Hides the separators on the list (``SimulatedList/hideSeparators(_:)``).
  public func setListSeparatorsHidden(
    _ hidden: ListHiddenSeparators, previously: ListHiddenSeparators
  ) {
    list?.hideSeparators(hidden)
  }

  /// Gives the clip of the buttons of the cell showing the row `corners`.
  public func setSwipeButtonsCorners(_ corners: ListRowCorners, forRowAt indexPath: IndexPath) {
    cornerCalls.append((corners, indexPath))
    guard let list, let cell = table.cellForRow(at: indexPath) else { return }
    list.setButtonCorners(corners, ofCell: cell)
  }

  /// 8 pt a character on one 18-pt line; an image 24 pt wide.
  public func measureSwipeActionParts(_ action: SwipeAction) -> SwipeContentParts {
    let count = action.title?.count ?? 0
    return SwipeContentParts(
      titleWidth: CGFloat(count) * 8,
      titleHeight: count > 0 ? SwipeContentParts.unmeasuredTitleHeight : 0,
      imageWidth: action.image == nil ? 0 : 24)
  }
}
