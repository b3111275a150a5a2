import Foundation
import Testing

/// The README's animated pictures show their point where they do not play: a still view (an image
/// converter, a Markdown viewer without SVG animation) shows only the frame visible without the
/// animation, which must be the key frame (`Scripts/make-readme-pictures.sh` makes them so).
@Suite("README pictures: the still view shows the point")
struct ReadmePictureTests {
  /// Each animated picture in docs/ and what its key frame's caption says.
  static let keyCaptions = [
    "drag-across-sections.svg": "The finger is held in the bottom edge zone",
    "full-swipe-delete.svg": "full swipe",
  ]

  static let docs = (TestFiles.packageRoot as NSString).appendingPathComponent("docs")

  /// The animated pictures in docs/, each a group per frame with `visibility` set on it.
  static func animatedPictures() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: docs)
      .filter { $0.hasSuffix(".svg") }
      .filter { name in
        let text = try String(
          contentsOfFile: (docs as NSString).appendingPathComponent(name), encoding: .utf8)
        return text.contains("<animate")
      }
      .sorted()
  }

  @Test func everyAnimatedPictureHasAKeyFrame() throws {
    #expect(try Self.animatedPictures() == Self.keyCaptions.keys.sorted())
  }

  @Test(arguments: keyCaptions.keys.sorted())
  func theOneFrameVisibleWithoutAnimationIsTheKeyFrameAndTheLoopStartsThere(name: String) throws {
    let text = try String(
      contentsOfFile: (Self.docs as NSString).appendingPathComponent(name), encoding: .utf8)
    let frames = text.components(separatedBy: "<g visibility=\"").dropFirst()
    try #require(frames.count > 1)
    let visible = frames.filter { $0.hasPrefix("visible\"") }
    #expect(visible.count == 1)
    let first = try #require(frames.first)
    #expect(first.hasPrefix("visible\""))
    #expect(first.contains("values=\"visible;hidden\" keyTimes=\"0;"))
    let caption = first.components(separatedBy: "<title>").dropFirst().first?
      .components(separatedBy: "</title>").first
    let key = try #require(Self.keyCaptions[name])
    #expect(
      caption?.contains(key) == true, "\(name): the still view shows \(caption ?? "no caption")")
  }
}
