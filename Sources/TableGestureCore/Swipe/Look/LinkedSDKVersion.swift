import Foundation

/// The iOS SDK an executable was built with, read from its Mach-O load commands.
///
/// Written by hand because no public API reports it: UIKit decides its design from the SDK the
/// app was linked against (``SwipeDesignEnvironment``), and the version sits in the executable's
/// `LC_BUILD_VERSION` command (`sdk`, encoded `xxxx.yy.zz` in nibbles, `<mach-o/loader.h>`), or
/// in `LC_VERSION_MIN_IPHONEOS` for executables built before Xcode 10. Universal (fat) files are
/// read at their first slice: every slice of one build has the same SDK.
///
/// Reads at most the first 64 KB of each slice's header; anything malformed gives `nil`.
enum LinkedSDKVersion {
  /// The SDK's major version of the executable at `url`, or `nil` (unreadable, not Mach-O, no
  /// version command).
  static func majorVersion(ofExecutableAt url: URL) -> Int? {
    guard let file = try? FileHandle(forReadingFrom: url) else { return nil }
    defer { try? file.close() }
    guard let head = try? file.read(upToCount: headLength) else { return nil }
    if let major = majorVersion(ofMachO: head) { return major }
    guard let slice = firstFatSliceOffset(head) else { return nil }
    guard (try? file.seek(toOffset: slice)) != nil,
      let sliceHead = try? file.read(upToCount: headLength)
    else { return nil }
    return majorVersion(ofMachO: sliceHead)
  }

  /// How much of a slice is read: the header and its load commands.
  static let headLength = 65_536

  /// The SDK's major version in a thin 64-bit Mach-O image starting at `data`'s first byte.
  static func majorVersion(ofMachO data: Data) -> Int? {
    let bytes = [UInt8](data)
    guard word(bytes, 0) == 0xFEED_FACF, let count = word(bytes, 16) else { return nil }
    var offset = 32  // sizeof(mach_header_64)
    for _ in 0..<Swift.min(Int(count), 4_096) {
      guard let command = word(bytes, offset), let size = word(bytes, offset + 4), size >= 8
      else { return nil }
      switch command {
      case 0x32:  // LC_BUILD_VERSION: cmd, cmdsize, platform, minos, sdk
        return word(bytes, offset + 16).map { Int($0 >> 16) }
      case 0x25:  // LC_VERSION_MIN_IPHONEOS: cmd, cmdsize, version, sdk
        return word(bytes, offset + 12).map { Int($0 >> 16) }
      default:
        offset += Int(size)
      }
    }
    return nil
  }

  /// The file offset of a universal file's first slice (big-endian `fat_header`, `fat_arch`).
  static func firstFatSliceOffset(_ data: Data) -> UInt64? {
    let bytes = [UInt8](data)
    guard word(bytes, 0, bigEndian: true) == 0xCAFE_BABE,
      let count = word(bytes, 4, bigEndian: true), count > 0,
      let offset = word(bytes, 8 + 8, bigEndian: true)
    else { return nil }
    return UInt64(offset)
  }

  /// The 32-bit word at `offset`, or `nil` past the end.
  private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool = false) -> UInt32? {
    guard offset >= 0, offset <= bytes.count - 4 else { return nil }
    let b = (0..<4).map { UInt32(bytes[offset + $0]) }
    return bigEndian
      ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
  }
}
