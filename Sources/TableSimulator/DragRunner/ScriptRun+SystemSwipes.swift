import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

/// The system swipe showcases of the built-in scenarios, drawn after the drag events.
extension ScriptRun {
  mutating func showSwipes() {
    for showcase in script.swipes {
      guard let indexPath = indexPath(ofLabel: showcase.rowLabel) else { continue }
      let cell = table.rectForRow(at: indexPath).size
      let names = showcase.actions.map { "\($0.title) (\($0.spec.style))" }
      let time = script.events.last?.time ?? 0
      log(
        time,
        "swipe '\(showcase.rowLabel)' \(showcase.side.rawValue) (\(showcase.edge) edge): "
          + names.joined(separator: ", "))
      for stage in showcase.stages {
        let picture = SwipePicture.make(showcase: showcase, stage: stage, cellSize: cell)
        log(time, SwipeDescription.line(for: picture))
        frames.add {
          StoryFrame(
            time: time, caption: SwipeDescription.caption(for: picture),
            content: .swipe(picture))
        }
      }
    }
  }
}
