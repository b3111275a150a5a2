import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The frame maths of the transition styles: where each button is for a given row offset.
///
/// Let `v` be the revealed strip (the row's distance out, less the outer margin), `B` the
/// buttons' total width and `c` the width the buttons use: `v`, or with elastic overscroll and
/// `v ≥ B`, `B + 0.25·(v − B)`. Distances `sᵢ` run outward from the content's edge (button 0 is
/// innermost, `Oᵢ` its distance in the open layout, `wᵢ` its width):
/// - border: `sᵢ = Oᵢ·c/B + (v − c)`, each button showing `wᵢ·c/B` (the outermost to the strip's
///   end) — SwipeCellKit's `i·c/n + (v − c)` for equal widths;
/// - drag: `sᵢ = Oᵢ + (v − c)`, clipped by the strip;
/// - reveal and static: `sᵢ = v − (B − Oᵢ)`, uncovered by the content;
/// - clipCenter: border positions, clipped by `round(wᵢ·0.5·(1 − t))` each side, `t = min(1, v/B)`;
/// - rotate3D: reveal positions, turned by `π/2·(1 − t)` toward the content;
/// - expanded (any style): the outermost button covers the whole strip, the others are hidden.
///
/// Allocation-free: one button per call. Non-finite offsets count as zero.
@_spi(Headless) public enum SwipeTransitionLayout {
  /// The frame of button `i` (innermost first) of `geometry` when the content is at `offset`.
  public static func frame(
    ofButton i: Int, geometry g: SwipeGeometry, offset: CGFloat, isExpanded: Bool = false
  ) -> SwipeButtonFrame {
    Pass(geometry: g, offset: offset).frame(ofButton: i, geometry: g, isExpanded: isExpanded)
  }

  /// What every button's frame shares at one offset, worked out once for all of a row's buttons.
  struct Pass {
    let n: Int
    let distance: CGFloat
    let v: CGFloat
    let total: CGFloat
    let c: CGFloat
    let t: CGFloat
    let edgeX: CGFloat
    let sign: CGFloat

    @_transparent
    init(geometry g: SwipeGeometry, offset: CGFloat) {
      n = g.count
      sign = g.sign
      distance = Swift.max(0, (offset.finiteOrZero * g.sign))
      v = Swift.max(0, distance - g.outerMargin)
      total = g.buttonsWidth
      var c = v
      if g.storage.elasticOverscroll, v >= total { c = total + 0.25 * (v - total) }
      self.c = c
      t = total > 0 ? Swift.min(1, v / total) : 1
      // Outward distances to row coordinates.
      edgeX = g.sign > 0 ? distance : g.rowWidth - distance
    }

    /// The frame of button `i` of `g` (the geometry this pass was made for). Inlined into the
    /// per-event loop, which builds the frame in place instead of copying one out of a call.
    @_transparent
    func frame(ofButton i: Int, geometry g: SwipeGeometry, isExpanded: Bool) -> SwipeButtonFrame {
      guard i >= 0, i < n else {
        return SwipeButtonFrame(
          actionIndex: -1, minX: 0, width: 0, visibleMinX: 0, visibleWidth: 0, percentVisible: 0)
      }
      let w = g.storage.widths[i]
      var start: CGFloat
      var visibleStart: CGFloat
      var visibleEnd: CGFloat
      var clip: CGFloat = 0
      var rotation: CGFloat = 0

      switch g.transitionStyle {
      case .border, .clipCenter:
        let scale = total > 0 ? c / total : 0
        start = g.storage.positions[i] * scale + (v - c)
        visibleStart = start
        visibleEnd = i == n - 1 ? v : start + w * scale
        if g.transitionStyle == .clipCenter, n > 1 {
          clip = (w * 0.5 * (1 - t)).rounded()
          visibleStart += clip
          visibleEnd -= clip
        }
      case .drag:
        start = g.storage.positions[i] + (v - c)
        visibleStart = start
        visibleEnd = start + w
      case .reveal, .static, .rotate3D:
        start = v - (total - g.storage.positions[i])
        visibleStart = start
        visibleEnd = start + w
        if g.transitionStyle == .rotate3D { rotation = CGFloat.pi / 2 * (1 - t) * sign }
      }
      var expandedHere = false
      if isExpanded {
        if i == n - 1 {
          start = 0
          visibleStart = 0
          visibleEnd = v
          clip = 0
          rotation = 0
          expandedHere = true
        } else {
          visibleEnd = visibleStart
        }
      }
      visibleStart = visibleStart.clamped(0, v)
      visibleEnd = visibleEnd.clamped(visibleStart, v)
      let shown = visibleEnd - visibleStart

      let sign = sign
      let edgeX = edgeX
      func physical(_ a: CGFloat, _ length: CGFloat) -> CGFloat {
        sign > 0 ? edgeX - a - length : edgeX + a
      }
      return SwipeButtonFrame(
        actionIndex: n - 1 - i, minX: physical(start, w), width: w,
        visibleMinX: physical(visibleStart, shown), visibleWidth: shown,
        percentVisible: w > 0 ? shown / w : 0, clipInset: clip, rotation: rotation,
        isExpanded: expandedHere)
    }
  }
}
