// https://developer.apple.com/documentation/foundation/timeinterval
public typealias TimeInterval = Double
