#if canImport(UIKit)
  import Foundation
  @_spi(Headless) import TableGestureCore

  extension SwipeDesignEnvironment {
    /// The app's design environment, read once: the iOS version, the SDK the app was linked
    /// against and its `UIDesignRequiresCompatibility` setting (none changes while it runs).
    /// Shared by every swipe helper, whatever its view.
    @MainActor static let app = SwipeDesignEnvironment.current(
      systemMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
      compatibilityFlag: Bundle.main.object(forInfoDictionaryKey: "UIDesignRequiresCompatibility"),
      executablePath: Bundle.main.executablePath)
  }
#endif
