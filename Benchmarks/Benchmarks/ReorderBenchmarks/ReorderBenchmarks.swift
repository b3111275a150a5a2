import Benchmark
import BenchmarkFixtures
@_spi(Headless) import TableGestureCore

/// Rows moved per event, so that a steady-state benchmark shows it never swapped.
private let swapsMetric = BenchmarkMetric.custom(
  "Swaps", polarity: .prefersSmaller, useScalingFactor: true)

/// The table sizes measured, with their names in the output.
private let tableSizes: [(name: String, rows: Int)] = [
  ("1k", 1_000), ("100k", 100_000), ("1M", 1_000_000),
]

/// One sample replays ``DragFixture/eventsPerSample`` events (the `.kilo` scaling factor), so
/// the scaled figures are per event.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, swapsMetric],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 5_000)

  for scenario in DragScenario.allCases {
    for size in tableSizes {
      register(scenario, name: "\(scenario.rawValue), \(size.name) rows", rows: size.rows)
    }
  }
  // The same steady move with a thousand sections: each event checks every section's row count
  // to notice a reload under the drag, so this shows what that costs.
  register(
    .moveSteady, name: "Move, no swap, 1M rows in 1k sections", rows: 1_000_000,
    sectionCount: 1_000)
}

private func register(
  _ scenario: DragScenario, name: String, rows: Int, sectionCount: Int = 8
) {
  Benchmark(name) { (benchmark: Benchmark, fixture: DragFixture) in
    fixture.prepareSample()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(fixture.step())
    }
    benchmark.stopMeasurement()
    benchmark.measurement(swapsMetric, fixture.swapCount)
  } setup: {
    try DragFixture(scenario: scenario, rows: rows, sectionCount: sectionCount)
  }
}
