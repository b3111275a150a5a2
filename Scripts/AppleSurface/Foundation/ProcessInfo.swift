// The running process, as far as the library reads the iOS version.

// https://developer.apple.com/documentation/foundation/processinfo
open class ProcessInfo: NSObject {
  // https://developer.apple.com/documentation/foundation/processinfo/processinfo
  open class var processInfo: ProcessInfo { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/processinfo/operatingsystemversion
  open var operatingSystemVersion: OperatingSystemVersion { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/operatingsystemversion
public struct OperatingSystemVersion {
  // https://developer.apple.com/documentation/foundation/operatingsystemversion/majorversion
  public var majorVersion: Int
}
