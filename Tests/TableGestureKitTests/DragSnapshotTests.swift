#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The lifted row's picture shows what the row shows, however its views draw.
  final class DragSnapshotTests: XCTestCase {
    /// A view that paints itself in `draw(_:)`, as charts, sparklines and custom badges do.
    private final class PaintedView: UIView {
      override func draw(_ rect: CGRect) {
        UIColor.systemRed.setFill()
        UIRectFill(rect)
      }
    }

    @MainActor
    func testPictureShowsCustomDrawnViews() throws {
      let fixture = TableFixture(height: 220)
      defer { fixture.tearDown() }
      let filled = UIView()
      filled.backgroundColor = .systemRed

      let painted = try picture(of: cell(showing: PaintedView(), in: fixture))
      let coloured = try picture(of: cell(showing: filled, in: fixture))
      let empty = try picture(of: cell(showing: UIView(), in: fixture))

      XCTAssertEqual(painted, coloured, "a custom-drawn view lifts as it shows")
      XCTAssertNotEqual(painted, empty, "the custom-drawn view is in the picture")
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
    private func picture(of cell: UITableViewCell) throws -> Data {
      defer { cell.removeFromSuperview() }
      return try XCTUnwrap(DragableSnapshot.picture(of: cell, bounds: cell.bounds).pngData())
    }
  }
#endif
