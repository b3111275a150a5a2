// expect-error: call to main actor-isolated initializer 'init(height:)' in a synchronous nonisolated context
// as: ios-tests
// A planted error in the iOS test target: a test method that forgets `@MainActor` cannot build
// the table fixture (UIKit is main-actor isolated), in Xcode as here.
#if canImport(UIKit)
  import UIKit
  import XCTest
  @testable import TableGestureKit

  final class PlantedOffTheMainActorTests: XCTestCase {
    func testForgetsTheMainActor() throws {
      let fixture = TableFixture(height: 440)
      XCTAssertFalse(fixture.table.dragable)
    }
  }
#endif
