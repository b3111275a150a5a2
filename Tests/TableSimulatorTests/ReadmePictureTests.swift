import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

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

  /// The swipe engine's two looks, side by side in the README and in the DocC swipe article:
  /// each picture's file and the caption of the frame of `Examples/swipe-looks.json` it is.
  static let lookPictures = [
    "swipe-looks-classic.svg": "at rest — 'Classic look' open",
    "swipe-looks-glass.svg": "at rest — 'Glass look' open",
  ]

  /// The DocC catalog's copies of the pictures, next to the swipe article.
  static let doccArticles = (TestFiles.packageRoot as NSString).appendingPathComponent(
    "Sources/TableGestureKit/TableGestureKit.docc/Articles")

  @Test func theLookPicturesAreTheExampleScriptsFramesAsDrawnNow() throws {
    let frames = try swipeLookFrames()
    for (name, caption) in Self.lookPictures.sorted(by: { $0.key < $1.key }) {
      let drawn = try swipeLookFrame(frames, caption: caption)
      for folder in [Self.docs, Self.doccArticles] {
        let committed = try String(
          contentsOfFile: (folder as NSString).appendingPathComponent(name), encoding: .utf8)
        #expect(
          committed == drawn,
          "\(folder)/\(name) is stale: run Scripts/make-readme-pictures.sh")
      }
    }
  }

  @Test func theReadmeAndTheSwipeArticleShowBothLooks() throws {
    let readme = try String(
      contentsOfFile: (TestFiles.packageRoot as NSString).appendingPathComponent("README.md"),
      encoding: .utf8)
    let article = try String(
      contentsOfFile: (TestFiles.packageRoot as NSString).appendingPathComponent(
        "Sources/TableGestureKit/TableGestureKit.docc/Articles/OwnSwipeEngine.md"),
      encoding: .utf8)
    for name in Self.lookPictures.keys {
      #expect(readme.contains("<img src=\"docs/\(name)\" alt=\""))
      #expect(article.contains("](\(name))"))
    }
  }
}
