import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Which look the engine draws, for every combination of the inputs UIKit decides by.
@Suite("Swipe look: the decision")
struct SwipeLookDecisionTests {
  /// UIKit's rule written out independently, row by row: (iOS, SDK, flag) → glass?
  static let table: [(os: Int, sdk: Int?, flag: Bool, glass: Bool)] = [
    (15, 26, false, false), (16, 26, false, false), (17, 26, false, false),
    (18, 26, false, false), (18, 27, false, false), (18, 26, true, false),
    (26, 26, false, true), (26, nil, false, true), (26, 26, true, false), (26, nil, true, false),
    (26, 18, false, false), (26, 18, true, false),
    (27, 26, false, true), (27, 26, true, false), (27, 27, false, true), (27, 27, true, true),
    (28, 28, true, true), (26, 27, true, true),
  ]

  @Test func theSystemLookFollowsTheOSTheSDKAndTheFlag() {
    for row in Self.table {
      let environment = SwipeDesignEnvironment(
        systemMajorVersion: row.os, linkedSDKMajorVersion: row.sdk,
        requiresCompatibility: row.flag)
      #expect(
        environment.systemLook == (row.glass ? .glass : .classic),
        "iOS \(row.os), SDK \(row.sdk.map(String.init) ?? "unknown"), flag \(row.flag)")
    }
  }

  @Test func aPinnedLookWinsEverywhereAndAutomaticIsNeverDrawn() {
    for row in Self.table {
      let environment = SwipeDesignEnvironment(
        systemMajorVersion: row.os, linkedSDKMajorVersion: row.sdk,
        requiresCompatibility: row.flag)
      #expect(environment.drawnLook(for: .classic) == .classic)
      #expect(environment.drawnLook(for: .glass) == .glass)
      #expect(environment.drawnLook(for: .automatic) == environment.systemLook)
      #expect(environment.drawnLook(for: .automatic) != .automatic)
    }
  }

  @Test func theFlagCountsOnlyAsABooleanYes() {
    let cases: [(Any?, Bool)] = [
      (nil, false), (true, true), (false, false), ("YES", false), (1, false),
    ]
    for (flag, expected) in cases {
      let environment = SwipeDesignEnvironment.current(
        systemMajorVersion: 26, compatibilityFlag: flag, executablePath: nil)
      #expect(environment.requiresCompatibility == expected)
      #expect(environment.linkedSDKMajorVersion == nil)
      #expect(environment.systemLook == (expected ? .classic : .glass))
    }
  }

  @Test func glassIsDrawnOnlyWhenAskedOnIOS26WithTheSDKAndTransparency() {
    for look in SwipeableButtonMaterial.allCases {
      for os in [16, 18, 26, 27] {
        for available in [false, true] {
          for reduce in [false, true] {
            let material = SwipeableButtonMaterial.drawn(
              look, systemMajorVersion: os, glassAvailable: available, reduceTransparency: reduce)
            let glass = look == .glass && os >= 26 && available && !reduce
            #expect(
              material == (glass ? .glass : .solid), "\(look) iOS \(os) \(available) \(reduce)")
          }
        }
      }
    }
  }
}
