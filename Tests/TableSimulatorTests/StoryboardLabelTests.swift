import Foundation
import Testing

@_spi(Headless) @testable import TableSimulator

/// The texts of one SVG frame and its marks (the finger), in document coordinates.
private struct FrameLayout {
  struct Text {
    var content: String
    var box: CGRect
  }

  var texts: [Text] = []
  var marks: [CGRect] = []

  /// Reads the SVG the canvas writes (one element per line), following nested translations.
  init(svg: String) {
    var origins = [CGPoint.zero]
    func number(_ name: String, in line: Substring) -> CGFloat? {
      guard let range = line.range(of: " \(name)=\"") else { return nil }
      let rest = line[range.upperBound...]
      return rest.firstIndex(of: "\"").flatMap { Double(rest[..<$0]) }.map { CGFloat($0) }
    }
    func attribute(_ name: String, in line: Substring) -> String? {
      guard let range = line.range(of: " \(name)=\"") else { return nil }
      let rest = line[range.upperBound...]
      return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
    for line in svg.split(separator: "\n") {
      let origin = origins[origins.count - 1]
      if line.hasPrefix("<g") || line.hasPrefix("</g>") {
        // Groups may open and close several to a line.
        for tag in line.split(separator: "<") {
          if tag.hasPrefix("g") {
            var moved = origins[origins.count - 1]
            if let range = tag.range(of: "translate(") {
              let parts = tag[range.upperBound...].prefix { $0 != ")" }.split(separator: ",")
              moved.x += CGFloat(Double(parts[0]) ?? 0)
              moved.y += CGFloat(Double(parts[1]) ?? 0)
            }
            origins.append(moved)
          } else if tag.hasPrefix("/g"), origins.count > 1 {
            origins.removeLast()
          }
        }
      } else if line.hasPrefix("<circle"),
        line.contains("class=\"mark\"") || line.contains(" r=\"11\"")
      {
        let x = number("cx", in: line)! + origin.x
        let y = number("cy", in: line)! + origin.y
        let r = number("r", in: line)!
        marks.append(CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
      } else if line.hasPrefix("<text"), let open = line.firstIndex(of: ">"),
        let close = line.range(of: "</text>")
      {
        var content = String(line[line.index(after: open)..<close.lowerBound])
        for (entity, character) in [
          ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ] {
          content = content.replacingOccurrences(of: entity, with: character)
        }
        let size = number("font-size", in: line)!
        let bold = attribute("font-weight", in: line) == "bold"
        let width = CGFloat(content.count) * size * (bold ? 0.66 : 0.6)
        var x = number("x", in: line)! + origin.x
        switch attribute("text-anchor", in: line) {
        case "middle": x -= width / 2
        case "end": x -= width
        default: break
        }
        let y = number("y", in: line)! + origin.y - size * 0.8
        texts.append(Text(content: content, box: CGRect(x: x, y: y, width: width, height: size)))
      }
    }
  }

  static func overlap(_ a: CGRect, _ b: CGRect) -> Bool {
    let inner = a.intersection(b)
    return !inner.isNull && inner.width > 0.5 && inner.height > 0.5
  }

  /// Every pair of overlapping texts, and every text over a mark, in words.
  var problems: [String] {
    var found: [String] = []
    for (index, text) in texts.enumerated() {
      for other in texts[(index + 1)...] where Self.overlap(text.box, other.box) {
        found.append("'\(text.content)' overlaps '\(other.content)'")
      }
      if marks.contains(where: { Self.overlap($0, text.box) }) {
        found.append("'\(text.content)' overlaps the finger")
      }
    }
    return found
  }
}

/// In the storyboard, labels never overlap each other or the finger mark.
@Suite("Storyboard labels")
struct StoryboardLabelTests {
  @Test func labelsNeverOverlapEachOtherOrTheFinger() throws {
    var scenarios = BuiltInScenarios.all().map { ($0.slug, $0.script) }
    scenarios += (2...30).map {
      ("random-drag-\($0)", BuiltInScenarios.randomDrag(seed: UInt64($0)))
    }
    for example in ["drag-across-sections", "swipe-engine"] {
      let path = (TestFiles.packageRoot as NSString).appendingPathComponent(
        "Examples/\(example).json")
      let data = try #require(FileManager.default.contents(atPath: path))
      scenarios.append((example, try ScriptReader.read(Array(data))))
    }
    var frames = 0
    var withFinger = 0
    for (slug, script) in scenarios {
      for (index, frame) in ScriptRunner.run(script).frames.enumerated() {
        let layout = FrameLayout(svg: Storyboard.svg(for: frame, slug: slug, number: index + 1))
        frames += 1
        if !layout.marks.isEmpty { withFinger += 1 }
        #expect(layout.problems.isEmpty, "\(slug) frame \(index + 1): \(layout.problems)")
      }
    }
    #expect(frames > 100 && withFinger > 20)
  }
}
