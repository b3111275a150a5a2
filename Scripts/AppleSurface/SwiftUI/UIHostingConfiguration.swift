// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
// (`struct UIHostingConfiguration<Content, Background> where Content : View, Background : View`,
// iOS 16.0 and later, "which conforms to the UIContentConfiguration protocol", the page's
// overview; only the members used). The two requirements of UIKit's protocol are declared as
// SwiftUI implements them, so that the model also builds against a real SDK's UIKit, whose
// protocol has them (Scripts/check-ios-sdk.sh builds it for the example app there).
@available(iOS 16.0, *)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
  // (`init(@ContentBuilder content: () -> Content)`, where `Background == EmptyView` per its
  // symbol; `@ContentBuilder` is today's name for `@ViewBuilder`, see View.swift)
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicontentconfiguration/makecontentview()
  // (`func makeContentView() -> any UIView & UIContentView`)
  public func makeContentView() -> any UIView & UIContentView { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicontentconfiguration/updated(for:)
  // (`func updated(for state: any UIConfigurationState) -> Self`)
  public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration<
    Content, Background
  > { declarationOnly() }
}
