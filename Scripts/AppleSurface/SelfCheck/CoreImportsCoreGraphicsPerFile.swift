// expect: pass
// as: core
// Known good: what a core file writes to use Core Graphics' overlay on iOS and macOS while still
// building on Linux (where Foundation declares the geometry types and there is no CoreGraphics).
import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

let origin = CGPoint.zero
let bottom = CGRect(x: 0, y: 0, width: 10, height: 20).maxY
let same = CGSize(width: 1, height: 2) == CGSize(width: 1, height: 2)
