#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The lifted row's picture shows what the row shows, however its views draw.
  ///
  /// The pictures are compared by what they show, colours sampled where the row's content is,
  /// not byte for byte: a cell outside a screen may be pictured by either of the two drawing
  /// paths of `DragableSnapshot.picture(of:bounds:)`, which need not agree on every pixel.
  final class DragSnapshotTests: XCTestCase {
    /// A view that paints itself in `draw(_:)`, as charts, sparklines and custom badges do.
    private final class PaintedView: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIRectFill(rect)
      }
    }

    /// Where the samples are taken, in the 320 × 44 row: across its middle, away from every edge.
    private let samplePoints = [
      CGPoint(x: 80, y: 22), CGPoint(x: 160, y: 22), CGPoint(x: 240, y: 22),
    ]

    @MainActor
    func testPictureShowsCustomDrawnViews() {
      let fixture = TableFixture(height: 220)
      defer { fixture.tearDown() }
      let filled = UIView()
      filled.backgroundColor = .systemRed

      let painted = picture(of: cell(showing: PaintedView(), in: fixture))
      let coloured = picture(of: cell(showing: filled, in: fixture))
      let empty = picture(of: cell(showing: UIView(), in: fixture))

      for point in samplePoints {
        let paintedColour = sample(painted, at: point)
        XCTAssertTrue(
          Self.matches(paintedColour, sample(coloured, at: point)),
          "at \(point) the custom-drawn view lifts as the same colour filled in shows")
        XCTAssertFalse(
          Self.matches(paintedColour, sample(empty, at: point)),
          "at \(point) the custom-drawn view is in the picture")
      }
    }

    /// A 320 × 44 cell on screen whose content is `view`, filling the content view.
    @MainActor
    private func cell(showing view: UIView, in fixture: TableFixture) -> UITableViewCell {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
      fixture.window.addSubview(cell)
      cell.layoutIfNeeded()
      view.frame = cell.contentView.bounds
      cell.contentView.addSubview(view)
      return cell
    }

    @MainActor
    private func picture(of cell: UITableViewCell) -> UIImage {
      defer { cell.removeFromSuperview() }
      return DragableSnapshot.picture(of: cell, bounds: cell.bounds)
    }

    /// The 4 bytes of `image`'s colour around `point` (in points), drawn into a 1 × 1 pixel,
    /// 8-bit-per-channel picture: every sample comes out in that one format, so samples compare
    /// whatever format the pictured row was drawn in.
    @MainActor
    private func sample(_ image: UIImage, at point: CGPoint) -> [UInt8] {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      format.preferredRange = .standard
      var bytes: [UInt8] = []
      _ = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).image {
        context in
        image.draw(at: CGPoint(x: 0.5 - point.x, y: 0.5 - point.y))
        guard let data = context.cgContext.data else { return }
        bytes = (0..<4).map { data.load(fromByteOffset: $0, as: UInt8.self) }
      }
      XCTAssertEqual(bytes.count, 4, "the sample's bitmap has no pixel data")
      return bytes
    }

    /// Whether two samples are the same colour, to within the rounding of two drawing paths.
    private static func matches(_ first: [UInt8], _ second: [UInt8]) -> Bool {
      first.count == second.count
        && zip(first, second).allSatisfy { abs(Int($0) - Int($1)) <= 8 }
    }
  }
#endif
