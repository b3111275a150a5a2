// The swipe engine's types renamed before 1.0 so that every one starts with `Swipeable`: the old
// names still compile, with a fix-it to the new one.

/// Renamed ``SwipeableRubberBand``.
@available(*, deprecated, renamed: "SwipeableRubberBand")
public typealias SwipeRubberBand = SwipeableRubberBand

/// Renamed ``SwipeableButtonSizing``.
@available(*, deprecated, renamed: "SwipeableButtonSizing")
public typealias SwipeButtonSizing = SwipeableButtonSizing

/// Renamed ``SwipeableSpringModel``.
@available(*, deprecated, renamed: "SwipeableSpringModel")
public typealias SwipeSpringModel = SwipeableSpringModel
