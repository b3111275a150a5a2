// os, as far as this library uses it: the unified logging system's `Logger` (iOS 14 and later;
// the package deploys to iOS 15, so nothing needs `os_log`). Apple's module does not re-export
// Foundation, and this one re-exports nothing.
