// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
// "Don't create this structure yourself": no members are modelled, the app reads none.
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
}
