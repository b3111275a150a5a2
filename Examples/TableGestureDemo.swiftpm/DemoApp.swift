import SwiftUI
import TableGestureSystemSwipe
import UIKit

/// The app: one window showing the UIKit screens in a navigation controller.
@main
struct DemoApp: App {
  /// Switches the system-button customiser on once, at launch, before any row is swiped (the
  /// System buttons screen shows its looks; the other screens do not use it).
  init() {
    SwipeButtonCustomization.install()
  }

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
