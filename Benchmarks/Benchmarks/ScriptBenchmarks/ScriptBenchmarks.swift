import Benchmark
@_spi(Headless) import TableSimulator

/// Storyboard frames kept per run, so that the figures show the bound.
private let framesMetric = BenchmarkMetric.custom("Frames kept", polarity: .prefersSmaller)

/// `tablesim` on hostile scripts: checking a script costs time in proportion to its
/// size however it is laid out, and a script of thousands of key moments draws at most
/// `ScriptLimits.maximumFrames` frames.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: 1,
    maxDuration: .seconds(5),
    maxIterations: 20)

  for layout in HostileScripts.Layout.allCases {
    let bytes = HostileScripts.moves(10_000, layout: layout)
    Benchmark("Check a script, 10,000 events, \(layout.rawValue)") { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(try? ScriptReader.read(bytes))
      }
    }
  }

  let zeros = HostileScripts.zerosOnOneLine(160_000)
  Benchmark("Refuse 160,000 zeros on one line") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? ScriptReader.read(zeros))
    }
  }

  for presses in [1_000, 10_000] {
    Benchmark(
      "Run \(presses) refused presses on 1,000 rows",
      configuration: .init(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, framesMetric])
    ) { benchmark in
      let script = try ScriptReader.read(HostileScripts.refusedPresses(presses, rows: 1_000))
      benchmark.startMeasurement()
      let report = ScriptRunner.run(script)
      benchmark.stopMeasurement()
      blackHole(report)
      benchmark.measurement(framesMetric, report.frames.count)
    }
  }
}
