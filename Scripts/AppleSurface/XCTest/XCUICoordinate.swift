import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
@MainActor
open class XCUICoordinate: NSObject {
  // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/withoffset(_:)
  open func withOffset(_ offsetVector: CGVector) -> XCUICoordinate { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/tap()
  open func tap() { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)
  open func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:withvelocity:thenholdforduration:)
  open func press(
    forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate,
    withVelocity velocity: XCUIGestureVelocity, thenHoldForDuration holdDuration: TimeInterval
  ) {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity
// "A value that describes how fast a gesture moves across the screen, in pixels per second."
public struct XCUIGestureVelocity: RawRepresentable, Hashable, Sendable {
  // https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/init(rawvalue:)
  public init(rawValue: CGFloat) { declarationOnly() }
  public var rawValue: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuigesturevelocity/slow
  public static let slow = XCUIGestureVelocity(rawValue: 0)
}
