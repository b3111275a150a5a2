// Members of `CALayer` used by the leaving fill of a deleted row (device review r5, R5-1) and its
// iOS test. Checked against iPhoneOS26.2.sdk QuartzCore.framework/Headers/CALayer.h.
extension CALayer {
  // https://developer.apple.com/documentation/quartzcore/calayer/add(_:forkey:)
  // (`- (void)addAnimation:(CAAnimation *)anim forKey:(nullable NSString *)key;`)
  @objc open func add(_ anim: CAAnimation, forKey key: String?) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/removeanimation(forkey:)
  @objc open func removeAnimation(forKey key: String) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/animation(forkey:)
  // (`- (nullable __kindof CAAnimation *)animationForKey:(NSString *)key;`)
  @objc open func animation(forKey key: String) -> CAAnimation? { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/presentation()
  // (`- (nullable instancetype)presentationLayer;`)
  @objc open func presentation() -> Self? { declarationOnly() }
}
