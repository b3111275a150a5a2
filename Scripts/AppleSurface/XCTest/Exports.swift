// XCTest, as far as the iOS test target (Tests/TableGestureKitTests) uses it. Apple's XCTest
// imports Foundation; it re-exports nothing the tests rely on.
import Foundation
