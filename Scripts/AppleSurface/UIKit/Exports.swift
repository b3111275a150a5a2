// UIKit, as far as this library uses it. Apple's UIKit re-exports Foundation and QuartzCore.
@_exported import Foundation
@_exported import QuartzCore
