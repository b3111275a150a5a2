import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One finger's touch, as the touch events a table receives: the first sample is touch-down, the
/// last is lift-off, each one a point (table content coordinates) at a time (seconds).
@_spi(Headless) public struct FingerPath: Sendable {
  /// One touch event: where the finger is and when.
  public struct Sample: Sendable {
    /// The finger's location, in the table's coordinates (points).
    public var point: CGPoint
    /// When the event happened, in seconds from any fixed start.
    public var time: TimeInterval

    /// A touch event at `point` at `time`.
    public init(point: CGPoint, time: TimeInterval) {
      self.point = point
      self.time = time
    }
  }

  /// What the path is, for reports ("slow vertical").
  public var name: String
  /// The touch events, in time order; at least one.
  public var samples: [Sample]
  /// The sample at which a second finger touches down and stays still until lift-off, or `nil`
  /// for one finger. The samples remain the first finger's: the library's and UIKit's swipe
  /// pans judge only it (a second finger fails them while undecided); the table's scroll pan is
  /// modelled on it too (a real one follows the fingers' centroid, which a still second finger
  /// slows; not modelled).
  public var secondFingerDown: Int?

  /// A path called `name` through `samples`, in time order.
  public init(name: String, samples: [Sample]) {
    self.name = name
    self.samples = samples
  }

  /// The touch-down point.
  public var start: CGPoint { samples.first?.point ?? .zero }

  /// A straight drag from `start` at `degrees` from the positive x axis (0: rightward, 90:
  /// downward in content coordinates) for `length` points at `speed` points per second, one
  /// touch event every 1/`rate` s (120 Hz, a ProMotion display's touch rate, by default), then
  /// lift-off where it stopped. Event `i` is at `speed · i / rate` points, so a 100 pt/s drag
  /// reaches 10 pt exactly at its 12th event.
  public static func line(
    _ name: String, from start: CGPoint, degrees: Double, length: Double, speed: Double,
    rate: Double = 120, holding hold: TimeInterval = 0
  ) -> FingerPath {
    let radians = degrees * Double.pi / 180
    let (dx, dy) = (cos(radians), sin(radians))
    var samples = [Sample(point: start, time: 0)]
    let still = Int((hold * rate).rounded())
    for i in stride(from: 1, through: still, by: 1) {
      samples.append(Sample(point: start, time: Double(i) / rate))
    }
    var i = 1
    while true {
      let travelled = Swift.min(speed * Double(i) / rate, length)
      let point = CGPoint(x: start.x + travelled * dx, y: start.y + travelled * dy)
      samples.append(Sample(point: point, time: hold + Double(i) / rate))
      if travelled >= length { break }
      i += 1
    }
    return FingerPath(name: name, samples: samples)
  }

  /// The finger's distance from touch-down at sample `index` (points, Euclidean).
  public func travel(at index: Int) -> Double {
    let p = samples[index].point
    let (dx, dy) = (Double(p.x - start.x), Double(p.y - start.y))
    return (dx * dx + dy * dy).squareRoot()
  }
}
