#if canImport(UIKit)
  // What `SwipeButtonCustomization.status` reports and what an action's button can be styled as
  // (`SystemSwipeButtonsStatus`, `SwipeButtonStyle`, …) are declared in the pure-Swift
  // `TableGestureSystemSwipeCore`, where Linux tests them; an app sees them through this product.
  @_exported import TableGestureSystemSwipeCore
#endif
