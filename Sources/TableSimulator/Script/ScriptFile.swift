import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a script file without reading more than the size limit allows.
///
/// A regular file's size is checked before anything is read, so a file of gigabytes is refused at
/// once. Anything else — a pipe, `/dev/stdin`, a character device such as `/dev/zero` — has no
/// size to check, so at most `limit + 1` bytes are read from it: enough to know it is too large.
/// A regular file that grows while it is read is bounded the same way.
///
/// The size comes from `lseek` and a folder is told by `O_DIRECTORY`, not from `stat`/`fstat`:
/// those are file-timestamp APIs in Apple's required-reason list, which would make every app that
/// links this library declare a reason in its privacy manifest (`PrivacyInfo.xcprivacy`).
enum ScriptFile {
  /// Why a script file could not be read.
  enum Problem: Error, Equatable {
    case missing
    case folder
    case unreadable
    /// Larger than the limit (in bytes).
    case tooLarge(limit: Int)

    /// What is wrong, in words, for after the file's name.
    var message: String {
      switch self {
      case .missing: return "no such file"
      case .folder: return "is a folder, not a file"
      case .unreadable: return "cannot be read"
      case .tooLarge(let limit):
        return "(file): the file is larger than \(limit) bytes"
      }
    }
  }

  /// The bytes of the file at `path`, at most `limit` of them.
  static func contents(atPath path: String, limit: Int = ScriptLimits.maximumFileBytes)
    throws(Problem) -> [UInt8]
  {
    var bytesRead = 0
    return try contents(atPath: path, limit: limit, bytesRead: &bytesRead)
  }

  /// The bytes of the file at `path`, at most `limit` of them; adds to `bytesRead` the number of
  /// bytes actually read from the file, refusal or not.
  static func contents(atPath path: String, limit: Int, bytesRead: inout Int) throws(Problem)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable
    }
    defer { close(descriptor) }
    let folder = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folder >= 0 {
      close(folder)
      throw .folder
    }
    // A regular file's end is its size; a pipe cannot seek, and a device's end is 0 (or its size).
    let end = lseek(descriptor, 0, SEEK_END)
    if end > limit { throw .tooLarge(limit: limit) }
    if end > 0, lseek(descriptor, 0, SEEK_SET) != 0 { throw .unreadable }

    var bytes: [UInt8] = []
    let chunk = 64 * 1024
    var buffer = [UInt8](repeating: 0, count: chunk)
    while bytes.count <= limit {
      let wanted = Swift.min(chunk, limit + 1 - bytes.count)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .unreadable
      }
      if count == 0 { break }
      bytesRead += count
      bytes += buffer[0..<count]
    }
    guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
    return bytes
  }
}
