import Shaders

/// Receives a clip's frames in order from the render pipeline and says, with its own error
/// type, why it could not: a ``VideoWriter`` (``EncodeError``), or a sink that does something
/// else with the frames (hashing and verification hand them to a closure and fail with its
/// errors).
///
/// Sinks are not thread-safe: one thread appends, then finishes or cancels. When any sink
/// fails, the pipeline cancels every sink and rethrows that sink's error unchanged.
public protocol FrameSink: AnyObject {
    /// Why the sink can fail.
    associatedtype Failure: Error
    /// Takes the next frame.
    func append(_ frame: Frame) throws(Failure)
    /// Called after the last frame.
    func finish() throws(Failure)
    /// Stops early, leaving nothing half-done. Safe to call more than once, and after `finish`.
    func cancel()
    /// The sink uses only every `frameStep`-th frame it is given, counting from the first (a
    /// GIF above 50 fps keeps one frame in two or more); the pipeline calls ``skipFrame()``
    /// for the others, instead of rendering them, when no other sink uses them. Default 1:
    /// every frame.
    var frameStep: Int { get }
    /// Stands for a frame the sink drops (one whose position is not a multiple of
    /// ``frameStep``): counted as given, never rendered. The default (for sinks that use every
    /// frame, which are never given one) does nothing.
    func skipFrame() throws(Failure)
}

extension FrameSink {
    public var frameStep: Int { 1 }
    public func skipFrame() throws(Failure) {}
}
