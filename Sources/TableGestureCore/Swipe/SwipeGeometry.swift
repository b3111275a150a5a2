import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The measured layout of one edge's buttons on one row: widths, where each button starts, how
/// far the row opens, where expansion triggers. Built once when a swipe starts (and again when
/// the actions or the row's width change), then read by every pan update without allocating.
///
/// Distances are measured from the row content's moving edge outward, in points; arrays are
/// **innermost first** (button 0 touches the content), the reverse of the action list, whose
/// index 0 is the outermost button (``actionIndex(ofButton:)``).
@_spi(Headless) public struct SwipeGeometry: Sendable, Hashable {
  /// The measured values, shared by every copy: a geometry is read on every pan update and
  /// display frame, and copying one reference costs a retain where copying the values (two
  /// arrays, the profile, the full swipe) cost a block copy and several retains per read.
  @usableFromInline let storage: Storage

  /// The edge the buttons come out of.
  @inlinable public var edge: SwipeableEdge { storage.edge }
  /// `+1` when showing these buttons moves the content right, `-1` when left.
  @inlinable public var sign: CGFloat { storage.sign }
  /// The row's width.
  @inlinable public var rowWidth: CGFloat { storage.rowWidth }
  /// Each button's width, innermost first.
  @inlinable public var widths: [CGFloat] { storage.widths }
  /// Each button's distance from the content's edge, innermost first.
  @inlinable public var positions: [CGFloat] { storage.positions }
  /// From the content's edge to the outer side of the outermost button.
  @inlinable public var buttonsWidth: CGFloat { storage.buttonsWidth }
  /// Space between the outermost button and the row's edge (outer inset plus safe area).
  @inlinable public var outerMargin: CGFloat { storage.outerMargin }
  /// How far the content moves when the row is open: ``buttonsWidth`` + ``outerMargin``.
  @inlinable public var openWidth: CGFloat { storage.openWidth }
  /// The full swipe in force, if any.
  @inlinable public var expansion: SwipeableExpansionStyle? { storage.expansion }
  /// Whether the outermost action (the one a full swipe performs) is destructive.
  @inlinable public var isPrimaryDestructive: Bool { storage.isPrimaryDestructive }
  /// The distance at which expansion triggers, when there is an expansion.
  @inlinable public var expansionTarget: CGFloat? { storage.expansionTarget }
  /// How the buttons move.
  @inlinable public var transitionStyle: SwipeableTransitionStyle { storage.transitionStyle }
  /// The profile.
  @inlinable public var metrics: SwipeableMetrics { storage.metrics }
  /// The look drawn (``SwipeableLook/classic`` or ``SwipeableLook/glass``).
  public var look: SwipeableLook { storage.look }
  /// Each action's background shape, resolved for the look, in action order.
  public var shapes: [SwipeableButtonShape] { storage.shapes }
  /// Each action's content arrangement, in action order.
  public var contents: [SwipeButtonContentLayout] { storage.contents }
  /// The gap ``SwipeableTransitionStyle/grow`` measures its ramp with (the look's button
  /// spacing).
  var growPadding: CGFloat { storage.growPadding }

  /// The values of a ``SwipeGeometry``, never changed once measured.
  @usableFromInline final class Storage: Sendable {
    @usableFromInline let edge: SwipeableEdge
    @usableFromInline let sign: CGFloat
    @usableFromInline let rowWidth: CGFloat
    @usableFromInline let widths: [CGFloat]
    @usableFromInline let positions: [CGFloat]
    @usableFromInline let buttonsWidth: CGFloat
    @usableFromInline let outerMargin: CGFloat
    @usableFromInline let openWidth: CGFloat
    @usableFromInline let expansion: SwipeableExpansionStyle?
    @usableFromInline let isPrimaryDestructive: Bool
    @usableFromInline let expansionTarget: CGFloat?
    /// The expansion's extra triggers, resolved (``SwipeExpansionTriggers/none`` without one).
    let triggers: SwipeExpansionTriggers
    /// ``SwipeableMetrics/expandsAtTarget``, read where the triggers are.
    let expandsAtTarget: Bool
    @usableFromInline let transitionStyle: SwipeableTransitionStyle
    @usableFromInline let metrics: SwipeableMetrics
    /// ``SwipeGeometry/maximumDistance``, worked out once.
    @usableFromInline let maximumDistance: CGFloat
    /// Whether the full swipe in force stretches the buttons past the open width, read once per
    /// button per event (reading ``expansion`` copies it).
    @usableFromInline let elasticOverscroll: Bool
    /// The resistance a pull toward the actions meets past ``SwipeGeometry/resistanceLimit``
    /// (the profile's, or the full swipe's elasticity when the profile's is linear), and that
    /// limit: resolved once, read on every pan update.
    let followBand: SwipeableRubberBand
    let resistanceLimit: CGFloat
    /// The farthest a pull toward the actions places the row: the row's or the open width.
    let followCap: CGFloat
    let look: SwipeableLook
    let shapes: [SwipeableButtonShape]
    let contents: [SwipeButtonContentLayout]
    let growPadding: CGFloat

