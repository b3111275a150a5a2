import Testing

@_spi(Headless) @testable import TableSimulator

@Suite("Command-line arguments")
struct CommandOptionsTests {
  @Test func defaults() throws {
    let options = try CommandOptions.parse([])
    #expect(options.outputFolder == "storyboard")
    #expect(options.seed == BuiltInScenarios.defaultSeed)
    #expect(options.scriptPath == nil)
    #expect(!options.showHelp)
  }

  @Test func valuesWithSpaceOrEquals() throws {
    let spaced = try CommandOptions.parse(["--out", "x", "--seed", "42", "--script", "s.json"])
    let joined = try CommandOptions.parse(["--out=x", "--seed=42", "--script=s.json"])
    #expect(spaced == joined)
    #expect(spaced.outputFolder == "x")
    #expect(spaced.seed == 42)
    #expect(spaced.scriptPath == "s.json")
  }

  @Test func helpPrintsUsageAndExitsZero() {
    let result = SimulatorCommand.run(["--help"])
    #expect(result.exitCode == 0)
    #expect(result.standardError.isEmpty)
    for word in ["--script", "--out", "--seed", "--scenario", "EXIT STATUS", "byte-identical"] {
      #expect(result.standardOutput.contains(word), "help mentions \(word)")
    }
  }

  @Test(
    arguments: [
      (["--bogus"], "unknown option '--bogus' (run with --help for usage)"),
      (["extra"], "unexpected argument 'extra' (run with --help for usage)"),
      (["--seed", "x"], "--seed needs a whole number from 0 to 18446744073709551615, got 'x'"),
      (["--seed", "-1"], "--seed needs a whole number from 0 to 18446744073709551615, got '-1'"),
      (["--out"], "--out needs a value (run with --help for usage)"),
      (["--script", "--out", "x"], "--script needs a value (run with --help for usage)"),
      (
        ["--scenario", "nope"],
        "unknown scenario 'nope' (expected one of: drag-across-sections, pinned-row, "
          + "outside-handle, random-drag, system-swipe, engine-transitions, "
          + "engine-full-swipe-delete, engine-delete-rollback, engine-handover, engine-reloaded-row, "
          + "engine-animated-delete, engine-width-change, list-inset-grouped, list-diffable-delete, list-drag-across-sections)"
      ),
      (
        ["--script", "a.json", "--scenario", "pinned-row"],
        "give either --script or --scenario, not both"
      ),
    ])
  func badArguments(_ arguments: [String], _ message: String) {
    let result = SimulatorCommand.run(arguments)
    #expect(result.exitCode == 2)
    #expect(result.standardError == "error: \(message)\n")
    #expect(result.standardOutput.isEmpty)
  }
}
