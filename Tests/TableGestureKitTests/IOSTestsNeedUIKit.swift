#if !canImport(UIKit)
  import XCTest

  /// Says, where UIKit does not exist (Linux, a Mac outside Catalyst), why this target's tests do
  /// not run: every other file of the target is inside `#if canImport(UIKit)`. Skipped rather than
  /// passed, so that `swift test` reports it as a test that did not run; its names and its message
  /// say why, in the lines XCTest prints around its "Executed 1 test, with 1 test skipped".
  final class IOSTestsNeedUIKit: XCTestCase {
    func testSkippedHereTheyRunOnlyOnIOS() throws {
      throw XCTSkip(
        """
        the iOS tests (Tests/TableGestureKitTests) need UIKit, which this platform lacks: here \
        they are only type-checked for iOS (Scripts/check-apple-surface.sh); `xcodebuild test` on \
        an iOS Simulator or a device runs them (docs/device-checklist.md). The package's other \
        tests follow, in Swift Testing.
        """)
    }
  }
#endif
