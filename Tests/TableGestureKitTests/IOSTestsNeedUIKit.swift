#if !canImport(UIKit)
  import XCTest

  /// Says, where UIKit does not exist (Linux, a Mac outside Catalyst), why this target's tests do
  /// not run: every other file of the target is inside `#if canImport(UIKit)`. Skipped rather than
  /// passed, so that `swift test` reports it as a test that did not run, with the reason.
  final class WhereTheseTestsRun: XCTestCase {
    func testTheUIKitTestsRunOnAnIOSSimulator() throws {
      throw XCTSkip(
        """
        TableGestureKitTests needs UIKit: it runs on an iOS Simulator (the workflow's macOS job, \
        xcodebuild test); here Scripts/check-apple-surface.sh type-checks it for iOS.
        """)
    }
  }
#endif
