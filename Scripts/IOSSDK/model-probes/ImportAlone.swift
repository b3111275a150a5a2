import UIKit

// What one import alone brings: a name it does not bring on iOS must be rejected. The comparison
// script also runs this file with each other module's import in place of the first line.
@MainActor func probeImport() {
  _ = CGPoint(x: 1, y: 1)
  _ = CGPoint.zero
  _ = CGFloat(1)
  _ = IndexPath(index: 1)
  _ = NSObject()
  _ = NSClassFromString("x")
  _ = exp(1.0)
  _ = malloc(1)
  _ = CALayer.self
  _ = Logger.self
  _ = UIView.self
  _ = Selector("x")
  _ = RunLoop.Mode.common
  _ = CGPath.self
}
