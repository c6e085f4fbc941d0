import CMicroHTTPD
import Foundation
import Glibc

/// An HTTP/1.1 server on 127.0.0.1 only, built on libmicrohttpd: one thread per connection,
/// so a slow render answers one tab without holding up another.
///
/// Before a request reaches the handler the server refuses, by itself:
/// - a `Host` header that is not `127.0.0.1:PORT` or `localhost:PORT` (421): a page on
///   another site that points its own name at 127.0.0.1 (DNS rebinding) sends its own name;
/// - more header fields than ``HTTPLimits/headerCount`` (431), a body over
///   ``HTTPLimits/bodyBytes`` (413), a method other than GET, HEAD and POST (405).
///
/// libmicrohttpd bounds the request head (``HTTPLimits/connectionMemory``), the number of
/// connections and idle time. Every libmicrohttpd pointer stays inside this file: the daemon
/// belongs to the server (stopped in `deinit`), each response to one `MHDResponse`.
public final class HTTPServer: Sendable {
    /// Answers one request; called on the connection's thread, several at once.
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    /// The port the server listens on (the one picked when 0 was asked for).
    public let port: Int
    // The daemon handle, owned here: made in init, stopped in deinit. libmicrohttpd's daemon
    // is safe to use from any thread; Swift only ever passes the pointer back to it.
    private nonisolated(unsafe) let daemon: OpaquePointer
    private let context: Unmanaged<HTTPServerContext>

    /// Starts listening on 127.0.0.1:`port`.
    /// - Parameters:
    ///   - port: The port; 0 picks a free one (read it back from ``port``).
    ///   - limits: Bounds on what a client may send.
    ///   - handler: Answers requests that pass the server's own checks.
    /// - Throws: ``PreviewError/cannotListen(port:reason:)`` when the port cannot be bound.
    /// - The corresponding C function is `MHD_start_daemon`.
    public init(port: Int, limits: HTTPLimits = HTTPLimits(), handler: @escaping Handler) throws(PreviewError) {
        guard (0...65535).contains(port) else {
            throw .cannotListen(port: port, reason: "a port is a number from 0 to 65535")
        }
        let context = Unmanaged.passRetained(HTTPServerContext(limits: limits, handler: handler))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)  // 127.0.0.1
        errno = 0
        let made = reel_mhd_start(
            &address, accessHandler, context.toOpaque(), completedHandler, nil, limits.connectionMemory,
            UInt32(limits.connections), UInt32(limits.idleSeconds))
        guard let made else {
            let reason = errno == EADDRINUSE || errno == 0 ? "the port is in use" : String(cString: strerror(errno))
            context.release()
            throw .cannotListen(port: port, reason: reason)
        }
        daemon = made
        self.context = context
        self.port = Int(reel_mhd_bound_port(made))
        context.takeUnretainedValue().port = self.port
    }

    deinit {
        MHD_stop_daemon(daemon)
        context.release()
    }

    /// The address the listening socket is bound to, as `a.b.c.d:port` (from `getsockname`).
    public var boundAddress: String {
        let fd = reel_mhd_listen_fd(daemon)
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard status == 0 else { return "unknown" }
        var text = [CChar](repeating: 0, count: Int(INET_ADDRSTRLEN))
        inet_ntop(AF_INET, &address.sin_addr, &text, socklen_t(text.count))
        let host = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return host + ":\(UInt16(bigEndian: address.sin_port))"
    }
}

/// What the C callbacks reach through their `cls` pointer: the limits and the handler.
/// `port` is set once, right after the daemon starts and before any request can be answered
/// by it (a request that arrives first is refused as a Host mismatch, never misread).
final class HTTPServerContext: @unchecked Sendable {
    let limits: HTTPLimits
    let handler: HTTPServer.Handler
    private let lock = NSLock()
    private var boundPort = -1

    init(limits: HTTPLimits, handler: @escaping HTTPServer.Handler) {
        self.limits = limits
        self.handler = handler
    }

    var port: Int {
        get { lock.withLock { boundPort } }
        set { lock.withLock { boundPort = newValue } }
    }

    /// Whether a `Host` header names this server: the loopback name or address with its port.
    func acceptsHost(_ host: String?) -> Bool {
        guard let host else { return false }
        let port = self.port
        return ["127.0.0.1:\(port)", "localhost:\(port)"].contains(host.lowercased())
    }
}

