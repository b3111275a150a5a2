#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r5, R5-4: the glass material's `UIVisualEffectView` is shaped by
  /// `cornerConfiguration` without clipping, and fades by its effect, never by an alpha below 1
  /// ("Avoid alpha values < 1", `UIVisualEffectView.h`). The decision is the core's
  /// (`SwipeButtonBackgroundDrawingTests`); this checks that the views follow it.
  final class SwipeGlassMaterialTests: XCTestCase {
    @MainActor
    func testGlassIsShapedByItsCornersAndFadesByItsEffectOnIOS26AndSolidBefore() throws {
      let screen = SwipeGlassLookDrawingTests.GlassScreen()
      screen.material = .glass
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let strip = try XCTUnwrap(
        cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
      XCTAssertEqual(strip.buttons.count, 2)
      guard #available(iOS 26.0, *), !UIAccessibility.isReduceTransparencyEnabled else {
        // Before iOS 26 (and under Reduce Transparency) glass is drawn solid, as it always was:
        // a clipped layer corner radius.
        for button in strip.buttons {
          let background = try XCTUnwrap(button.subviews.first)
          XCTAssertFalse(background is UIVisualEffectView)
          XCTAssertTrue(background.clipsToBounds)
          XCTAssertEqual(
            background.layer.cornerRadius,
            min(background.bounds.width, background.bounds.height) / 2, accuracy: 0.5)
        }
        return
      }
      for button in strip.buttons {
        let glass = try XCTUnwrap(button.subviews.first as? UIVisualEffectView)
        XCTAssertFalse(glass.clipsToBounds, "shaped by its corners, not clipped")
        XCTAssertEqual(glass.layer.cornerRadius, 0)
        let radius = Double(min(glass.bounds.width, glass.bounds.height) / 2)
        #if canImport(UIKit, _version: 9000)
          // The iOS 26 SDK's UIKit: `cornerConfiguration` exists.
          XCTAssertEqual(
            glass.cornerConfiguration, .corners(radius: .fixed(radius)), "a capsule")
        #else
          _ = radius
        #endif
        XCTAssertEqual(glass.alpha, 1)
        XCTAssertNotNil(glass.effect)
      }

      // A frame that fades the outermost button out (a grow transition's start) takes its
      // glass away and leaves its alpha at 1; fading back in brings the glass back.
      let button = strip.buttons[0]
      let glass = try XCTUnwrap(button.subviews.first as? UIVisualEffectView)
      var frame = SwipeButtonFrame(
        actionIndex: 0, minX: button.frame.minX, width: button.frame.width,
        visibleMinX: button.frame.minX, visibleWidth: button.frame.width, percentVisible: 1)
      frame.alpha = 0
      [frame].withUnsafeBufferPointer {
        strip.place($0, bandMinY: strip.bounds.minY, bandHeight: strip.bounds.height)
      }
      XCTAssertNil(glass.effect)
      XCTAssertEqual(glass.alpha, 1)
      frame.alpha = 1
      [frame].withUnsafeBufferPointer {
        strip.place($0, bandMinY: strip.bounds.minY, bandHeight: strip.bounds.height)
      }
      XCTAssertNotNil(glass.effect)
      XCTAssertEqual(glass.alpha, 1)
    }
  }
#endif
