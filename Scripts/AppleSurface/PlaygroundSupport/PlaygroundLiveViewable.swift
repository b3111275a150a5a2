// https://developer.apple.com/documentation/playgroundsupport/playgroundliveviewable
// Its requirement (`playgroundLiveViewRepresentation`) is not modelled: no page calls it.
public protocol PlaygroundLiveViewable {
}

// https://developer.apple.com/documentation/playgroundsupport/playgroundliveviewable
extension UIView: PlaygroundLiveViewable {
}
