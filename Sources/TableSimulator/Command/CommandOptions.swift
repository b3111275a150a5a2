/// The parsed command line of `tablesim`.
@_spi(Headless) public struct CommandOptions: Equatable, Sendable {
  public var showHelp = false
  /// A gesture script to replay instead of the built-in scenarios.
  public var scriptPath: String?
  /// Run only this built-in scenario.
  public var scenario: String?
  /// The storyboard folder.
  public var outputFolder = "storyboard"
  public var seed = BuiltInScenarios.defaultSeed
  /// Print the feel report (``FeelReport``) instead of running scenarios.
  public var feel = false

  public init() {}

  /// A usage problem: one line, exit code 2.
  public struct UsageError: Error, Equatable, Sendable {
    public var message: String
  }

  /// Parses the arguments (without the program name). Options may be written `--out DIR` or
  /// `--out=DIR`.
  public static func parse(_ arguments: [String]) throws(UsageError) -> CommandOptions {
    var options = CommandOptions()
    var index = 0
    func value(for option: String, inline: String?) throws(UsageError) -> String {
      if let inline { return inline }
      index += 1
      guard index < arguments.count, !arguments[index].hasPrefix("--") else {
        throw UsageError(message: "\(option) needs a value (run with --help for usage)")
      }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      var name = argument
      var inline: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      switch name {
      case "--help", "-h":
        options.showHelp = true
      case "--feel":
        options.feel = true
      case "--script":
        options.scriptPath = try value(for: name, inline: inline)
      case "--scenario":
        let slug = try value(for: name, inline: inline)
        guard BuiltInScenarios.slugs.contains(slug) else {
          throw UsageError(
            message: "unknown scenario '\(Fmt.escaped(slug))' (expected one of: "
              + "\(BuiltInScenarios.slugs.joined(separator: ", ")))")
        }
        options.scenario = slug
      case "--out":
        let folder = try value(for: name, inline: inline)
        guard !folder.isEmpty else { throw UsageError(message: "--out needs a folder name") }
        options.outputFolder = folder
      case "--seed":
        let text = try value(for: name, inline: inline)
        guard let seed = UInt64(text) else {
          throw UsageError(
            message:
              "--seed needs a whole number from 0 to \(UInt64.max), got '\(Fmt.escaped(text))'")
        }
        options.seed = seed
      default:
        let what = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
        throw UsageError(message: "\(what) '\(Fmt.escaped(argument))' (run with --help for usage)")
      }
      index += 1
    }
    if options.feel, options.scriptPath != nil || options.scenario != nil {
      throw UsageError(message: "--feel runs alone: give no --script or --scenario with it")
    }
    if options.scriptPath != nil, options.scenario != nil {
      throw UsageError(message: "give either --script or --scenario, not both")
    }
    return options
  }
}
