import Foundation

/// What decides the look of the system's own swipe in the running app: the iOS version, the iOS
/// SDK the app was built with, and the app's `UIDesignRequiresCompatibility` setting.
///
/// The rule, from decompiled UIKitCore 26.1 and Apple's pages: a table uses the iOS 26 swipe
/// (`UISwipeActionDynamicPullView`) when one process-wide switch is on
/// (`+[UISwipeOccurrence pullViewClass]` → `_UISolariumSwipeActionsEnabled()` →
/// `_UISolariumEnabled()`). The switch is on from iOS 26 for an app linked against the iOS 26 SDK
/// or later, unless its Info.plist sets `UIDesignRequiresCompatibility` to YES; "The system
/// ignores this key when you build for iOS 27 or later"
/// (https://developer.apple.com/documentation/bundleresources/information-property-list/uidesignrequirescompatibility),
/// and an app built with an older SDK "will keep its existing appearance and behavior"
/// (Apple Developer Forums thread 788573, a Frameworks Engineer).
@_spi(Headless) public struct SwipeDesignEnvironment: Sendable, Hashable {
  /// The major version of the iOS the app runs on (26 for iOS 26.1).
  public var systemMajorVersion: Int
  /// The major version of the iOS SDK the app was linked against; `nil` when it could not be
  /// read (taken to be the iOS 26 SDK, the oldest that builds this package).
  public var linkedSDKMajorVersion: Int?
  /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` to YES.
  public var requiresCompatibility: Bool

  /// Creates an environment; each argument sets the property of the same name.
  public init(systemMajorVersion: Int, linkedSDKMajorVersion: Int?, requiresCompatibility: Bool) {
    self.systemMajorVersion = systemMajorVersion
    self.linkedSDKMajorVersion = linkedSDKMajorVersion
    self.requiresCompatibility = requiresCompatibility
  }

  /// An iOS 18 environment: the classic look. The simulated table's default, so scripts and
  /// tests written before the iOS 26 look keep their pictures.
  public static let iOS18 = SwipeDesignEnvironment(
    systemMajorVersion: 18, linkedSDKMajorVersion: 26, requiresCompatibility: false)

  /// An iOS 26 app built with the iOS 26 SDK and the new design: the glass look.
  public static let iOS26 = SwipeDesignEnvironment(
    systemMajorVersion: 26, linkedSDKMajorVersion: 26, requiresCompatibility: false)

  /// The look of the system's own swipe: ``SwipeableLook/glass`` from iOS 26 for an app linked
  /// against the iOS 26 SDK or later, unless it keeps the earlier design with
  /// `UIDesignRequiresCompatibility` and was built with an SDK before iOS 27's; otherwise
  /// ``SwipeableLook/classic``.
  public var systemLook: SwipeableLook {
    let sdk = linkedSDKMajorVersion ?? 26
    guard systemMajorVersion >= 26, sdk >= 26 else { return .classic }
    if requiresCompatibility, sdk < 27 { return .classic }
    return .glass
  }

  /// The look to draw for `look`: itself when pinned, the system's for
  /// ``SwipeableLook/automatic``. Never ``SwipeableLook/automatic``.
  public func drawnLook(for look: SwipeableLook) -> SwipeableLook {
    look == .automatic ? systemLook : look
  }

  /// The environment of the running app on iOS `systemMajorVersion`, whose Info.plist gives
  /// `compatibilityFlag` for `UIDesignRequiresCompatibility` (it counts when it is a Boolean YES)
  /// and whose main executable is at `executablePath` (its SDK is read from its load commands,
  /// `LinkedSDKVersion`). The UIKit host passes `ProcessInfo`'s and the main bundle's.
  public static func current(
    systemMajorVersion: Int, compatibilityFlag: Any?, executablePath: String?
  ) -> SwipeDesignEnvironment {
    SwipeDesignEnvironment(
      systemMajorVersion: systemMajorVersion,
      linkedSDKMajorVersion: executablePath.flatMap(LinkedSDKVersion.majorVersion(ofExecutableAt:)),
      requiresCompatibility: (compatibilityFlag as? Bool) == true)
  }
}
