// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor
open class UIGestureRecognizer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
  // (Members that take a `Selector` are not marked `@objc` in the model: this toolchain cannot
  // emit Objective-C thunks for the model's `Selector`. Swift callers see the same API.)
  public init(target: Any?, action: Selector?) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
  open func addTarget(_ target: Any, action: Selector) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
  @objc public enum State: Int, @unchecked Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
  // (The page shows `{ get set }`, but says the writable version is for subclasses, which get it
  // by importing `UIKit.UIGestureRecognizerSubclass`; plain `import UIKit` sees `{ get }`.)
  @objc open var state: UIGestureRecognizer.State { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
  @objc weak open var delegate: (any UIGestureRecognizerDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
  @objc open var isEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
  @objc open var view: UIView? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
  @objc open func location(in view: UIView?) -> CGPoint { declarationOnly() }
}
