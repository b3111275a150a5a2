// https://developer.apple.com/documentation/foundation/data
// Declared only as far as the iOS tests use it: compared for equality (`Data` conforms to
// `Equatable`, per its page's Relationships).
public struct Data: Equatable, Sendable {
}
