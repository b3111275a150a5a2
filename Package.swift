// swift-tools-version: 6.2
import PackageDescription

/// The libraries (and the UIKit tests): a file sees a module's extension members only if it imports that module itself
/// (SE-0444). On iOS, Foundation does not bring Core Graphics' overlay (`CGPoint.zero`, `minY`), so
/// an import that leaked from another file once hid that the core did not build for iOS.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// Each library's privacy manifest: no tracking, no data collected, no required-reason API
/// (checked against the sources by `PrivacyManifestTests`).
let privacyManifest: [Resource] = [.copy("PrivacyInfo.xcprivacy")]

let package = Package(
  name: "TableGestureKit",
  // iOS 15 and macOS 12: the oldest deployment targets Xcode 27 accepts (its release candidate
  // rejects iOS 13–14 and macOS below 12). macOS runs only the headless core and the simulator.
  platforms: [.iOS(.v15), .macOS(.v12)],
  products: [
    .library(name: "TableGestureKit", targets: ["TableGestureKit"]),
    // The system-button customiser: private UIKit API, imported on purpose and switched on with
    // `SwipeButtonCustomization.install()`. `TableGestureKit` itself names nothing private.
    .library(name: "TableGestureSystemSwipe", targets: ["TableGestureSystemSwipe"]),
    .library(name: "TableGestureCore", targets: ["TableGestureCore"]),
    .library(name: "TableSimulator", targets: ["TableSimulator"]),
    .executable(name: "tablesim", targets: ["tablesim"]),
  ],
  targets: [
    .target(name: "TableGestureCore", resources: privacyManifest, swiftSettings: swiftSettings),
    // The system-button customiser's decisions and the move from system actions to the own
    // engine, in pure Swift: the customiser re-exports it; the kit uses it without re-exporting,
    // so an app that only imports the kit does not see its types.
    .target(
      name: "TableGestureSystemSwipeCore", dependencies: ["TableGestureCore"],
      resources: privacyManifest, swiftSettings: swiftSettings),
    .target(
      name: "TableGestureKit", dependencies: ["TableGestureCore", "TableGestureSystemSwipeCore"],
      resources: privacyManifest, swiftSettings: swiftSettings),
    // Uses the kit's `package` infrastructure (associated objects, logging, the on switch), so
    // nothing is duplicated.
    .target(
      name: "TableGestureSystemSwipe",
      dependencies: ["TableGestureKit", "TableGestureSystemSwipeCore"],
      resources: privacyManifest, swiftSettings: swiftSettings),
    // Without MemberImportVisibility: its files use Core Graphics' overlay through
    // `import TableGestureCore` (which imports CoreGraphics on Apple platforms).
    // The system-swipe core too: the move from system actions to the own engine is tested
    // through the core's swipe harness.
    .testTarget(
      name: "TableGestureCoreTests", dependencies: ["TableGestureCore", "TableGestureSystemSwipeCore"]),
    .testTarget(
      name: "TableGestureSystemSwipeCoreTests", dependencies: ["TableGestureSystemSwipeCore"]),
    // iOS only (every file inside `#if canImport(UIKit)`): builds to nothing on Linux.
    .testTarget(
      name: "TableGestureKitTests", dependencies: ["TableGestureKit"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TableGestureSystemSwipeTests", dependencies: ["TableGestureSystemSwipe"],
      swiftSettings: swiftSettings),
    .target(
      name: "TableSimulator", dependencies: ["TableGestureCore", "TableGestureSystemSwipeCore"],
      resources: privacyManifest, swiftSettings: swiftSettings),
    .executableTarget(
      name: "tablesim", dependencies: ["TableSimulator"], swiftSettings: swiftSettings),
    .testTarget(name: "TableSimulatorTests", dependencies: ["TableSimulator"]),
  ],
  swiftLanguageModes: [.v6]
)
