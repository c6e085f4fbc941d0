import Foundation

/// An animatable property of `LayerState`, the typed key that animations, recorded changes and
/// layers use inside ReelCore: the bridge between Core Animation's string key paths
/// (`"position"`, `"transform.rotation.z"`), Swift's typed key paths (`\LayerState.position`)
/// and type-erased values.
///
/// Strings are resolved to a property once: when an animation's `keyPath` is set (the
/// Core Animation-named API), when a scene document is read, when `EmitterLayer.setValue(_:forKeyPath:)`
/// is called. After that, applying an animation or replaying a `TimelineChange` reads and
/// writes through the property without looking anything up. Two properties are equal when
/// they have the same `name` (an alias such as `isHidden` resolves to the `hidden` property).
///
/// `LayerProperty.named` holds every layer property under Core Animation's key (`"hidden"`
/// for `isHidden`, `"wrapped"` for `isWrapped`; the Swift spelling works too) plus these
/// sub-key paths:
/// `position.x`, `position.y`, `bounds.origin`, `bounds.origin.x`, `bounds.origin.y`,
/// `bounds.size`, `bounds.size.width`, `bounds.size.height`, `anchorPoint.x`, `anchorPoint.y`,
/// `transform.rotation` (= `.z`), `transform.rotation.x`, `.y`, `.z`, `transform.scale` (all
/// three), `transform.scale.x`, `.y`, `.z`, `transform.translation` (x and y, a `Size`),
/// `transform.translation.x`, `.y`, `.z`, `shadowOffset.width`, `shadowOffset.height`.
/// The `transform.*` keys read and write the transform's decomposition (see
/// `TransformKeyPaths.swift`), so animating `transform.rotation.z` from 0 to 2π turns
/// a full circle, as in Core Animation.
public struct LayerProperty: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: every field is immutable; the key paths name stored properties of a
    // value type and are never mutated (Swift 6.3 does not mark key paths Sendable).
    /// The key path string, as Core Animation spells it.
    public let name: String
    /// The value's type.
    public let valueType: any AnimatableValue.Type
    /// The typed key path, for whole properties (nil for sub-key paths like `position.x`).
    public let keyPath: PartialKeyPath<LayerState>?
    /// Whether changing the property can change an emitter's birth rates (`birthRate`,
    /// `emitterCells`, a cell's `birthRate` or `enabled`): what `Timeline` replays for particles.
    public let touchesEmitterRates: Bool
    /// Which layers have the property (the others ignore it when drawing).
    public private(set) var scope = Scope.common
    /// The values readers accept (a scene document's value is checked against it).
    public let domain: Domain
    private let getter: @Sendable (LayerState) -> any AnimatableValue
    private let setter: @Sendable (inout LayerState, any AnimatableValue) -> Bool
    /// Hands the typed key path to a visitor (whole properties only).
    private let opener: (@Sendable (any LayerPropertyVisitor, LayerProperty) -> Any)?

    public static func == (a: LayerProperty, b: LayerProperty) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }

    /// Whether a property of this name can change an emitter's birth rates.
    private static func touchesEmitterRates(_ name: String) -> Bool {
        name == "birthRate" || name == "emitterCells"
            || (name.hasPrefix("emitterCells.")
                && (name.hasSuffix(".birthRate") || name.hasSuffix(".enabled") || name.hasSuffix(".isEnabled")))
    }

    /// Reads the property.
    public func value(in state: LayerState) -> any AnimatableValue { getter(state) }

    /// Writes the property; returns false (and changes nothing) when `value` has the wrong type.
    @discardableResult
    public func set(_ value: any AnimatableValue, in state: inout LayerState) -> Bool { setter(&state, value) }

    init<V: AnimatableValue>(_ name: String, _ keyPath: WritableKeyPath<LayerState, V>, _ domain: Domain = .standard) {
        self.name = name
        self.valueType = V.self
        self.keyPath = keyPath
        self.domain = domain
        self.touchesEmitterRates = Self.touchesEmitterRates(name)
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        getter = { $0[keyPath: kp] }
        opener = { visitor, property in visitor.visit(kp, of: property) }
        setter = { state, value in
            guard let v = castAnimatable(value, to: V.self) else { return false }
            state[keyPath: kp] = v
            return true
        }
    }

    init<V: AnimatableValue>(
        _ name: String, get: @escaping @Sendable (LayerState) -> V,
        set: @escaping @Sendable (inout LayerState, V) -> Void
    ) {
        self.name = name
        self.valueType = V.self
        self.keyPath = nil
        self.domain = .standard
        self.touchesEmitterRates = Self.touchesEmitterRates(name)
        opener = nil
        getter = get
        setter = { state, value in
            guard let v = castAnimatable(value, to: V.self) else { return false }
            set(&state, v)
            return true
        }
    }

    /// Calls the visitor with the property's typed key path, so that generic code (a scene
    /// document's reader and writer, a façade) works on the value's own type; nil for sub-key
    /// paths (`position.x`), which have no key path of their own.
    public func accept<Visitor: LayerPropertyVisitor>(_ visitor: Visitor) -> Visitor.Result? {
        opener.map { $0(visitor, self) as! Visitor.Result }
    }

    /// The same property, for layers of `scope` only.
    func only(_ scope: Scope) -> LayerProperty {
        var property = self
        property.scope = scope
        return property
    }

    /// Sub-key paths into structured properties.
    static let subProperties: [LayerProperty] = {
        return [
            LayerProperty("position.x", get: { $0.position.x }, set: { $0.position.x = $1 }),
            LayerProperty("position.y", get: { $0.position.y }, set: { $0.position.y = $1 }),
            LayerProperty("bounds.origin", get: { $0.bounds.origin }, set: { $0.bounds.origin = $1 }),
            LayerProperty("bounds.origin.x", get: { $0.bounds.origin.x }, set: { $0.bounds.origin.x = $1 }),
            LayerProperty("bounds.origin.y", get: { $0.bounds.origin.y }, set: { $0.bounds.origin.y = $1 }),
            LayerProperty("bounds.size", get: { $0.bounds.size }, set: { $0.bounds.size = $1 }),
            LayerProperty("bounds.size.width", get: { $0.bounds.size.width }, set: { $0.bounds.size.width = $1 }),
            LayerProperty("bounds.size.height", get: { $0.bounds.size.height }, set: { $0.bounds.size.height = $1 }),
            LayerProperty("anchorPoint.x", get: { $0.anchorPoint.x }, set: { $0.anchorPoint.x = $1 }),
            LayerProperty("anchorPoint.y", get: { $0.anchorPoint.y }, set: { $0.anchorPoint.y = $1 }),
            LayerProperty("shadowOffset.width", get: { $0.shadowOffset.width }, set: { $0.shadowOffset.width = $1 }),
            LayerProperty(
                "shadowOffset.height", get: { $0.shadowOffset.height },
                set: { $0.shadowOffset.height = $1 }),
        ] + transformSubProperties
    }()

    /// Every property and sub-key path by name, Swift spellings (`isHidden`, `isBold`,
    /// `isWrapped`) included.
    public static let named: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        for p in all + subProperties { table[p.name] = p }
        table["isHidden"] = table["hidden"]
        table["isDoubleSided"] = table["doubleSided"]
        table["isBold"] = table["bold"]
        table["isWrapped"] = table["wrapped"]
        table["isGeometryFlipped"] = table["geometryFlipped"]
        return table
    }()

    /// Each whole property by its typed key path (immutable after initialization).
    nonisolated(unsafe) static let byKeyPath: [PartialKeyPath<LayerState>: LayerProperty] = {
        var table: [PartialKeyPath<LayerState>: LayerProperty] = [:]
        for p in all { if let kp = p.keyPath { table[kp] = p } }
        return table
    }()

    /// The property a Core Animation key path names, or nil when Reel does not know it.
    /// Besides the table, `emitterCells.NAME.KEY` names a property of an emitter's cell
    /// (`EmitterCellKeyPaths.swift`).
    public static func named(_ keyPath: String) -> LayerProperty? {
        if let property = named[keyPath] { return property }
        return keyPath.hasPrefix("emitterCells.") ? emitterCellProperty(keyPath) : nil
    }

    /// The property of a typed key path (`\.position`), or nil for key paths that are not
    /// whole layer properties.
    public static func of(_ keyPath: PartialKeyPath<LayerState>) -> LayerProperty? { byKeyPath[keyPath] }

    /// The name of a typed key path (`\.position` → `"position"`), or nil for key paths that
    /// are not whole layer properties.
    public static func name(of keyPath: PartialKeyPath<LayerState>) -> String? { byKeyPath[keyPath]?.name }

    /// The property of a typed key path that an animation is created with.
    /// - Precondition: `keyPath` is a whole `LayerState` property (see `all`).
    static func required(_ keyPath: PartialKeyPath<LayerState>) -> LayerProperty {
        guard let property = of(keyPath) else {
            preconditionFailure("\(keyPath) is not an animatable layer property")
        }
        return property
    }
}

