// expect-error: 'dragableHelper' is inaccessible due to 'internal' protection level
// as: ios-tests
// The skin is built for testing, yet a test file that imports it without `@testable` still sees
// only its public API, as in Xcode.
#if canImport(UIKit)
  import UIKit
  import XCTest
  import TableGestureKit

  final class PlantedPlainImportTests: XCTestCase {
    @MainActor
    func testReadsTheHelper() throws {
      let fixture = TableFixture(height: 440)
      fixture.table.dragable = true
      XCTAssertNotNil(fixture.table.dragableHelper)
    }
  }
#endif
