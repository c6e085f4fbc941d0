import ReelCore

/// One kind of particle an emitter layer emits, like `CAEmitterCell`: its settings become
/// ReelCore's `EmitterCell` value when the cell is given to a layer (`emitterCells`), as Core
/// Animation copies cells then; change a running emitter through the layer.
open class CAEmitterCell: NSObject, @unchecked Sendable {
    // @unchecked Sendable: configured by one thread, read when given to a layer.
    open var name: String?
    open var isEnabled = true
    open var birthRate: Float = 0
    open var lifetime: Float = 0
    open var lifetimeRange: Float = 0
    open var emissionLatitude: CGFloat = 0
    open var emissionLongitude: CGFloat = 0
    open var emissionRange: CGFloat = 0
    open var velocity: CGFloat = 0
    open var velocityRange: CGFloat = 0
    open var xAcceleration: CGFloat = 0
    open var yAcceleration: CGFloat = 0
    open var zAcceleration: CGFloat = 0
    open var scale: CGFloat = 1
    open var scaleRange: CGFloat = 0
    open var scaleSpeed: CGFloat = 0
    open var spin: CGFloat = 0
    open var spinRange: CGFloat = 0
    open var color: CGColor? = CGColor(Color.white)
    open var redRange: Float = 0
    open var greenRange: Float = 0
    open var blueRange: Float = 0
    open var alphaRange: Float = 0
    open var redSpeed: Float = 0
    open var greenSpeed: Float = 0
    open var blueSpeed: Float = 0
    open var alphaSpeed: Float = 0
    /// The particle's image: a `CGImage`.
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    /// How the cell's image is sampled when drawn larger or smaller (a `CALayerContentsFilter`'s
    /// raw value, `"linear"` by default): stored; particles are always drawn with Reel's smooth
    /// sprite sampling (docs/animation.md).
    open var magnificationFilter: String = CALayerContentsFilter.linear.rawValue
    open var minificationFilter: String = CALayerContentsFilter.linear.rawValue
    /// The level-of-detail bias of `trilinear` minification.
    /// Reel: accepted; Reel draws no mipmaps (`trilinear` samples as `linear`).
    open var minificationFilterBias: Float = 0 {
        didSet { AcceptedMember.note("CAEmitterCell.minificationFilterBias") }
    }
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var emitterCells: [CAEmitterCell]?

    public override init() {
        super.init()
    }

    /// A new cell with the default values, decoding nothing (Reel archives no cells).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The value of `key` before one is set: the cell's own default for its properties (1 for
    /// `"scale"` and `"contentsScale"`, true for `"enabled"`, white for `"color"`, `"linear"`
    /// for the filters, 0 for the other numbers), else nil. Override for keys of your own.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "scale", "contentsScale": CGFloat(1)
        case "enabled": true
        case "color": CGColor(Color.white)
        case "minificationFilter", "magnificationFilter": CALayerContentsFilter.linear.rawValue
        case "contentsRect": CGRect(x: 0, y: 0, width: 1, height: 1)
        case _ where zeroKeys.contains(key): CGFloat(0)
        default: nil
        }
    }

    /// Whether `key`'s value is archived: true for every key, as Core Animation's default.
    public func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The numeric keys whose default is 0.
    private static let zeroKeys: Set<String> = [
        "birthRate", "lifetime", "lifetimeRange", "emissionLatitude", "emissionLongitude", "emissionRange",
        "velocity", "velocityRange", "xAcceleration", "yAcceleration", "zAcceleration", "scaleRange", "scaleSpeed",
        "spin", "spinRange", "redRange", "greenRange", "blueRange", "alphaRange", "redSpeed", "greenSpeed",
        "blueSpeed", "alphaSpeed", "minificationFilterBias", "beginTime", "duration",
    ]

    /// The cell in ReelCore.
    package var reel: EmitterCell {
        var cell = EmitterCell()
        cell.name = name
        cell.isEnabled = isEnabled
        cell.birthRate = Double(birthRate)
        cell.lifetime = Double(lifetime)
        cell.lifetimeRange = Double(lifetimeRange)
        cell.emissionLatitude = Double(emissionLatitude)
        cell.emissionLongitude = Double(emissionLongitude)
        cell.emissionRange = Double(emissionRange)
        cell.velocity = Double(velocity)
        cell.velocityRange = Double(velocityRange)
        cell.xAcceleration = Double(xAcceleration)
        cell.yAcceleration = Double(yAcceleration)
        cell.zAcceleration = Double(zAcceleration)
        cell.scale = Double(scale)
        cell.scaleRange = Double(scaleRange)
        cell.scaleSpeed = Double(scaleSpeed)
        cell.spin = Double(spin)
        cell.spinRange = Double(spinRange)
        cell.color = color?.reel ?? .white
        (cell.redRange, cell.greenRange) = (Double(redRange), Double(greenRange))
        (cell.blueRange, cell.alphaRange) = (Double(blueRange), Double(alphaRange))
        (cell.redSpeed, cell.greenSpeed) = (Double(redSpeed), Double(greenSpeed))
        (cell.blueSpeed, cell.alphaSpeed) = (Double(blueSpeed), Double(alphaSpeed))
        cell.contents = (contents as? CGImage)?.reel
        cell.contentsScale = Double(contentsScale)
        cell.beginTime = beginTime
        cell.duration = duration
        cell.emitterCells = (emitterCells ?? []).map(\.reel)
        return cell
    }
}
