// expect-error: type 'CGPoint' has no member 'zero'
// as: core
// Planted error: on iOS, `import Foundation` brings the geometry types (Core Foundation's
// CFCGTypes.h) but not Core Graphics' Swift overlay, so a core file that uses `.zero`, `minY` or
// `init(x:y:width:height:)` must import CoreGraphics itself (the core once failed to build for
// iOS this way while the model, like macOS, let it through).
import Foundation

let origin = CGPoint.zero
