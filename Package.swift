// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "TableGestureKit",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "TableGestureKit", targets: ["TableGestureKit"]),
    .library(name: "TableGestureCore", targets: ["TableGestureCore"]),
    .library(name: "TableSimulator", targets: ["TableSimulator"]),
    .executable(name: "tablesim", targets: ["tablesim"]),
  ],
  targets: [
    .target(name: "TableGestureCore"),
    .target(name: "TableGestureKit", dependencies: ["TableGestureCore"]),
    .testTarget(name: "TableGestureCoreTests", dependencies: ["TableGestureCore"]),
    // iOS only (every file inside `#if canImport(UIKit)`): builds to nothing on Linux.
    .testTarget(name: "TableGestureKitTests", dependencies: ["TableGestureKit"]),
    .target(name: "TableSimulator", dependencies: ["TableGestureCore"]),
    .executableTarget(name: "tablesim", dependencies: ["TableSimulator"]),
    .testTarget(name: "TableSimulatorTests", dependencies: ["TableSimulator"]),
  ],
  swiftLanguageModes: [.v6]
)
