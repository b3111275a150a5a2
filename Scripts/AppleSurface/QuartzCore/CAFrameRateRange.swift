// https://developer.apple.com/documentation/quartzcore/caframeraterange
// (A C struct in the SDK; a Swift struct here, so members that take it are not `@objc` in the
// model. Swift callers see the same API.)
public struct CAFrameRateRange {
  // https://developer.apple.com/documentation/quartzcore/caframeraterange/init(minimum:maximum:preferred:)
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