/// One request's body as it arrives, kept between libmicrohttpd's calls in `con_cls`.
final class PendingRequest {
    var body: [UInt8] = []
    var tooLarge = false
    var early: HTTPResponse?
}

/// A libmicrohttpd response, destroyed with its owner.
private final class MHDResponse {
    let pointer: OpaquePointer

    /// - The corresponding C function is `MHD_create_response_from_buffer`.
    init?(_ response: HTTPResponse) {
        var body = response.body
        let made = body.withUnsafeMutableBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, bytes.baseAddress, .RESPMEM_MUST_COPY)
        }
        guard let made else { return nil }
        pointer = made
        for (name, value) in response.headers { _ = MHD_add_response_header(pointer, name, value) }
    }

    deinit { MHD_destroy_response(pointer) }
}

/// Collects key/value pairs of one kind (headers, query arguments) from a connection.
private func values(_ connection: OpaquePointer, _ kind: MHD_ValueKind) -> [(name: String, value: String)] {
    final class Box { var items: [(name: String, value: String)] = [] }
    let box = Box()
    let collect: MHD_KeyValueIterator = { cls, _, key, value in
        let box = Unmanaged<Box>.fromOpaque(cls!).takeUnretainedValue()
        box.items.append((key.map { String(cString: $0) } ?? "", value.map { String(cString: $0) } ?? ""))
        return .YES
    }
    withExtendedLifetime(box) {
        _ = MHD_get_connection_values(connection, kind, collect, Unmanaged.passUnretained(box).toOpaque())
    }
    return box.items
}

private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    var response = response
    response.headers += [("X-Content-Type-Options", "nosniff"), ("Cache-Control", "no-store")]
    guard let made = MHDResponse(response) else { return .NO }
    return MHD_queue_response(connection, UInt32(response.status), made.pointer)
}

/// libmicrohttpd calls this once when a request's head has arrived (`*con_cls` nil), then for
/// each piece of body, then once more with no data: the moment to answer.
private let accessHandler: MHD_AccessHandlerCallback = { cls, connection, url, method, _, data, size, state in
    guard let cls, let connection, let url, let method, let size, let state else { return .NO }
    let context = Unmanaged<HTTPServerContext>.fromOpaque(cls).takeUnretainedValue()
    if state.pointee == nil {
        let pending = PendingRequest()
        let headers = values(connection, .HEADER_KIND)
        let methodName = String(cString: method)
        let host = headers.first(where: { $0.name.lowercased() == "host" })?.value
        let length = headers.first(where: { $0.name.lowercased() == "content-length" }).flatMap { Int($0.value) }
        if headers.count > context.limits.headerCount {
            pending.early = .text(431, "too many header fields (more than \(context.limits.headerCount))")
        } else if !context.acceptsHost(host) {
            pending.early = .text(
                421,
                "this is the reel preview for 127.0.0.1:\(context.port) only; open http://127.0.0.1:\(context.port)/")
        } else if !["GET", "HEAD", "POST"].contains(methodName) {
            pending.early = HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD, POST")])
        } else if let length, length > context.limits.bodyBytes {
            pending.early = .text(413, "the request body is over \(context.limits.bodyBytes) bytes")
        }
        state.pointee = Unmanaged.passRetained(pending).toOpaque()
        if let early = pending.early { return queue(early, on: connection) }
        return .YES
    }
    let pending = Unmanaged<PendingRequest>.fromOpaque(state.pointee!).takeUnretainedValue()
    if pending.early != nil {
        size.pointee = 0  // already answered: drop the rest of the body
        return .YES
    }
    if size.pointee > 0 {
        if pending.body.count + size.pointee > context.limits.bodyBytes {
            pending.tooLarge = true
        } else if let data {
            data.withMemoryRebound(to: UInt8.self, capacity: size.pointee) {
                pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: size.pointee))
            }
        }
        size.pointee = 0
        return .YES
    }
    if pending.tooLarge {
        return queue(.text(413, "the request body is over \(context.limits.bodyBytes) bytes"), on: connection)
    }
    let request = HTTPRequest(
        method: String(cString: method), path: String(cString: url),
        query: values(connection, .GET_ARGUMENT_KIND), headers: values(connection, .HEADER_KIND),
        body: pending.body)
    return queue(context.handler(request), on: connection)
}

/// Frees the request's body when libmicrohttpd is done with it (answered, failed or timed out).
private let completedHandler: MHD_RequestCompletedCallback = { _, _, state, _ in
    guard let state, let pointer = state.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(pointer).release()
    state.pointee = nil
}
