// The assertions the iOS test target uses, with Apple's Swift signatures. None is isolated: they
// run on whatever actor the test method runs on.

// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:_:file:line:)
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertnotequal(_:_:_:file:line:)
public func XCTAssertNotEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Equatable {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertgreaterthan(_:_:_:file:line:)
// (checked against its documented twin XCTAssertLessThanOrEqual(_:_:_:file:line:), same shape)
public func XCTAssertGreaterThan<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctasserttrue(_:_:file:line:)
// (listed on the "Boolean Assertions" page; checked against its documented twin
// XCTAssertFalse(_:_:file:line:), same shape)
public func XCTAssertTrue(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertfalse(_:_:file:line:)
public func XCTAssertFalse(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertnil(_:_:file:line:)
// (checked against its documented twin XCTAssertNotNil(_:_:file:line:), same shape)
public func XCTAssertNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertnotnil(_:_:file:line:)
public func XCTAssertNotNil(
  _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctunwrap(_:_:file:line:)
public func XCTUnwrap<T>(
  _ expression: @autoclosure () throws -> T?, _ message: @autoclosure () -> String = "",
  file: StaticString = #filePath, line: UInt = #line
) throws -> T {
  declarationOnly()
}

// not found in the stored docs as its own page: checked against its documented twin
// XCTAssertNotEqual(_:_:accuracy:_:file:line:) (xctassertnotequal(_:_:accuracy:_:file:line:)-326vc),
// same shape, `where T : Numeric`
// https://developer.apple.com/documentation/xctest/xctassertequal(_:_:accuracy:_:file:line:)
public func XCTAssertEqual<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  accuracy: T, _ message: @autoclosure () -> String = "", file: StaticString = #filePath,
  line: UInt = #line
) where T: Numeric {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctassertlessthan(_:_:_:file:line:)
// (listed on the "Comparable Value Assertions" page; checked against its documented twin
// XCTAssertLessThanOrEqual(_:_:_:file:line:), same shape)
public func XCTAssertLessThan<T>(
  _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) where T: Comparable {
  declarationOnly()
}

// https://developer.apple.com/documentation/xctest/xctskipif(_:_:file:line:)
public func XCTSkipIf(
  _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
  file: StaticString = #filePath, line: UInt = #line
) throws {
  declarationOnly()
}
