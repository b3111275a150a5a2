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
    /// The geometry's transition, read once (a read through the geometry's storage is repeated
    /// after every frame stored, which the compiler cannot tell from that storage).
    let style: SwipeableTransitionStyle
    /// The border and clipCenter transitions' scale of the open layout, `c / B` (0 when `B` is
    /// 0), and their shift `v − c`: the same for every button.
    let scale: CGFloat
    let shift: CGFloat

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
      style = g.transitionStyle
      scale = total > 0 ? c / total : 0
      shift = v - c
    }

    /// The frame of button `i` of `g` (the geometry this pass was made for). Inlined into the
    /// per-event loop, which builds the frame in place instead of copying one out of a call.
    @_transparent
    func frame(ofButton i: Int, geometry g: SwipeGeometry, isExpanded: Bool) -> SwipeButtonFrame {
      guard i >= 0, i < n else {
        return SwipeButtonFrame(
          actionIndex: -1, minX: 0, width: 0, visibleMinX: 0, visibleWidth: 0, percentVisible: 0)
      }
      return frame(
        ofButton: i, width: g.storage.widths[i], position: g.storage.positions[i], geometry: g,
        isExpanded: isExpanded)
    }

    /// Works out the frames of buttons `first ..< first + count` (innermost first) of `g`, the
    /// geometry this pass was made for, into `frames` (initialising them), each finished by
    /// `finish`; a button past the geometry's gets the frame of no button (action index −1).
    /// `style`: this pass's transition, and `positive`: whether its `sign` is positive, which a
    /// caller that knows them passes as constants (the compiler then drops their tests from the
    /// loop).
    ///
    /// The widths and positions are read through buffers held for the loop: read through the
    /// geometry, every frame stored through `frames` (which the compiler cannot tell from the
    /// geometry's storage) made the next button load them again.
    @inline(__always)
    func fill(
      _ frames: UnsafeMutablePointer<SwipeButtonFrame>, first: Int, count: Int,
      geometry g: SwipeGeometry, style: SwipeableTransitionStyle, isExpanded: Bool,
      positive: Bool, splitsOutermost: Bool, finish: (inout SwipeButtonFrame) -> Void
    ) {
      g.storage.widths.withUnsafeBufferPointer { widths in
        g.storage.positions.withUnsafeBufferPointer { positions in
          let end = Swift.max(first, Swift.min(first + count, widths.count, positions.count))
          var out = frames
          if first < end, let w = widths.baseAddress, let p = positions.baseAddress {
            // With `splitsOutermost`, the buttons inside the outermost, then the outermost (which
            // rides the strip's end in the border transitions): no test of which one it is per
            // button, for twice the code.
            let inner = splitsOutermost ? Swift.max(first, Swift.min(end, n - 1)) : first
            for i in first..<inner {
              var frame = self.frame(
                ofButton: i, width: w[i], position: p[i], geometry: g, isExpanded: isExpanded,
                style: style, isOutermost: false, positive: positive)
              finish(&frame)
              out.initialize(to: frame)
              out += 1
            }
            for i in inner..<end {
              var frame = self.frame(
                ofButton: i, width: w[i], position: p[i], geometry: g, isExpanded: isExpanded,
                style: style, isOutermost: i == n - 1, positive: positive)
              finish(&frame)
              out.initialize(to: frame)
              out += 1
            }
          }
          for _ in end..<(first + count) {
            out.initialize(
              to: SwipeButtonFrame(
                actionIndex: -1, minX: 0, width: 0, visibleMinX: 0, visibleWidth: 0,
                percentVisible: 0))
            out += 1
          }
        }
      }
    }

    /// ``frame(ofButton:geometry:isExpanded:)`` of a button `i` (in range) whose width `w` and
    /// open position `position` the caller read (a loop over many buttons reads them through
    /// buffers it holds, so that the frames it stores do not make it load the geometry again).
    @_transparent
    func frame(
      ofButton i: Int, width w: CGFloat, position: CGFloat, geometry g: SwipeGeometry,
      isExpanded: Bool
    ) -> SwipeButtonFrame {
      frame(
        ofButton: i, width: w, position: position, geometry: g, isExpanded: isExpanded,
        style: style, isOutermost: i == n - 1, positive: sign > 0)
    }

    /// The frame of button `i` in `style`, this pass's transition; `isOutermost`: whether `i` is
    /// the last button, `n − 1`; `positive`: whether ``sign`` is positive (a loop that knows
    /// them passes them as constants, and the compiler drops their tests).
    @_transparent
    func frame(
      ofButton i: Int, width w: CGFloat, position: CGFloat, geometry g: SwipeGeometry,
      isExpanded: Bool, style: SwipeableTransitionStyle, isOutermost: Bool, positive: Bool
    ) -> SwipeButtonFrame {
      var start: CGFloat
      var visibleStart: CGFloat
      var visibleEnd: CGFloat
      var clip: CGFloat = 0
      var rotation: CGFloat = 0

      switch style {
      case .border, .clipCenter:
        start = position * scale + shift
        visibleStart = start
        visibleEnd = isOutermost ? v : start + w * scale
        if style == .clipCenter, n > 1 {
          clip = (w * 0.5 * (1 - t)).rounded()
          visibleStart += clip
          visibleEnd -= clip
        }
      case .drag:
        start = position + shift
        visibleStart = start
        visibleEnd = start + w
      case .grow:
        return growFrame(
          ofButton: i, width: w, position: position, geometry: g, isExpanded: isExpanded)
      case .reveal, .static, .rotate3D:
        start = v - (total - position)
        visibleStart = start
        visibleEnd = start + w
        if style == .rotate3D { rotation = CGFloat.pi / 2 * (1 - t) * sign }
      }
      var expandedHere = false
      if isExpanded {
        if isOutermost {
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
      visibleStart = visibleStart.pinned(0, v)
      visibleEnd = visibleEnd.pinned(visibleStart, v)
      let shown = visibleEnd - visibleStart

      let edgeX = edgeX
      func physical(_ a: CGFloat, _ length: CGFloat) -> CGFloat {
        positive ? edgeX - a - length : edgeX + a
      }
      return SwipeButtonFrame(
        actionIndex: n &- 1 &- i, minX: physical(start, w), width: w,
        visibleMinX: physical(visibleStart, shown), visibleWidth: shown,
        percentVisible: w > 0 ? shown / w : 0, clipInset: clip, rotation: rotation,
        isExpanded: expandedHere)
    }

    /// ``SwipeableTransitionStyle/grow``'s frame of button `i`, `w` wide (UIKit 26's
    /// `-[UISwipeActionDynamicPullView _moveToOffset:animator:interactive:animated:]`, with `p`
    /// the look's gap and `u` how far the content's edge is past the button's outer side):
    /// - up to the open width, the button sits at its open place; its scale is
    ///   `f = (u − 3p) / (w − 2p)` clamped to 0…1 and its alpha `f`, or 0 below 0.3;
    /// - past it with a full swipe, the outermost button stretches inward from the outer edge
    ///   and the others fade to `1 − 0.7·min(distance / target, 1)`; in the full-swipe state an
    ///   ordinary outermost button fills the strip (less `p` at its inner end) and the others
    ///   vanish, a destructive one keeps stretching;
    /// - past it without a full swipe, every button spreads outward and grows with
    ///   `r = distance / open width`, to at most 110 %.
    @_transparent
    func growFrame(
      ofButton i: Int, width w: CGFloat, position: CGFloat, geometry g: SwipeGeometry,
      isExpanded: Bool
    ) -> SwipeButtonFrame {
      let p = g.storage.growPadding
      let k = n - 1 - i
      let over = v - total
      var start = v - (total - position)
      var width = w
      var scale: CGFloat = 1
      var alpha: CGFloat = 1
      var expandedHere = false
      if over <= 0 {
        let u = start + w
        let f = w > 2 * p ? ((u - 3 * p) / (w - 2 * p)).clamped(0, 1) : (u >= w + p ? 1 : 0)
        scale = f
        alpha = f < 0.3 ? 0 : f
      } else if let target = g.storage.expansionTarget {
        let fade = 1 - 0.7 * Swift.min(1, target > 0 ? distance / target : 1)
        if i == n - 1 {
          if isExpanded, !g.storage.isPrimaryDestructive {
            width = Swift.max(w, v - p)
            expandedHere = true
          } else {
            width = w + over
            expandedHere = isExpanded
          }
          start = v - width
        } else if isExpanded, !g.storage.isPrimaryDestructive {
          scale = 0
          alpha = 0
        } else {
          alpha = fade
        }
      } else {
        let r = g.openWidth > 0 ? distance / g.openWidth : 1
        let m = Swift.min(r, 1.1)
        let gaps = p * CGFloat(k)
        let centre = r * (total - position - w / 2 - gaps) + (gaps + p) * m - p
        start = v - centre - w / 2
        scale = m
      }
      let visibleStart = start.clamped(0, v)
      let visibleEnd = (start + width).clamped(visibleStart, v)
      let shown = visibleEnd - visibleStart
      let sign = sign
      let edgeX = edgeX
      func physical(_ a: CGFloat, _ length: CGFloat) -> CGFloat {
        sign > 0 ? edgeX - a - length : edgeX + a
      }
      var frame = SwipeButtonFrame(
        actionIndex: k, minX: physical(start, width), width: width,
        visibleMinX: physical(visibleStart, shown), visibleWidth: shown,
        percentVisible: width > 0 ? shown / width : 0, isExpanded: expandedHere)
      frame.scale = scale
      frame.alpha = alpha
      return frame
    }
  }
}
