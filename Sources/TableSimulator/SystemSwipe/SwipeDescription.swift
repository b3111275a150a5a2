import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Words for a laid-out swipe stage: a summary line and a storyboard caption.
enum SwipeDescription {
  static func stageName(_ stage: SwipeShowcase.Stage) -> String {
    switch stage {
    case .fraction(let fraction): return "reveal \(Fmt.fixed(fraction, 2))"
    case .fullSwipe: return "full swipe"
    }
  }

  static func styleName(_ style: SwipeButtonStyle) -> String {
    switch style {
    case .default: return "system look"
    case .circular: return "circle"
    case .customView: return "custom view"
    }
  }

  static func rect(_ rect: CGRect) -> String {
    "(\(Fmt.pt(rect.minX)), \(Fmt.pt(rect.minY)), \(Fmt.pt(rect.width)) x \(Fmt.pt(rect.height)))"
  }

  /// `reveal 0.50: pull view 102.0 of 204.0 pt; Delete button (…) circle (…); …`
  static func line(for picture: SwipePicture) -> String {
    var parts = [
      "  \(stageName(picture.stage)): pull view \(Fmt.pt(picture.pullView.width)) pt wide "
        + "(the buttons need \(Fmt.pt(picture.openWidth)))"
        + (picture.isFullyRevealed ? ", fully revealed" : "")
    ]
    for button in picture.buttons {
      var text = "\(button.title) slot \(rect(button.slot))"
      if button.frame != button.slot { text += " button \(rect(button.frame))" }
      if let visual = button.visual { text += " \(styleName(button.style)) \(rect(visual))" }
      parts.append(text)
    }
    if let reason = picture.stockReason { parts.append("left stock: \(reason)") }
    return parts.joined(separator: "; ")
  }

  static func caption(for picture: SwipePicture) -> String {
    let side = picture.side == .trailing ? "Trailing" : "Leading"
    let what: String
    switch picture.stage {
    case .fraction(let fraction) where fraction >= 1:
      what = "open: every button at its full width"
    case .fraction(let fraction):
      what = "\(Fmt.fixed(fraction * 100, 0)) % revealed: buttons slide out from under each other"
    case .fullSwipe:
      what = "full swipe: the first action fills the row and the gap moves to the other side"
    }
    let styles = picture.buttons.map { "\($0.title) \(styleName($0.style))" }
      .joined(separator: ", ")
    return "\(side) swipe on '\(picture.rowLabel)' (\(picture.edge) edge), \(what). \(styles)."
  }
}
