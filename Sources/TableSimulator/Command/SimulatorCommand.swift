import Foundation

/// The whole `tablesim` command as a function: arguments in; exit code and text out. `main`
/// only prints the result, so tests can run the command without starting a process.
@_spi(Headless) public enum SimulatorCommand {
  /// What a run of the command produced.
  public struct Result: Equatable, Sendable {
    public var exitCode: Int32
    public var standardOutput: String
    /// Empty, or one line ending in a newline.
    public var standardError: String
  }

  /// Runs the command: parses `arguments` (without the program name), runs the scenarios or
  /// the script, writes the storyboard into the output folder (relative paths are resolved
  /// against the current directory) and returns the summary.
  public static func run(_ arguments: [String]) -> Result {
    let options: CommandOptions
    do {
      options = try CommandOptions.parse(arguments)
    } catch {
      return failure(2, error.message)
    }
    if options.showHelp {
      return Result(exitCode: 0, standardOutput: HelpText.text, standardError: "")
    }
    if options.feel {
      let report = FeelReport.run()
      return Result(
        exitCode: report.meetsGoal ? 0 : 3, standardOutput: report.text, standardError: "")
    }

    var scripts: [(slug: String, script: GestureScript)] = []
    if let path = options.scriptPath {
      do {
        scripts.append((slug(forPath: path), try loadScript(at: path)))
      } catch {
        return failure(2, error.message)
      }
    } else {
      for scenario in BuiltInScenarios.all(seed: options.seed)
      where options.scenario == nil || options.scenario == scenario.slug {
        scripts.append((scenario.slug, scenario.script))
      }
    }

    // Frames go to disk as they are made; index.html is written last, from those files.
    var entries: [Storyboard.Entry] = []
    let writer: StoryboardWriter
    do {
      writer = try StoryboardWriter(folder: options.outputFolder)
      for (slug, script) in scripts {
        let report = ScriptRunner.run(script, frames: writer.frames(slug: slug))
        entries.append(
          Storyboard.Entry(
            slug: slug, report: report, summary: SummaryWriter.summary(of: report, slug: slug)))
      }
      try writer.finish(entries)
    } catch {
      return failure(1, error.message)
    }
    var output = entries.map(\.summary).joined(separator: "\n")
    output +=
      "\nwrote \(Fmt.escaped(options.outputFolder))/index.html and \(writer.framesWritten) SVG frames\n"
    output += RunReport.verdict(entries.map { ($0.slug, $0.report) }) + "\n"
    let passed = entries.allSatisfy { $0.report.failedChecks.isEmpty }
    return Result(exitCode: passed ? 0 : 3, standardOutput: output, standardError: "")
  }

  struct Failure: Error {
    var message: String
  }

  /// One line on standard error, at most ``ScriptLimits/maximumErrorBytes`` long (echoed text
  /// is already shortened; this is the backstop).
  static func failure(_ code: Int32, _ message: String) -> Result {
    var line = "error: \(message)"
    let room = ScriptLimits.maximumErrorBytes - 4  // "…" and the line feed
    if line.utf8.count > room {
      var cut = ""
      for character in line {
        guard cut.utf8.count + character.utf8.count <= room else { break }
        cut.append(character)
      }
      line = cut + "…"
    }
    return Result(exitCode: code, standardOutput: "", standardError: line + "\n")
  }

  static func entry(slug: String, script: GestureScript) -> Storyboard.Entry {
    let report = ScriptRunner.run(script)
    return Storyboard.Entry(
      slug: slug, report: report, summary: SummaryWriter.summary(of: report, slug: slug))
  }

  /// Reads and validates a script file; every problem becomes one line naming the file.
  ///
  /// The size limit is checked before the file is read (see ``ScriptFile``).
  static func loadScript(at path: String) throws(Failure) -> GestureScript {
    let bytes: [UInt8]
    do {
      bytes = try ScriptFile.contents(atPath: path)
    } catch {
      throw Failure(message: "\(Fmt.escaped(path)): \(error.message)")
    }
    do {
      return try ScriptReader.read(bytes, defaultName: slug(forPath: path))
    } catch {
      throw Failure(message: "\(Fmt.escaped(path)): \(error.description)")
    }
  }

  /// A file-name-safe name from a script's path: `Examples/Drag 1.json` → `drag-1`.
  static func slug(forPath path: String) -> String {
    var name = (path as NSString).lastPathComponent
    if name.lowercased().hasSuffix(".json") { name.removeLast(5) }
    var slug = ""
    for character in name.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        slug.append(character)
      } else if !slug.hasSuffix("-") {
        slug.append("-")
      }
    }
    while slug.hasSuffix("-") { slug.removeLast() }
    while slug.hasPrefix("-") { slug.removeFirst() }
    return slug.isEmpty ? "script" : slug
  }
}
