// The log object and the C-style logging function, available since iOS 10 (used on iOS 13, which
// has no `Logger`).

import ObjectiveC

// https://developer.apple.com/documentation/os/oslog
open class OSLog: NSObject {
  // https://developer.apple.com/documentation/os/oslog/init(subsystem:category:)-17gyy
  public convenience init(subsystem: String, category: String) { declarationOnly() }

  // https://developer.apple.com/documentation/os/oslog/default
  // (a constant, modelled as a computed property: see "Known differences" 13 in ../README.md)
  public static var `default`: OSLog { declarationOnly() }
}

// https://developer.apple.com/documentation/os/oslogtype
public struct OSLogType {
  // https://developer.apple.com/documentation/os/oslogtype/default
  // (listed under "Getting Log Types" on the OSLogType page; imported from a C constant, modelled
  // as a computed property: see "Known differences" 13 in ../README.md)
  public static var `default`: OSLogType { declarationOnly() }
}

// https://developer.apple.com/documentation/os/os_log(_:dso:log:type:_:)
// (Modelling note: Apple's default for `dso` is `#dsohandle`, which this Linux toolchain cannot
// compile in a stub module; the model's default is `nil`. Callers never pass `dso`, so nothing
// they can observe differs. See "Known differences" in ../README.md.)
public func os_log(
  _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default,
  type: OSLogType = .default, _ args: any CVarArg...
) { declarationOnly() }
