// UIKit, as far as this library uses it. Apple's UIKit re-exports Foundation and QuartzCore; its
// C declarations (UIGeometry.h) come from ../CAppleSurface, and its clang module (with the
// submodule UIGestureRecognizerSubclass) from ../CUIKit, whose overlay this module is.
@_exported import CAppleSurface.UIKit
@_exported import UIKit
@_exported import Foundation
@_exported import QuartzCore