    init(
      edge: SwipeableEdge, sign: CGFloat, rowWidth: CGFloat, widths: [CGFloat],
      positions: [CGFloat], buttonsWidth: CGFloat, outerMargin: CGFloat,
      expansion: SwipeableExpansionStyle?, isPrimaryDestructive: Bool,
      expansionTarget: CGFloat?, transitionStyle: SwipeableTransitionStyle,
      metrics: SwipeableMetrics, look: SwipeableLook, shapes: [SwipeableButtonShape],
      contents: [SwipeButtonContentLayout], growPadding: CGFloat
    ) {
      self.look = look
      self.shapes = shapes
      self.contents = contents
      self.growPadding = growPadding
      self.edge = edge
      self.sign = sign
      self.rowWidth = rowWidth
      self.widths = widths
      self.positions = positions
      self.buttonsWidth = buttonsWidth
      self.outerMargin = outerMargin
      self.openWidth = buttonsWidth + outerMargin
      self.expansion = expansion
      self.isPrimaryDestructive = isPrimaryDestructive
      // No target without a full swipe (``SwipeGeometry/isExpanded(distance:travel:touchX:velocity:)`` relies on it).
      self.expansionTarget = expansion == nil ? nil : expansionTarget
      triggers =
        expansion.map {
          SwipeExpansionTriggers(
            $0.additionalTriggers, openWidth: buttonsWidth + outerMargin,
            isPrimaryDestructive: isPrimaryDestructive)
        } ?? .none
      expandsAtTarget = metrics.expandsAtTarget
      self.transitionStyle = transitionStyle
      self.metrics = metrics
      self.maximumDistance = Swift.max(rowWidth, buttonsWidth + outerMargin) + (widths.last ?? 0)
      self.elasticOverscroll = expansion?.elasticOverscroll == true
      if let expansion, case .linear = metrics.rubberBand {
        followBand = .linear(ratio: expansion.targetOverscrollElasticity)
      } else {
        followBand = metrics.rubberBand
      }
      resistanceLimit = expansionTarget ?? openWidth
      followCap = Swift.max(rowWidth, openWidth)
    }
  }

  /// Whether two geometries have the same measured values (the same storage, or equal fields).
  public static func == (a: SwipeGeometry, b: SwipeGeometry) -> Bool {
    if a.storage === b.storage { return true }
    return a.edge == b.edge && a.sign == b.sign && a.rowWidth == b.rowWidth
      && a.widths == b.widths && a.positions == b.positions && a.buttonsWidth == b.buttonsWidth
      && a.outerMargin == b.outerMargin && a.openWidth == b.openWidth
      && a.expansion == b.expansion && a.isPrimaryDestructive == b.isPrimaryDestructive
      && a.expansionTarget == b.expansionTarget && a.transitionStyle == b.transitionStyle
      && a.metrics == b.metrics && a.look == b.look && a.shapes == b.shapes
      && a.contents == b.contents && a.growPadding == b.growPadding
  }

