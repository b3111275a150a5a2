// UIKit, as far as this library uses it. Apple's UIKit re-exports Foundation and QuartzCore; its
// C declarations (UIGeometry.h) come from ../CAppleSurface.
@_exported import CAppleSurface.UIKit
@_exported import Foundation
@_exported import QuartzCore
