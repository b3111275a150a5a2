// UILabel members used by the swipe engine's button titles.
extension UILabel {
  // not found in the stored docs as its own page: the header declares
  // `@property(nonatomic) NSInteger numberOfLines`, imported as `var numberOfLines: Int { get set }`
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  @objc open var numberOfLines: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth
  @objc open var adjustsFontSizeToFitWidth: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor
  @objc open var minimumScaleFactor: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