/// Generic code over every layer property: `LayerProperty.accept(_:)` calls `visit` with the
/// property's typed key path.
public protocol LayerPropertyVisitor {
    associatedtype Result
    func visit<Value: AnimatableValue>(_ keyPath: WritableKeyPath<LayerState, Value>, of property: LayerProperty)
        -> Result
}

extension LayerProperty {
    /// Which layers have a property.
    public enum Scope: Sendable, Hashable {
        /// Every layer.
        case common
        case shape, text, gradient, replicator, emitter
        /// Replicator and emitter layers (`preservesDepth`).
        case depth

        /// Whether a layer of `kind` has the property.
        public func includes(_ kind: LayerKind) -> Bool {
            switch self {
            case .common: true
            case .shape: kind == .shape
            case .text: kind == .text
            case .gradient: kind == .gradient
            case .replicator: kind == .replicator
            case .emitter: kind == .emitter
            case .depth: kind == .replicator || kind == .emitter
            }
        }
    }

    /// The values a property accepts, beyond its type: what a scene document's reader checks.
    public enum Domain: Sendable, Hashable {
        /// Whatever the type holds (a point's coordinates within the coordinate limit, a size's
        /// lengths ≥ 0, any colour, any case of an enumeration).
        case standard
        /// A coordinate (magnitude within the coordinate limit), possibly negative.
        case coordinate
        /// A length: 0 up to the coordinate limit.
        case length
        /// 0…1.
        case unit
        /// Seconds, possibly negative, within the time limit.
        case time
        case between(Double, Double)
        /// Above 0 and at most the bound.
        case positive(atMost: Double)
        /// `strokeStart`/`strokeEnd`: any number, drawn clamped to 0…1 (with a warning).
        case strokeFraction
        /// A whole number in the range.
        case wholeNumber(ClosedRange<Int>)
        /// A string that is not empty, described by the phrase ("a font family name").
        case nonEmptyText(String)
        /// A dash pattern: lengths ≥ 0, not all 0.
        case dashes
    }
}