  /// Hashes the measured values, the ones equality compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(edge)
    hasher.combine(sign)
    hasher.combine(rowWidth)
    hasher.combine(widths)
    hasher.combine(positions)
    hasher.combine(buttonsWidth)
    hasher.combine(outerMargin)
    hasher.combine(openWidth)
    hasher.combine(expansion)
    hasher.combine(isPrimaryDestructive)
    hasher.combine(expansionTarget)
    hasher.combine(transitionStyle)
    hasher.combine(metrics)
    hasher.combine(look)
    hasher.combine(shapes)
  }

  /// The number of buttons.
  @inlinable public var count: Int { storage.widths.count }

  /// The index in the app's action list of button `i` (innermost first).
  public func actionIndex(ofButton i: Int) -> Int { count - 1 - i }

  /// The farthest the content may ever be from rest: the open width or the row's width,
  /// whichever is more, plus the outermost button (a fill slides the row out by that much).
  @inlinable public var maximumDistance: CGFloat { storage.maximumDistance }

  /// The distance the content travels in a fill: the row's width plus the outermost button.
  public var fillDistance: CGFloat { storage.maximumDistance }

  /// Measures an edge. Returns `nil` — no swipe toward this edge — when there are no actions,
  /// the row's width is not finite and positive, or the buttons would have no width at all.
  /// - Parameters:
  ///   - actions: the edge's actions, outermost first.
  ///   - options: the configuration's widths, gaps and metrics profile.
  ///   - edge: the edge the actions belong to, in the reading direction.
  ///   - rightToLeft: whether the layout is right to left (the edges' physical sides swap).
  ///   - rowWidth: the row's width, in points.
  ///   - contentWidths: each action's natural content width (title or image, as the host
  ///     measures it), in action order; missing, negative or non-finite entries count as 0.
  ///     Ignored for actions with a custom view (its required width is used).
  ///   - safeAreaInset: the table's safe-area inset on the actions' physical side.
  ///   - look: the look drawn (``SwipeableLook/automatic`` counts as ``SwipeableLook/classic``;
  ///     resolve it first with ``SwipeDesignEnvironment/drawnLook(for:)``).
  ///   - rowHeight: the row's height, in points (the glass look sizes its buttons by it).
  ///   - contentParts: each action's measured title and image, in action order (the glass look
  ///     sizes its buttons by them); missing entries count as empty.
  public init?(
    actions: [SwipeAction], options: SwipeableOptions, edge: SwipeableEdge, rightToLeft: Bool,
    rowWidth: CGFloat, safeAreaInset: CGFloat = 0, contentWidths: [CGFloat] = [],
    look: SwipeableLook = .classic, rowHeight: CGFloat = 0,
    contentParts: [SwipeContentParts] = []
  ) {
    let n = actions.count
    guard n > 0, rowWidth.isFinite, rowWidth > 0 else { return nil }
    let metrics = options.metrics
    let padding = Swift.max(0, (options.buttonPadding ?? metrics.buttonPadding).finiteOrZero)
    let glass = look == .glass
    let growPadding = Swift.max(
      0, (options.buttonSpacing ?? (glass ? SwipeGlassLayout.padding : 0)).finiteOrZero)
    let glassButtons =
      glass
      ? SwipeGlassLayout.buttons(
        for: actions, parts: contentParts, rowHeight: rowHeight,
        rowWidth: rowWidth - Swift.max(0, safeAreaInset.finiteOrZero), padding: growPadding)
      : []

    func content(_ k: Int) -> CGFloat {
      if let view = actions[k].customView { return view.requiredWidth }
      guard k < contentWidths.count else { return 0 }
      return Swift.max(0, contentWidths[k].finiteOrZero)
    }
    func usable(_ value: CGFloat?) -> CGFloat? {
      guard let value, value.isFinite, value >= 0 else { return nil }
      return value
    }

    // Widths in action order first.
    var byAction = [CGFloat](repeating: 0, count: n)
    if glass {
      let low = usable(options.minimumButtonWidth) ?? 0
      let high = usable(options.maximumButtonWidth).map { $0 == 0 ? .infinity : $0 } ?? .infinity
      for k in 0..<n {
        let own = actions[k].customView != nil ? content(k) : glassButtons[k].width
        byAction[k] = actions[k].usableWidth ?? Swift.max(low, Swift.min(own, high))
      }
    } else {
      switch metrics.buttonSizing {
      case .natural(let minimum, let maximum):
        let low = usable(options.minimumButtonWidth) ?? Swift.max(0, minimum.finiteOrZero)
        let high = usable(options.maximumButtonWidth).map { $0 == 0 ? .infinity : $0 } ?? maximum
        for k in 0..<n {
          let preferred = actions[k].customView != nil ? content(k) : content(k) + 2 * padding
          byAction[k] = actions[k].usableWidth ?? Swift.max(low, Swift.min(preferred, high))
        }
      case .equal:
        let maximum =
          usable(options.maximumButtonWidth).map { $0 == 0 ? .infinity : $0 }
          ?? Swift.max(0, (rowWidth - 30) / CGFloat(n))
        let minimum = usable(options.minimumButtonWidth) ?? Swift.min(maximum, 74)
        var widest: CGFloat = 0
        for k in 0..<n where actions[k].usableWidth == nil {
          let preferred = actions[k].customView != nil ? content(k) : content(k) + 2 * padding
          widest = Swift.max(widest, Swift.min(maximum, preferred))
        }
        let b = Swift.max(minimum, widest)
        for k in 0..<n { byAction[k] = actions[k].usableWidth ?? b }
      }
    }
    let lookGap: CGFloat = glass ? growPadding : 0

    var widths = [CGFloat](repeating: 0, count: n)
    var positions = [CGFloat](repeating: 0, count: n)
    var x = Swift.max(0, (options.contentGap ?? lookGap).finiteOrZero)
    for i in 0..<n {
      let k = n - 1 - i
      if i > 0 {
        let gap = actions[k].spacing ?? options.buttonSpacing ?? lookGap
        x += Swift.max(0, gap.finiteOrZero)
      }
      widths[i] = byAction[k]
      positions[i] = x
      x += byAction[k]
    }
    guard x > 0, x.isFinite else { return nil }
    let margin =
      Swift.max(0, (options.outerInset ?? lookGap).finiteOrZero)
      + Swift.max(0, safeAreaInset.finiteOrZero)

    let expansion = options.effectiveExpansion
    storage = Storage(
      edge: edge, sign: edge.offsetSign(rightToLeft: rightToLeft), rowWidth: rowWidth,
      widths: widths, positions: positions, buttonsWidth: x, outerMargin: margin,
      expansion: expansion, isPrimaryDestructive: actions[0].style == .destructive,
      expansionTarget: expansion?.targetDistance(
        rowWidth: rowWidth, openWidth: x + margin, edge: edge,
        isDestructive: actions[0].style == .destructive),
      transitionStyle: options.transitionStyle ?? (glass ? .grow : .border), metrics: metrics,
      look: glass ? .glass : .classic,
      shapes: (0..<n).map { k in
        actions[k].shape.resolved(glass ? glassButtons[k].shape : .rectangle)
      },
      contents: glass ? glassButtons.map(\.content) : Array(repeating: .stacked, count: n),
      growPadding: growPadding)
  }

  /// The limit past which the row resists: the expansion target if any, else the open width.
  public var resistanceLimit: CGFloat { storage.resistanceLimit }

  /// Where the row sits, as a distance toward the actions, when the finger has pulled it `pull`
  /// points that way (negative = toward the other side, used only when that side has no
  /// actions). Never more than ``maximumDistance``; non-finite pulls count as zero.
  @inline(__always)
  public func followDistance(pull: CGFloat) -> CGFloat {
    let d = pull.finiteOrZero
    guard d > 0 else {
      return Swift.max(-rowWidth, metrics.wrongSideBand.wrongSide(distance: -d))
    }
    return Swift.min(
      storage.followCap, storage.followBand.apply(distance: d, limit: storage.resistanceLimit))
  }

  /// Whether a row at `distance` toward the actions, after `travel` points of finger movement,
  /// with the finger at `touchX` (row coordinates) moving at `velocity` (points/s, x) is in the
  /// full-swipe state. Needs an expansion, more than 8 pt of travel, the buttons fully open, and
  /// the target reached or a trigger met (SwipeCellKit's `shouldExpand`).
  ///
  /// Inlined up to the open width (a row short of it is not expanded), the rest out of line.
  @inline(__always)
  public func isExpanded(
    distance: CGFloat, travel: CGFloat, touchX: CGFloat, velocity: CGFloat = 0
  ) -> Bool {
    // The target exists exactly when the expansion does.
    guard let target = expansionTarget else { return false }
    guard abs(travel.finiteOrZero) > SwipeableExpansionStyle.minimumExpansionTranslation else {
      return false
    }
    let x = floor(distance.finiteOrZero)
    guard x > openWidth else { return false }
    return isExpanded(pastOpenWidthAt: x, target: target, touchX: touchX, velocity: velocity)
  }

  /// ``isExpanded(distance:travel:touchX:velocity:)`` of a row `x` points out (floored), past
  /// the open width, with the expansion's `target`: the target, then the triggers resolved
  /// when the row was measured (``SwipeExpansionTriggers``).
  @inline(never)
  func isExpanded(pastOpenWidthAt x: CGFloat, target: CGFloat, touchX: CGFloat, velocity: CGFloat)
    -> Bool
  {
    let storage = storage
    if storage.expandsAtTarget ? x >= target : x > target { return true }
    let triggers = storage.triggers
    if x > triggers.overscrollLimit { return true }
    guard touchX.isFinite, rowWidth > 0 else { return false }
    let fromActions = sign > 0 ? touchX : rowWidth - touchX
    if fromActions / rowWidth > triggers.touchFraction { return true }
    guard triggers.destructiveFingerNearEdge else { return false }
    // The finger travels toward the edge opposite the actions.
    let toFarEdge = sign > 0 ? rowWidth - touchX : touchX
    let zone: CGFloat = rowWidth == 375 ? 75 : 50
    let wide = rowWidth >= 414
    let k = (abs(velocity.finiteOrZero) / 2500).clamped(wide ? 0.5 : 0.66, wide ? 0.75 : 0.8)
    return toFarEdge <= zone && x > k * target
  }
}
