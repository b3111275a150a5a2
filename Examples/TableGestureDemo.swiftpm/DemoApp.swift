import SwiftUI
import UIKit

/// The app: one window showing the UIKit screens in a navigation controller.
@main
struct DemoApp: App {
  var body: some Scene {
    WindowGroup {
      DemoScreens()
    }
  }
}

/// Hosts the UIKit screens, starting from the menu.
struct DemoScreens: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UINavigationController {
    UINavigationController(rootViewController: MenuViewController())
  }

  func updateUIViewController(_ uiViewController: UINavigationController, context: Context) {}
}
