import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What only a view system can do for the swipe engine. Each method is one or two view calls in
/// the UIKit skin; ``SimulatedSwipeHost`` records them for tests and the simulator.
///
/// Index paths are the table's current ones at the moment of the call.
@_spi(Headless) public protocol SwipeHost: AnyObject {
  /// Moves the row's content to `offset` points from rest (positive = right).
  func setSwipeOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath)

  /// Creates the button views for `actions` on `edge` of the row (called when a swipe starts
  /// and when its actions change).
  func showSwipeButtons(
    _ actions: SwipeActionSet, edge: SwipeableEdge, forRowAt indexPath: IndexPath)

  /// Places the row's buttons, one frame each, in the order of the buttons shown (each names its
  /// action by ``SwipeButtonFrame/actionIndex``); `bandMinY`/`bandHeight` are the row's visible
  /// part in row coordinates (centre the content there).
  ///
  /// `frames` is valid only during the call (the engine's buffer: on its stack, or kept by the
  /// controller for a row with many buttons, and written again at the next placement): copy what
  /// you keep. One call per row and offset, not one per button: a host finds the row's cell once,
  /// and the engine makes one call through the protocol (Benchmarks/README.md).
  func layoutSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    forRowAt indexPath: IndexPath)

  /// The row's cell as the engine displaced it, found once for a pan update's or display
  /// frame's check and writes (``SwipeRowView``), or `nil` when no cell showing the row is
  /// displaced. The default, `nil`, has the engine ask ``swipeButtonsEdge(forRowAt:)`` and call
  /// ``setSwipeOffset(_:forRowAt:)`` and ``layoutSwipeButtons(_:bandMinY:bandHeight:forRowAt:)``
  /// instead, each finding the cell again.
  func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)?

  /// Removes the row's button views (the row is back at rest).
  func removeSwipeButtons(forRowAt indexPath: IndexPath)

  /// Puts every row back at rest without buttons (after a reload or when the swiped row
  /// vanished and its index path means nothing any more). Called at the moment the row vanished:
  /// the cells leaving the table then (its deletion animating out) keep their look while they
  /// animate out, as UIKit's own swipe keeps a deleted row filled while it collapses (device
  /// review r2, V1) — those cells only: a cell in UIKit's reuse pool looks the same to public
  /// API (no index path, not hidden) and must not be kept (device review r4, N4).
  func resetAllSwipeViews()

  /// Right after ``resetAllSwipeViews()``, when a destructive action deleted the swiped row:
  /// animates the cells kept leaving with it to `fill` (the content to ``SwipeLeavingFill/offset``
  /// and the buttons to ``SwipeLeavingFill/buttons``) over ``SwipeLeavingFill/duration``, as
  /// UIKit fills a deleted swiped row to its full width while it collapses (device review r4,
  /// N2). Default: nothing (the leaving cells keep the look they had).
  func fillLeavingSwipeViews(_ fill: SwipeLeavingFill)

  /// Puts every cell the host has moved or given buttons back at rest (offset 0, no buttons),
  /// except the cell now showing `indexPath` (`nil`: every cell) and the cells kept by the last
  /// ``resetAllSwipeViews()`` while they still animate out. Cells that left the screen (reuse)
  /// count too: a reused cell must never keep another row's offset or buttons.
  func restoreSwipeViews(exceptRowAt indexPath: IndexPath?)

  /// The edge whose buttons the cell now showing the row has, or `nil` (no buttons, or the row
  /// has no cell on screen).
  func swipeButtonsEdge(forRowAt indexPath: IndexPath) -> SwipeableEdge?

  /// Plays a haptic.
  func playSwipeHaptic(_ haptic: SwipeHaptic)

  /// The natural width of an action's title and image, in points (text measuring).
  func measureSwipeActionContent(_ action: SwipeAction) -> CGFloat

  /// The table's safe-area insets (only `left` and `right` are used). Default: zero.
  var swipeSafeAreaInsets: LayoutInsets { get }

  /// What decides the look of the system's swipe where the app runs (for
  /// ``SwipeableLook/automatic``). Default: ``SwipeDesignEnvironment/iOS18``.
  var swipeDesign: SwipeDesignEnvironment { get }

  /// The one-line size of an action's title and its image's width, in points (the glass look
  /// sizes its buttons by them). Default: ``measureSwipeActionContent(_:)`` as the title's
  /// width (with an image, less 24 for it), 18 pt tall.
  func measureSwipeActionParts(_ action: SwipeAction) -> SwipeContentParts

  /// Calls `controller`'s ``SwipeController/reconcileCells()`` once, after the table's next
  /// layout pass, in ``SwipeController/reconcileRunLoopModes`` (so also while the table tracks a
  /// finger or decelerates), holding the controller weakly. The layout pass may hand the open row
  /// a new cell (reuse, a reload, a self-sizing correction) and must not be asked from inside
  /// (device review r2, F4, V5). Deferred work runs before the turn's layout on UIKit (blocks run
  /// before Core Animation's commit), so the host lays the table out first. Default: nothing (a
  /// host whose cells no layout pass replaces).
  func scheduleCellReconciliation(for controller: SwipeController)

  // MARK: Lists (a collection view's list sections; a table implements none of these)

  /// What the host's layout says about `section`, for ``ListGate`` (asked before a row's
  /// actions, and for the list look while a row is open). Default: `nil`, a table, whose
  /// sections are all lists and which has no separator or corner to handle.
  func swipeListSection(_ section: Int) -> ListSectionFacts?

  /// ``ListGate`` left the item at `indexPath` alone for `reason`: print
  /// ``ListGateReason/message`` (the engine calls this once per reason). Default: nothing.
  func swipeListGateRefused(_ reason: ListGateReason, forRowAt indexPath: IndexPath)

  /// Makes the list's hidden separators `hidden` (``ListHiddenSeparators/isHidden(_:ofItemAt:)``
  /// answers for each item), showing again those of `previously` it no longer hides: refresh
  /// the separators of both values' ``ListHiddenSeparators/items``. Called after an event that
  /// opened, moved, rebased or closed the open row, only when the value changed; the host must
  /// not call the controller from it. Default: nothing.
  func setListSeparatorsHidden(_ hidden: ListHiddenSeparators, previously: ListHiddenSeparators)

  /// Gives the clip around the row's buttons `corners` (rounded with the row's own corner
  /// radius), right after each ``showSwipeButtons(_:edge:forRowAt:)`` on a list host
  /// (``ListRowCorners``). Default: nothing.
  func setSwipeButtonsCorners(_ corners: ListRowCorners, forRowAt indexPath: IndexPath)
}

