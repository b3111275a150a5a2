import Foundation

/// Turns run reports into the storyboard files: one self-contained `index.html` with every
/// frame inline, and each frame again as a standalone `.svg`.
@_spi(Headless) public enum Storyboard {
  /// One scenario's part of the storyboard.
  public struct Entry: Sendable {
    public var slug: String
    public var report: RunReport
    public var summary: String

    public init(slug: String, report: RunReport, summary: String) {
      self.slug = slug
      self.report = report
      self.summary = summary
    }
  }

  /// A file to write: a name inside the output folder and its text.
  public struct File: Equatable, Sendable {
    public var name: String
    public var contents: String
  }

  /// `drag-across-sections-03.svg`.
  public static func fileName(slug: String, frame: Int) -> String {
    let number = frame < 10 ? "0\(frame)" : "\(frame)"
    return "\(slug)-\(number).svg"
  }

  /// Every file of the storyboard, `index.html` first, then the frames in order.
  public static func files(for entries: [Entry]) -> [File] {
    var frames: [File] = []
    var html = htmlStart(for: entries)
    for entry in entries {
      html += sectionStart(for: entry)
      for (index, frame) in entry.report.frames.enumerated() {
        let svg = self.svg(for: frame, slug: entry.slug, number: index + 1)
        frames.append(File(name: fileName(slug: entry.slug, frame: index + 1), contents: svg))
        html += figure(svg: svg, slug: entry.slug, number: index + 1)
      }
      html += sectionEnd
    }
    html += htmlEnd
    return [File(name: "index.html", contents: html)] + frames
  }

  // MARK: - Pieces, shared with the streaming writer

  /// The frame's standalone SVG; `number` counts from 1 within its scenario. Its root element
  /// carries the frame's script time as `data-time`.
  static func svg(for frame: StoryFrame, slug: String, number: Int) -> String {
    let prefix = "\(slug)-\(number)"
    let svg: String
    switch frame.content {
    case .drag(let picture):
      svg = DragFrameRenderer.render(
        picture, time: frame.time, caption: frame.caption, idPrefix: prefix)
    case .swipe(let picture):
      svg = SystemSwipeFrameRenderer.render(picture, caption: frame.caption, idPrefix: prefix)
    case .swipeEngine(let picture):
      svg = SwipeEngineFrameRenderer.render(picture, caption: frame.caption, idPrefix: prefix)
    }
    // The frame's script time, for tools that animate the frames (Scripts/animate-storyboard.sh).
    return "<svg data-time=\"\(Fmt.time(frame.time))\"" + svg.dropFirst("<svg".count)
  }

  /// `index.html` up to the first scenario: the head, the introduction and the contents list.
  static func htmlStart(for entries: [Entry]) -> String {
    var html = pageHead
    html += "<ol>\n"
    for entry in entries {
      html +=
        "<li><a href=\"#\(entry.slug)\">\(SVGCanvas.escape(entry.report.script.name))</a></li>\n"
    }
    html += "</ol>\n"
    return html
  }

  /// A scenario's heading and text summary.
  static func sectionStart(for entry: Entry) -> String {
    var html = "<section id=\"\(entry.slug)\">\n"
    html += "<h2>\(SVGCanvas.escape(entry.report.script.name))</h2>\n"
    html += "<details><summary>Text summary</summary>\n<pre>"
    html += SVGCanvas.escape(entry.summary)
    html += "</pre></details>\n"
    return html
  }

  /// One frame inline in `index.html`, with a link to its own file.
  static func figure(svg: String, slug: String, number: Int) -> String {
    let name = fileName(slug: slug, frame: number)
    return "<figure id=\"\(slug)-\(number)\">\n\(svg)<figcaption>\(number). "
      + "<a href=\"\(name)\">\(name)</a></figcaption>\n</figure>\n"
  }

  static let sectionEnd = "</section>\n"
  static let htmlEnd = "</body>\n</html>\n"

  private static let pageHead = """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>TableGestureKit simulator storyboard</title>
    <style>
    body { font-family: -apple-system, "Helvetica Neue", Arial, sans-serif; margin: 2em auto;
      max-width: 1200px; padding: 0 1em; color: #1c1c1e; }
    figure { display: inline-block; vertical-align: top; margin: 0 1em 1.5em 0; }
    figcaption { font-size: 12px; color: #636366; }
    svg { border: 1px solid #d1d1d6; border-radius: 6px; }
    pre { background: #f2f2f7; padding: 1em; overflow: auto; font-size: 12px; }
    </style>
    </head>
    <body>
    <h1>TableGestureKit simulator storyboard</h1>
    <p>Each picture is one key moment of a gesture. Left: the whole table, with the viewport as
    a window over it. Right: the screen, with the content insets (grey bands), the autoscroll
    edge zones (orange, darker while scrolling), every row with the cell that shows it, the
    dragged row's empty slot (dashed), the lifted snapshot (blue, with a shadow) and the finger
    (grey dot). Swipe pictures show the buttons the library lays out in the system pull view.</p>

    """
}
