import Foundation

// https://developer.apple.com/documentation/xctest/xctest
// The abstract base class; declared only as XCTestCase's superclass.
open class XCTest: NSObject {
}

// https://developer.apple.com/documentation/xctest/xctestcase
// Test methods are instance methods named `test…`; XCTest finds them at run time, so the model
// needs no member for them.
open class XCTestCase: XCTest {
}
