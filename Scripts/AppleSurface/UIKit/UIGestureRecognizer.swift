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
  // (The page shows `{ get set }`, and says the writable version is for subclasses, which get it
  // by importing `UIKit.UIGestureRecognizerSubclass`; plain `import UIKit` sees `{ get }`. The
  // model cannot make the setter depend on that import (see ../CUIKit and Known differences 21
  // in ../README.md), so it declares it here.)
  @objc open var state: UIGestureRecognizer.State {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // What UIGestureRecognizerSubclass.h adds for subclasses (with the writable `state` above). In
  // the SDK they need `import UIKit.UIGestureRecognizerSubclass`; see ../CUIKit for why the model
  // shows them to every importer. Signatures from Apple's pages (nonnull under the header's
  // NS_HEADER_AUDIT_BEGIN(nullability, sendability)). The `touches…` methods are not `@objc` in
  // the model (Known differences 20 and 21 in ../README.md).
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesbegan(_:with:)
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/touchesmoved(_:with:)
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/reset()
  @objc open func reset() { declarationOnly() }

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
