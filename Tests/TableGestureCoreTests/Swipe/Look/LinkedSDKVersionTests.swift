import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// Reading the SDK version out of Mach-O load commands, from bytes built here.
@Suite("Swipe look: the linked SDK")
struct LinkedSDKVersionTests {
  /// A little-endian 32-bit word.
  static func le(_ v: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
  }
  /// A big-endian 32-bit word.
  static func be(_ v: UInt32) -> [UInt8] { le(v).reversed() }

  /// A thin 64-bit image whose load commands are `commands` (each already `cmdsize` long).
  static func image(_ commands: [[UInt8]]) -> [UInt8] {
    var bytes = le(0xFEED_FACF) + le(0x0100_000C) + le(0) + le(2)
    bytes += le(UInt32(commands.count)) + le(UInt32(commands.reduce(0) { $0 + $1.count }))
    bytes += le(0) + le(0)
    for command in commands { bytes += command }
    return bytes
  }

  static func segment() -> [UInt8] { le(0x19) + le(72) + [UInt8](repeating: 0, count: 64) }
  static func buildVersion(sdk: UInt32) -> [UInt8] {
    le(0x32) + le(24) + le(2) + le(0x000F_0000) + le(sdk) + le(0)
  }
  static func versionMin(sdk: UInt32) -> [UInt8] { le(0x25) + le(16) + le(0x000C_0000) + le(sdk) }

  @Test func theBuildVersionCommandGivesTheSDK() {
    let data = (Self.image([Self.segment(), Self.buildVersion(sdk: 0x001A_0200)]))
    #expect(LinkedSDKVersion.majorVersion(ofMachO: data) == 26)
    let older = (Self.image([Self.buildVersion(sdk: 0x0012_0600), Self.segment()]))
    #expect(LinkedSDKVersion.majorVersion(ofMachO: older) == 18)
  }

  @Test func anOldVersionMinCommandGivesTheSDK() {
    let data = (Self.image([Self.segment(), Self.versionMin(sdk: 0x000C_0100)]))
    #expect(LinkedSDKVersion.majorVersion(ofMachO: data) == 12)
  }

  @Test func malformedImagesGiveNothing() {
    #expect(LinkedSDKVersion.majorVersion(ofMachO: []) == nil)
    #expect(LinkedSDKVersion.majorVersion(ofMachO: (Self.image([Self.segment()]))) == nil)
    // Not Mach-O (an ELF header).
    #expect(
      LinkedSDKVersion.majorVersion(ofMachO: ([0x7F, 0x45, 0x4C, 0x46] + Self.le(0))) == nil)
    // A command claiming size 0 (a loop that never advances) and one running off the end.
    var zero = Self.image([Self.segment()])
    zero.replaceSubrange(36..<40, with: Self.le(0))
    #expect(LinkedSDKVersion.majorVersion(ofMachO: (zero)) == nil)
    let truncated = Array(
      Self.image([Self.segment(), Self.buildVersion(sdk: 0x001A_0000)]).dropLast(6))
    #expect(LinkedSDKVersion.majorVersion(ofMachO: (truncated)) == nil)
  }

  @Test func aUniversalFileIsReadAtItsFirstSlice() throws {
    let slice = Self.image([Self.segment(), Self.buildVersion(sdk: 0x001B_0000)])
    var fat = Self.be(0xCAFE_BABE) + Self.be(1)
    fat += Self.be(0x0100_000C) + Self.be(0) + Self.be(4096) + Self.be(UInt32(slice.count))
    fat += Self.be(12)
    fat += [UInt8](repeating: 0, count: 4096 - fat.count) + slice
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("LinkedSDKVersionTests-\(UUID().uuidString)")
    try Data(fat).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(LinkedSDKVersion.majorVersion(ofExecutableAt: url.path) == 27)
    #expect(
      LinkedSDKVersion.majorVersion(ofExecutableAt: url.path + ".missing") == nil)
  }

  #if !canImport(Darwin)
    @Test func thisLinuxTestBinaryIsNotMachO() {
      let environment = SwipeDesignEnvironment.current(
        systemMajorVersion: 26, compatibilityFlag: nil, executablePath: CommandLine.arguments[0])
      #expect(environment.linkedSDKMajorVersion == nil)
    }
  #endif
}
