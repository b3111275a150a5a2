import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r5, R5-1: which layer keys a view animation block animates, how the leaving
/// content is animated because of it, and the fill's ease-in, ease-out pacing.
@Suite("Swipe: the leaving fill's animation")
struct SwipeLeavingFillCurveTests {
  @Test func aViewAnimationAnimatesTheViewsKeysButNotSublayerTransform() {
    for key in ["position", "bounds", "transform", "opacity", "backgroundColor"] {
      #expect(ViewAnimationKeys.animates(key), "\(key)")
    }
    #expect(!ViewAnimationKeys.animates("sublayerTransform"))
    #expect(!ViewAnimationKeys.animates("cornerRadius"))
  }

  @Test func theContentIsAnimatedExplicitlyAndTheStripByTheViewAnimation() {
    #expect(SwipeLeavingFill.contentAnimation == .layerAnimation)
    #expect(SwipeLeavingFill.stripAnimation == .viewAnimation)
    #expect(SwipeLeavingFill.contentKeyPath.hasPrefix(SwipeLeavingFill.contentKey + "."))
  }

  @Test func theFillEasesInAndOut() {
    #expect(SwipeLeavingFill.progress(at: 0) == 0)
    #expect(SwipeLeavingFill.progress(at: 1) == 1)
    #expect(abs(SwipeLeavingFill.progress(at: 0.5) - 0.5) < 1e-6)
    // Slow at both ends: less than linear early, more than linear late.
    #expect(SwipeLeavingFill.progress(at: 0.1) < 0.1)
    #expect(SwipeLeavingFill.progress(at: 0.9) > 0.9)
    var last = 0.0
    for step in 1...100 {
      let value = SwipeLeavingFill.progress(at: Double(step) / 100)
      #expect(value >= last)
      last = value
    }
    #expect(SwipeLeavingFill.progress(at: .nan) == 0)
    #expect(SwipeLeavingFill.progress(at: -1) == 0)
    #expect(SwipeLeavingFill.progress(at: .infinity) == 1)
  }
}
