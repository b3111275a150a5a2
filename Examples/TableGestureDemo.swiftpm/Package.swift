// swift-tools-version: 6.0

// The app package's manifest, in the form Swift Playgrounds and Xcode write for an "App" project:
// `import AppleProductTypes` and an `.iOSApplication` product whose one executable target holds
// the sources (`AppModule`, at the package's root). `AppleProductTypes` exists only in Xcode and
// Swift Playgrounds, so `swift build` on Linux cannot read this file.
//
// The library comes from this repository by a relative path, under the name `TableGestureKit`
// whatever the repository's folder is called (a ZIP from GitHub unpacks to TableGestureKit-main):
// a path dependency's identity is its folder's name, and `name:` is what the target's products
// refer to. Scripts/check-example-app-manifest.sh resolves it from such a folder.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "TableGestureDemo",
  platforms: [
    .iOS("16.0")
  ],
  products: [
    .iOSApplication(
      name: "TableGestureDemo",
      targets: ["AppModule"],
      bundleIdentifier: "com.example.TableGestureDemo",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .palette),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [
        .pad,
        .phone,
      ],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    .package(name: "TableGestureKit", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "TableGestureKit", package: "TableGestureKit"),
        .product(name: "TableGestureSystemSwipe", package: "TableGestureKit"),
      ],
      path: "."
    )
  ]
)
