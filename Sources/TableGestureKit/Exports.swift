#if canImport(UIKit)
  @_exported import TableGestureCore
#endif
