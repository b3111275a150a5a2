// https://developer.apple.com/documentation/uikit/uiscene
// UIScene.h: `@interface UIScene : UIResponder` (iOS 13). Only as the element of
// `UIApplication.connectedScenes`.
@MainActor
open class UIScene: UIResponder {
}

// https://developer.apple.com/documentation/uikit/uiwindowscene
// UIWindowScene.h: `@interface UIWindowScene : UIScene` (iOS 13). The scene a window is made in.
@MainActor
open class UIWindowScene: UIScene {
}
