// The Swift logging API (iOS 14 and later): a logger for a subsystem and category, and the
// interpolated message it writes.

// https://developer.apple.com/documentation/os/logger
@available(iOS 14.0, *)
public struct Logger {
  // https://developer.apple.com/documentation/os/logger/init(subsystem:category:)
  public init(subsystem: String, category: String) { declarationOnly() }

  // https://developer.apple.com/documentation/os/logger/notice(_:)
  public func notice(_ message: OSLogMessage) { declarationOnly() }
}

// https://developer.apple.com/documentation/os/oslogmessage
@available(iOS 14.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
  public init(stringInterpolation: OSLogInterpolation) { declarationOnly() }
  public init(stringLiteral value: String) { declarationOnly() }
}

// https://developer.apple.com/documentation/os/osloginterpolation
@available(iOS 14.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
  public init(literalCapacity: Int, interpolationCount: Int) { declarationOnly() }
  public mutating func appendLiteral(_ literal: String) { declarationOnly() }

  // https://developer.apple.com/documentation/os/osloginterpolation/appendinterpolation(_:align:privacy:)-6tazr
  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) { declarationOnly() }
}

// https://developer.apple.com/documentation/os/oslogprivacy
@available(iOS 14.0, *)
public struct OSLogPrivacy {
  // https://developer.apple.com/documentation/os/oslogprivacy/public
  public static var `public`: OSLogPrivacy { declarationOnly() }

  // https://developer.apple.com/documentation/os/oslogprivacy/auto
  // (the default of `appendInterpolation`'s `privacy`; see the page above)
  public static var auto: OSLogPrivacy { declarationOnly() }
}

// https://developer.apple.com/documentation/os/oslogstringalignment
@available(iOS 14.0, *)
public struct OSLogStringAlignment {
  // https://developer.apple.com/documentation/os/oslogstringalignment/none
  public static var none: OSLogStringAlignment { declarationOnly() }
}
