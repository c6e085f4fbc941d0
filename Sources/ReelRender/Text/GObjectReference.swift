import CCairo

/// Owns one reference to a GObject (a `PangoContext`, a `PangoFont`); `deinit` drops it
/// (`g_object_unref`).
///
/// `Object` is the pointer type the C API hands out. Read the object inside `use(_:)`, which
/// keeps the reference alive for the whole call.
final class GObjectReference<Object> {
    private let object: Object
    private let raw: UnsafeMutableRawPointer

    private init(object: Object, raw: UnsafeMutableRawPointer) {
        self.object = object
        self.raw = raw
    }

    deinit { g_object_unref(raw) }

    func use<R>(_ body: (Object) throws -> R) rethrows -> R {
        try withExtendedLifetime(self) { try body(object) }
    }
}

extension GObjectReference where Object == OpaquePointer {
    /// Takes over the reference `object` comes with (from a `*_new` or `*_create_*` call).
    convenience init(owning object: OpaquePointer) {
        self.init(object: object, raw: UnsafeMutableRawPointer(object))
    }
}

extension GObjectReference {
    /// Takes over the reference `object` comes with (from a `*_new` or `*_load_*` call).
    convenience init<Pointee>(owning object: UnsafeMutablePointer<Pointee>)
    where Object == UnsafeMutablePointer<Pointee> {
        self.init(object: object, raw: UnsafeMutableRawPointer(object))
    }
}
