/// The elements of a script's JSON array as ``ScriptNode``s, each made only when it is read.
///
/// Counting or walking a hostile array of a million elements so holds no second array beside the
/// parsed one: a script is checked within its memory bound before any limit on the array's length
/// can refuse it.
struct ScriptElements: RandomAccessCollection {
  private let values: [JSONValue]
  private let path: String

  /// The elements of `values`, the array at `path`.
  init(_ values: [JSONValue], at path: String) {
    self.values = values
    self.path = path
  }

  var startIndex: Int { values.startIndex }
  var endIndex: Int { values.endIndex }

  subscript(position: Int) -> ScriptNode {
    ScriptNode(value: values[position], element: position, of: path)
  }
}
