// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "TableGestureKit",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "TableGestureKit", targets: ["TableGestureKit"]),
    .library(name: "TableGestureCore", targets: ["TableGestureCore"]),
  ],
  targets: [
    .target(name: "TableGestureCore"),
    .target(name: "TableGestureKit", dependencies: ["TableGestureCore"]),
    .testTarget(name: "TableGestureCoreTests", dependencies: ["TableGestureCore"]),
  ],
  swiftLanguageModes: [.v6]
)
