import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Round 5's newcomer run: a spacing on the innermost button, which the engine's geometry does not
/// use (the gap to the content is `contentGap`), is named in one log line; a spacing elsewhere
/// is not.
@Suite("Diagnostics: the innermost button's spacing")
struct SwipeSpacingNoteTests {
  private func actions(_ spacings: [Double?]) -> [SwipeAction] {
    spacings.enumerated().map { index, spacing in
      SwipeAction(identifier: "\(index)", title: "A", spacing: spacing.map { CGFloat($0) })
    }
  }

  @Test func aSpacingOnTheInnermostButtonIsNamed() throws {
    let line = try #require(SwipeSpacingNote.message(for: actions([nil, 8])))
    #expect(line.contains("innermost"))
    #expect(line.contains("contentGap"))
    #expect(SwipeSpacingNote.message(for: actions([6])) != nil)
  }

  @Test func aSpacingThatMeansNoGapOrSitsElsewhereIsNot() {
    #expect(SwipeSpacingNote.message(for: []) == nil)
    #expect(SwipeSpacingNote.message(for: actions([8, nil])) == nil)
    #expect(SwipeSpacingNote.message(for: actions([8, 0])) == nil)
    #expect(SwipeSpacingNote.message(for: actions([8, -2])) == nil)
    #expect(SwipeSpacingNote.message(for: actions([8, .infinity])) == nil)
    #expect(SwipeSpacingNote.message(for: actions([8, .nan])) == nil)
  }

  /// The note is about what the geometry does: the innermost button's spacing moves nothing.
  @Test func theGeometryIgnoresTheInnermostSpacing() throws {
    let options = SwipeableOptions(look: .classic)
    func positions(_ spacings: [Double?]) throws -> [CGFloat] {
      let geometry = try #require(
        SwipeGeometry(
          actions: actions(spacings), options: options, edge: .trailing, rightToLeft: false,
          rowWidth: 320, contentWidths: spacings.map { _ in 40 }))
      return geometry.positions
    }
    #expect(try positions([nil, 8]) == positions([nil, nil]))
    #expect(try positions([8, nil]) != positions([nil, nil]))
  }
}
