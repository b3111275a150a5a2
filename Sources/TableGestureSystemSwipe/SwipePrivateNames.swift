#if canImport(UIKit)
  import UIKit

  /// Every private UIKit name the swipe-button customisation touches, in one place.
  ///
  /// Each one is listed, with the iOS versions it was confirmed in, the evidence and what the
  /// code does when it is missing, in `Scripts/AppleSurface/PrivateSwipeSurface.md`. Keep the
  /// two in step. Not testable on Linux.
  enum SwipePrivateNames {
    /// The classic pull view (iOS 15–18; iOS 26 with `UIDesignRequiresCompatibility`).
    static let pullViewClass = "UISwipeActionPullView"
    /// iOS 26's pull view for the new design; only a report-only hook goes on it.
    static let dynamicPullViewClass = "UISwipeActionDynamicPullView"
    /// The classic pull view's button class, probed once to answer the device status.
    static let standardButtonClass = "UISwipeActionStandardButton"
    /// The pull views' `NSArray` of `UIContextualAction`s (reversed in the classic one).
    static let actionsIvar = "_actions"
    /// The classic pull view's `NSMutableArray` of its buttons, `_buttons[i]` made from
    /// `_actions[i]` (device review r4/r5, N15; `SwipeButtonPairing`).
    static let buttonsIvar = "_buttons"
    /// The pull views' `UIRectEdge` (2 = left, 8 = right).
    static let cellEdgeIvar = "_cellEdge"
    /// The classic pull view's container for the rounded style; non-`nil` means that style.
    static let clippingViewIvar = "_clippingView"
    /// The standard button's cached width (a `double`).
    static let buttonWidthIvar = "_buttonWidth"
    /// The key-value coding key that reaches `_buttonWidth` (there is no setter).
    static let buttonWidthKey = "buttonWidth"
    /// The standard button's width getter, read by the pull view.
    static let buttonWidthGetter = NSSelectorFromString("buttonWidth")
    /// The Info.plist key with which an app built with the iOS 26 SDK keeps the earlier design
    /// (public, documented by Apple; ignored from the iOS 27 SDK on).
    static let designCompatibilityKey = "UIDesignRequiresCompatibility"
  }
#endif
