import Foundation

/// Writes a storyboard into a folder while the scenarios run: each frame's SVG file as soon as
/// the run makes the frame, then `index.html`, copied together from those files. At most one
/// frame is in memory at a time; the files are byte-identical to ``Storyboard/files(for:)``.
final class StoryboardWriter {
  /// A file or folder that could not be written.
  struct Failure: Error {
    var message: String
  }

  let folder: String
  /// SVG frames written so far.
  private(set) var framesWritten = 0
  /// The first write that failed while a run was handing frames over; reported by ``finish(_:)``.
  private var failure: Failure?

  /// Creates `folder` (and its parents) when it does not exist.
  init(folder: String) throws(Failure) {
    self.folder = folder
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(message: "cannot create the storyboard folder \(Fmt.escaped(folder))")
    }
  }

  /// A sink for one scenario's frames: each is written at once as `slug-NN.svg`.
  func frames(slug: String) -> StoryFrameSink {
    var number = 0
    return StoryFrameSink { [self] frame in
      number += 1
      let name = Storyboard.fileName(slug: slug, frame: number)
      write(Storyboard.svg(for: frame, slug: slug, number: number), to: name)
      framesWritten += 1
    }
  }

  /// Writes `index.html` for `entries` (whose frames were written through ``frames(slug:)``),
  /// reading each frame back from its file; throws the first failure of the whole storyboard.
  func finish(_ entries: [Storyboard.Entry]) throws(Failure) {
    if let failure { throw failure }
    let path = self.path("index.html")
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw Failure(message: "cannot write \(Fmt.escaped(path))") }
    defer { try? handle.close() }
    do {
      try append(handle, Data(Storyboard.htmlStart(for: entries).utf8))
      for entry in entries {
        try append(handle, Data(Storyboard.sectionStart(for: entry).utf8))
        for number in stride(from: 1, through: entry.report.frameCount, by: 1) {
          let name = Storyboard.fileName(slug: entry.slug, frame: number)
          let svg = try String(contentsOfFile: self.path(name), encoding: .utf8)
          let figure = Storyboard.figure(svg: svg, slug: entry.slug, number: number)
          try append(handle, Data(figure.utf8))
        }
        try append(handle, Data(Storyboard.sectionEnd.utf8))
      }
      try append(handle, Data(Storyboard.htmlEnd.utf8))
    } catch {
      throw Failure(message: "cannot write \(Fmt.escaped(path))")
    }
  }

  /// Appends `data` to `handle`.
  private func append(_ handle: FileHandle, _ data: Data) throws {
    try handle.write(contentsOf: data)
  }

  private func path(_ name: String) -> String {
    (folder as NSString).appendingPathComponent(name)
  }

  private func write(_ contents: String, to name: String) {
    guard failure == nil else { return }
    let path = self.path(name)
    if !FileManager.default.createFile(atPath: path, contents: Data(contents.utf8)) {
      failure = Failure(message: "cannot write \(Fmt.escaped(path))")
    }
  }
}