extension SwipeHost {
  public var swipeSafeAreaInsets: LayoutInsets { .zero }
  public var swipeDesign: SwipeDesignEnvironment { .iOS18 }
  public func measureSwipeActionParts(_ action: SwipeAction) -> SwipeContentParts {
    let image: CGFloat = action.image == nil ? 0 : 24
    let titled = !(action.title ?? "").isEmpty
    let whole = measureSwipeActionContent(action)
    return SwipeContentParts(
      titleWidth: titled ? Swift.max(0, whole - image) : 0,
      titleHeight: titled ? SwipeContentParts.unmeasuredTitleHeight : 0,
      imageWidth: image)
  }
  public func scheduleCellReconciliation(for controller: SwipeController) {}
  public func swipeRowView(forRowAt indexPath: IndexPath) -> (any SwipeRowView)? { nil }
  public func fillLeavingSwipeViews(_ fill: SwipeLeavingFill) {}
  public func swipeListSection(_ section: Int) -> ListSectionFacts? { nil }
  public func swipeListGateRefused(_ reason: ListGateReason, forRowAt indexPath: IndexPath) {}
  public func setListSeparatorsHidden(
    _ hidden: ListHiddenSeparators, previously: ListHiddenSeparators
  ) {}
  public func setSwipeButtonsCorners(_ corners: ListRowCorners, forRowAt indexPath: IndexPath) {}
}

/// A displaced row's cell, as ``SwipeHost/swipeRowView(forRowAt:)`` found it: what a pan update
/// or display frame of a row showing its buttons asks and writes, with no second look-up. Each
/// member is what the host's method of the same name does on the cell it found; the engine
/// decides from ``swipeButtonsEdge`` whether to write at all.
@_spi(Headless) public protocol SwipeRowView: AnyObject {
  /// The edge whose buttons the cell shows, if any (``SwipeHost/swipeButtonsEdge(forRowAt:)``).
  var swipeButtonsEdge: SwipeableEdge? { get }

  /// Moves the cell's content to `offset` points from rest (``SwipeHost/setSwipeOffset(_:forRowAt:)``).
  func setSwipeOffset(_ offset: CGFloat)

  /// Places the cell's buttons (``SwipeHost/layoutSwipeButtons(_:bandMinY:bandHeight:forRowAt:)``);
  /// `frames` is valid only during the call. `withoutEffects`: every frame is at scale and
  /// alpha 1 (no ``SwipeableScaleTransition`` or ``SwipeableScaleAndAlphaExpansion`` in force,
  /// not the grow transition), which the button writer uses to skip comparing them.
  func placeSwipeButtons(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
    withoutEffects: Bool)
}
