import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Device review r5, R5-4: a glass background (a `UIVisualEffectView`) never takes an alpha
/// below 1 and is not clipped; it fades by its effect and is shaped by `cornerConfiguration`. A
/// solid one keeps its alpha and clipped corner radius, on every iOS version.
@Suite("Swipe look: how a button's background fades and is shaped")
struct SwipeButtonBackgroundDrawingTests {
  @Test func glassInTheGlassLookFadesByItsEffectAndIsShapedByItsCorners() {
    let drawing = SwipeButtonBackgroundDrawing(material: .glass, wholeButton: true)
    #expect(drawing.fade == .effect)
    #expect(drawing.shaping == .cornerConfiguration)
    #expect(drawing.scales)
  }

  @Test func aSolidFillKeepsItsAlphaAndClippedCornerRadius() {
    let glassLook = SwipeButtonBackgroundDrawing(material: .solid, wholeButton: true)
    #expect(glassLook.fade == .alpha)
    #expect(glassLook.shaping == .clippedCornerRadius)
    let classic = SwipeButtonBackgroundDrawing(material: .solid, wholeButton: false)
    #expect(classic.fade == .none)
    #expect(!classic.scales)
    #expect(classic.shaping == .clippedCornerRadius)
  }

  /// Glass asked for before iOS 26 (or under Reduce Transparency) is drawn solid, so it draws as
  /// iOS 15–25 always did.
  @Test func glassAskedForBeforeIOS26DrawsAsSolid() {
    let drawn = SwipeableButtonMaterial.drawn(
      .glass, systemMajorVersion: 18, glassAvailable: true, reduceTransparency: false)
    #expect(
      SwipeButtonBackgroundDrawing(material: drawn, wholeButton: true)
        == SwipeButtonBackgroundDrawing(material: .solid, wholeButton: true))
  }

  @Test func theEffectShowsWhileTheAlphaIsAboveZero() {
    #expect(!SwipeButtonBackgroundDrawing.showsEffect(atAlpha: 0))
    #expect(SwipeButtonBackgroundDrawing.showsEffect(atAlpha: 0.3))
    #expect(SwipeButtonBackgroundDrawing.showsEffect(atAlpha: 1))
    #expect(!SwipeButtonBackgroundDrawing.showsEffect(atAlpha: .nan))
    #expect(!SwipeButtonBackgroundDrawing.showsEffect(atAlpha: -1))
  }
}
