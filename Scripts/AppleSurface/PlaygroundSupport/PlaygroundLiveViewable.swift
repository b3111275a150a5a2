// not found in the stored docs (no PlaygroundSupport pages are stored); kept as plausible
// https://developer.apple.com/documentation/playgroundsupport/playgroundliveviewable
// Its requirement (`playgroundLiveViewRepresentation`) is not modelled: no page calls it.
public protocol PlaygroundLiveViewable {
}

// https://developer.apple.com/documentation/playgroundsupport/playgroundliveviewable
extension UIView: PlaygroundLiveViewable {
}
