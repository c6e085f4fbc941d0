import ReelCore

/// One kind of particle a `CAEmitterLayer` emits, like `CAEmitterCell`: a class with Apple's
/// property types, made into ReelCore's `EmitterCell` value (`reel`) when the cells are
/// assigned to a layer.
open class CAEmitterCell: NSObject, @unchecked Sendable {
    // @unchecked Sendable: configured by one thread, as Core Animation's.
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
    open var color: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var redRange: Float = 0, greenRange: Float = 0, blueRange: Float = 0, alphaRange: Float = 0
    open var redSpeed: Float = 0, greenSpeed: Float = 0, blueSpeed: Float = 0, alphaSpeed: Float = 0
    /// The particle's image: a `CGImage`.
    open var contents: Any?
    open var contentsScale: CGFloat = 1
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    /// Cells each particle of this cell emits in turn.
    open var emitterCells: [CAEmitterCell]?

    public override init() {
        super.init()
    }

    /// The cell as ReelCore's value, its nested cells included.
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
