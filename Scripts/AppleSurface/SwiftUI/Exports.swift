// SwiftUI, as far as the example app (Examples/TableGestureDemo.swiftpm) uses it: the `App` entry
// point, one `WindowGroup` and a `UIViewControllerRepresentable` that hosts the app's UIKit
// screens. Apple's module re-exports UIKit on iOS.
@_exported import UIKit
