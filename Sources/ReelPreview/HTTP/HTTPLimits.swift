/// How much a client may send and how long it may take: the server's bounds.
public struct HTTPLimits: Sendable, Hashable {
    /// Bytes of memory for one connection's request line and headers (libmicrohttpd refuses a
    /// request whose head does not fit, with 431 or 414).
    public var connectionMemory: Int = 32 * 1024
    /// Header fields in one request; more is refused with 431.
    public var headerCount: Int = 64
    /// Bytes of request body; more is refused with 413.
    public var bodyBytes: Int = 64 * 1024
    /// Open connections at once; further connections are refused until one closes.
    public var connections: Int = 64
    /// Seconds a connection may stay idle (a request sent slowly, or nothing) before it closes.
    public var idleSeconds: Int = 15

    public init() {}
}
