// swift-tools-version: 6.1
import PackageDescription

// Performance benchmarks for TableGestureKit, kept out of the library's own package so that the
// library does not depend on the benchmark tooling. Run with `swift package benchmark`.
let package = Package(
  name: "TableGestureKitBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "TableGestureKit", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "ReorderBenchmarks",
      dependencies: [
        .product(name: "TableGestureCore", package: "TableGestureKit"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ReorderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SwipeBenchmarks",
      dependencies: [
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
  ],
  swiftLanguageModes: [.v6]
)
