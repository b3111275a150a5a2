/// A problem with a gesture script, and where it is.
///
/// `location` is either a path into the JSON (`events[3].y`, `table.sections[1].rowHeights[2]`)
/// or, for a syntax error, `line 4, column 12`. ``description`` is the one line the command
/// prints (after the file name).
@_spi(Headless) public struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var location: String
  /// What is wrong, in words.
  public var problem: String

  public init(location: String, problem: String) {
    self.location = location
    self.problem = problem
  }

  /// `location: problem`.
  public var description: String { "\(location): \(problem)" }
}
