// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
// `@MainActor @preconcurrency protocol UIViewControllerRepresentable : View where Self.Body ==
// Never`. Its coordinator and teardown requirements are not modelled: the app uses neither.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Self.Body == Never {
  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
  associatedtype UIViewControllerType: UIViewController

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
  @MainActor @preconcurrency func makeUIViewController(context: Self.Context)
    -> Self.UIViewControllerType

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
  @MainActor @preconcurrency func updateUIViewController(
    _ uiViewController: Self.UIViewControllerType, context: Self.Context)

  // https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
  typealias Context = UIViewControllerRepresentableContext<Self>
}

// Not on a page: a representable's `body` is `Never`, provided by SwiftUI (the protocol requires
// `Body == Never`, and an app never writes `body` for one).
extension UIViewControllerRepresentable where Self.Body == Never {
  public var body: Never { declarationOnly() }
}
