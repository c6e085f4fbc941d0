import ReelCore

/// `CALayer`'s appearance and timing: opacity, colours, border, corners, shadow, contents,
/// name, speed and offsets. Each forwards to the ReelCore layer.
extension CALayer {
    public var opacity: Float {
        get { Float(reel.opacity) }
        set { reel.opacity = Double(newValue) }
    }
    public var isHidden: Bool {
        get { reel.isHidden }
        set { reel.isHidden = newValue }
    }
    public var masksToBounds: Bool {
        get { reel.masksToBounds }
        set { reel.masksToBounds = newValue }
    }
    public var backgroundColor: CGColor? {
        get { reel.backgroundColor.map(CGColor.init) }
        set { reel.backgroundColor = newValue?.reel }
    }
    public var cornerRadius: CGFloat {
        get { CGFloat(reel.cornerRadius) }
        set { reel.cornerRadius = Double(newValue) }
    }
    public var borderWidth: CGFloat {
        get { CGFloat(reel.borderWidth) }
        set { reel.borderWidth = Double(newValue) }
    }
    /// The border's colour (nil draws no border, as a clear colour).
    public var borderColor: CGColor? {
        get { CGColor(reel.borderColor) }
        set { reel.borderColor = newValue?.reel ?? .clear }
    }
    public var shadowColor: CGColor? {
        get { CGColor(reel.shadowColor) }
        set { reel.shadowColor = newValue?.reel ?? .clear }
    }
    public var shadowOpacity: Float {
        get { Float(reel.shadowOpacity) }
        set { reel.shadowOpacity = Double(newValue) }
    }
    public var shadowOffset: CGSize {
        get { CGSize(reel.shadowOffset) }
        set { reel.shadowOffset = newValue.reel }
    }
    public var shadowRadius: CGFloat {
        get { CGFloat(reel.shadowRadius) }
        set { reel.shadowRadius = Double(newValue) }
    }
    public var shadowPath: CGPath? {
        get { reel.shadowPath.map { CGPath(reel: $0) } }
        set { reel.shadowPath = newValue?.reel }
    }
    /// The layer's image: a `CGImage` (anything else shows nothing, as in Core Animation).
    public var contents: Any? {
        get { reel.contents.map(CGImage.init) }
        set { reel.contents = (newValue as? CGImage)?.reel }
    }
    public var name: String? {
        get { reel.name }
        set { reel.name = newValue }
    }
    public var speed: Float {
        get { Float(reel.speed) }
        set { reel.speed = Double(newValue) }
    }
    public var timeOffset: CFTimeInterval {
        get { reel.timeOffset }
        set { reel.timeOffset = newValue }
    }
    public var beginTime: CFTimeInterval {
        get { reel.beginTime }
        set { reel.beginTime = newValue }
    }
}
