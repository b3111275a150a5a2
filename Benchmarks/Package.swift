// swift-tools-version: 6.1
import PackageDescription

// Performance benchmarks for TableGestureKit, kept out of the library's own package so that the
// library does not depend on the benchmark tooling. Run with `swift package benchmark`.
//
// With `TGK_INSTRUCTIONS_ONLY` set in the environment (instructions.sh sets it) the manifest
// declares only what the instruction counter needs — the fixtures and `InstructionCounts`, which
// use nothing of ordo-one/benchmark — so it builds on a machine that cannot fetch that package.
let instructionsOnly = Context.environment["TGK_INSTRUCTIONS_ONLY"] != nil

/// The library, and the benchmark framework unless only the instruction counter is wanted.
let dependencies: [Package.Dependency] =
  [.package(name: "TableGestureKit", path: "..")]
  + (instructionsOnly
    ? []
    : [
      .package(
        url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
        traits: ["MallocInterposer"])
    ])

let package = Package(
  name: "TableGestureKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: dependencies,
  targets: [
    // The drag and swipe fixtures, with their hosts: a module apart from the core, as the UIKit
    // skin's hosts are, so the core's generic controller runs as it does on a device.
    .target(
      name: "BenchmarkFixtures",
      dependencies: [.product(name: "TableGestureCore", package: "TableGestureKit")],
      path: "Benchmarks/Fixtures"
    ),
    // Instructions per event under valgrind's callgrind (instructions.sh); no benchmark tooling.
    // Outside `Benchmarks/`: the benchmark plugin runs every executable target in that folder as
    // a benchmark, and this one takes arguments.
    .executableTarget(
      name: "InstructionCounts",
      dependencies: ["BenchmarkFixtures"],
      path: "Tools/InstructionCounts"
    ),
    // UIKit calls per drag event (drag-calls.sh); no benchmark tooling.
    .executableTarget(
      name: "DragCalls",
      dependencies: ["BenchmarkFixtures"],
      path: "Tools/DragCalls"
    ),
  ]
    + (instructionsOnly ? [] : benchmarkTargets),
  swiftLanguageModes: [.v6]
)

/// The `swift package benchmark` suites (ordo-one/benchmark).
var benchmarkTargets: [Target] {
  [
    .executableTarget(
      name: "ReorderBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "TableGestureCore", package: "TableGestureKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ReorderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SwipeBenchmarks",
      dependencies: [
        "BenchmarkFixtures",
        .product(name: "TableGestureCore", package: "TableGestureKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/SwipeBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ScriptBenchmarks",
      dependencies: [
        .product(name: "TableSimulator", package: "TableGestureKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ScriptBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ]
}
