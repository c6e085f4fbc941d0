/// One HTTP request as the preview's router sees it: the path (percent-decoded by the server
/// library), the query arguments in order, the headers and the body.
public struct HTTPRequest: Sendable {
    /// `GET`, `HEAD` or `POST` (the server refuses other methods).
    public var method: String
    /// The decoded path, starting with `/`.
    public var path: String
    /// Query arguments in the order they were sent; a name may repeat (`set=a=1&set=b=2`).
    public var query: [(name: String, value: String)]
    /// Header names as sent and their values.
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(
        method: String, path: String, query: [(name: String, value: String)] = [],
        headers: [(name: String, value: String)] = [], body: [UInt8] = []
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The last value of query argument `name`.
    public func argument(_ name: String) -> String? { query.last(where: { $0.name == name })?.value }

    /// Every value of query argument `name`, in order.
    public func arguments(_ name: String) -> [String] { query.filter { $0.name == name }.map(\.value) }

    /// The value of header `name` (case-insensitive).
    public func header(_ name: String) -> String? {
        headers.first(where: { $0.name.lowercased() == name.lowercased() })?.value
    }
}

/// An HTTP response: a status, headers and a body sent as it is.
public struct HTTPResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(status: Int, headers: [(name: String, value: String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A response with a body and its content type.
    public init(status: Int = 200, contentType: String, body: [UInt8]) {
        self.init(status: status, headers: [("Content-Type", contentType)], body: body)
    }

    /// A plain-text response (errors: the text says what was wrong).
    public static func text(_ status: Int, _ message: String) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
    }

    /// A JSON response from already serialized JSON text.
    public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json; charset=utf-8", body: Array(text.utf8))
    }
}

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
