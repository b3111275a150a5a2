// https://developer.apple.com/documentation/quartzcore/caframeraterange
// (A C struct in the SDK; a Swift struct here, so members that take it are not `@objc` in the
// model. Swift callers see the same API.) iOS 15.0 and later: the page's availability, and
// iPhoneOS16.5.sdk CAFrameRateRange.h:16 `} API_AVAILABLE(macos(12.0), ios(15.0), …)`.
@available(iOS 15.0, *)
public struct CAFrameRateRange {
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
  // (iOS 15.0 and later, as its type)
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) { declarationOnly() }
}

extension CADisplayLink {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/preferredframeraterange
  // (iOS 15.0+)
  @available(iOS 15.0, *)
  public var preferredFrameRateRange: CAFrameRateRange {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
