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
