import Benchmark
import BenchmarkFixtures
@_spi(Headless) import TableGestureCore

/// The table sizes measured, with their names in the output.
private let tableSizes: [(name: String, rows: Int)] = [
  ("1k", 1_000), ("100k", 100_000), ("1M", 1_000_000),
]

/// One sample replays 1,000 events (the `.kilo` scaling factor), so the scaled figures are per
/// event.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(2),
    maxIterations: 5_000)

  for scenario in SwipeScenario.allCases {
    for size in tableSizes {
      Benchmark("\(scenario.rawValue), \(size.name) rows") {
        (benchmark: Benchmark, fixture: SwipeFixture) in
        try fixture.prepareSample()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          blackHole(fixture.step())
        }
        benchmark.stopMeasurement()
      } setup: {
        try SwipeFixture(scenario: scenario, rows: size.rows)
      }
    }
  }
}
