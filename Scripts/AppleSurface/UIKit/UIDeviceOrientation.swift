// https://developer.apple.com/documentation/uikit/uideviceorientation
// UIDevice.h: `typedef NS_ENUM(NSInteger, UIDeviceOrientation)`, in this order. The type of
// `XCUIDevice.orientation`, which the example app's UI tests set.
@objc public enum UIDeviceOrientation: Int, @unchecked Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 3
  case landscapeRight = 4
  case faceUp = 5
  case faceDown = 6
}
