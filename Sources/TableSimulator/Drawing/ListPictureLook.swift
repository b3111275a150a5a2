import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a collection-view list adds to a swipe-engine picture: its style (the grey of grouped
/// lists, the side margins and rounded first and last rows of inset-grouped ones) and, per row,
/// its separator and the corners of the row and of the clip around its buttons.
@_spi(Headless) public struct ListPictureLook: Equatable, Sendable {
  public var style: ScriptListStyle

  /// One row's list look.
  public struct Row: Equatable, Sendable {
    /// The separator under the row (between it and the next item of its section): `nil` when
    /// there is none (the last item of a grouped section), else whether the user sees it (the
    /// iOS 26 design hides the separators beside an open row).
    public var separatorBelow: Bool?
    /// The row's own rounded corners (inset-grouped first and last rows).
    public var corners: ListRowCorners
    /// The corners the clip around the row's buttons takes (the engine gives it the row's).
    public var buttonCorners: ListRowCorners
  }

  /// The side margin of an inset-grouped list's rows, in points (UIKit's default layout margin
  /// on a phone).
  static let insetMargin: CGFloat = 16
  /// The corner radius drawn for rounded rows, in points.
  static let cornerRadius: CGFloat = 10
  /// Where a separator starts, from the row's leading edge (the content's leading margin).
  static let separatorInset: CGFloat = 16

  /// The horizontal margin the screen adds on each side of the rows.
  var sideMargin: CGFloat { style == .insetGrouped ? Self.insetMargin : 0 }

  /// The screen's background behind the rows.
  var background: String { style == .plain ? "#ffffff" : "#f2f2f7" }

  /// An SVG path of `rect` with `corners` rounded by `radius` (clamped to half the shorter side).
  static func path(_ rect: CGRect, corners: ListRowCorners, radius: CGFloat) -> String {
    let r = Swift.max(0, Swift.min(radius, rect.width / 2, rect.height / 2))
    func rounding(_ corner: ListRowCorners) -> CGFloat { corners.contains(corner) ? r : 0 }
    let (tl, tr, bl, br) = (
      rounding(.topLeft), rounding(.topRight), rounding(.bottomLeft), rounding(.bottomRight)
    )
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    func p(_ x: CGFloat, _ y: CGFloat) -> String { "\(Fmt.svg(x)) \(Fmt.svg(y))" }
    var d = "M\(p(x0 + tl, y0)) L\(p(x1 - tr, y0))"
    if tr > 0 { d += " Q\(p(x1, y0)) \(p(x1, y0 + tr))" }
    d += " L\(p(x1, y1 - br))"
    if br > 0 { d += " Q\(p(x1, y1)) \(p(x1 - br, y1))" }
    d += " L\(p(x0 + bl, y1))"
    if bl > 0 { d += " Q\(p(x0, y1)) \(p(x0, y1 - bl))" }
    d += " L\(p(x0, y0 + tl))"
    if tl > 0 { d += " Q\(p(x0, y0)) \(p(x0 + tl, y0))" }
    return d + " Z"
  }
}
