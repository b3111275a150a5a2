// README block checked as the body of a method of a view controller (it may use `self`).
import TableGestureKit
import UIKit

extension UIViewController {
  func readmeBlock() {
    // README-BLOCK
  }
}
