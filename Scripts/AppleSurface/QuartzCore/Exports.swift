// Core Animation, as far as this library uses it (`CALayer`, `CADisplayLink`). Apple's QuartzCore
// re-exports Foundation; add one file per class here when the skin needs more.
@_exported import Foundation
