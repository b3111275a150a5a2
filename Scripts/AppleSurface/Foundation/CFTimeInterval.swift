// https://developer.apple.com/documentation/corefoundation/cftimeinterval
// (Core Foundation, which Apple's Foundation re-exports.)
public typealias CFTimeInterval = Double
