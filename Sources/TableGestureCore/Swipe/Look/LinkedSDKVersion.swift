import Foundation

/// The iOS SDK an executable was built with, read from its Mach-O load commands.
///
/// Written by hand because no public API reports it: UIKit decides its design from the SDK the
/// app was linked against (``SwipeDesignEnvironment``), and the version sits in the executable's
/// `LC_BUILD_VERSION` command (`sdk`, encoded `xxxx.yy.zz` in nibbles, `<mach-o/loader.h>`), or
/// in `LC_VERSION_MIN_IPHONEOS` for executables built before Xcode 10. Universal (fat) files are
/// read at their first slice: every slice of one build has the same SDK.
///
/// Reads at most the first 64 KB of the file and of its first slice; anything malformed gives
/// `nil`.
enum LinkedSDKVersion {
  /// The SDK's major version of the executable at `path`, or `nil` (unreadable, not Mach-O, no
  /// version command). Read with the C library's `fopen`/`fread`, which every platform has.
  static func majorVersion(ofExecutableAt path: String) -> Int? {
    let opened = path.withCString { name in "rb".withCString { mode in fopen(name, mode) } }
    guard let file = opened else { return nil }
    defer { fclose(file) }
    // Explicit buffers: the pointer conversions of `&array` and of a `String` argument are not
    // in the declaration-only model's standard library, and these say the same.
    func readHead() -> [UInt8] {
      var head = [UInt8](repeating: 0, count: headLength)
      let count = head.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
      head.removeSubrange(Swift.max(0, Swift.min(count, headLength))...)
      return head
    }
    let head = readHead()
    if let major = majorVersion(ofMachO: head) { return major }
    guard let slice = firstFatSliceOffset(head), fseek(file, Int(slice), SEEK_SET) == 0 else {
      return nil
    }
    return majorVersion(ofMachO: readHead())
  }

  /// How much of a slice is read: the header and its load commands.
  static let headLength = 65_536

  /// The SDK's major version in a thin 64-bit Mach-O image starting at `bytes`' first byte.
  static func majorVersion(ofMachO bytes: [UInt8]) -> Int? {
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
  static func firstFatSliceOffset(_ bytes: [UInt8]) -> UInt32? {
    guard word(bytes, 0, bigEndian: true) == 0xCAFE_BABE,
      let count = word(bytes, 4, bigEndian: true), count > 0
    else { return nil }
    return word(bytes, 8 + 8, bigEndian: true)
  }

  /// The 32-bit word at `offset`, or `nil` past the end.
  private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool = false) -> UInt32? {
    guard offset >= 0, offset <= bytes.count - 4 else { return nil }
    let b0 = UInt32(bytes[offset])
    let b1 = UInt32(bytes[offset + 1])
    let b2 = UInt32(bytes[offset + 2])
    let b3 = UInt32(bytes[offset + 3])
    return bigEndian ? b0 << 24 | b1 << 16 | b2 << 8 | b3 : b3 << 24 | b2 << 16 | b1 << 8 | b0
  }
}
