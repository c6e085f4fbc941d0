import Foundation
import Glibc

/// A raw HTTP exchange over a TCP socket to 127.0.0.1, so tests can send what browsers never
/// would (a foreign Host, `..` in the path, hundreds of headers) exactly as written.
enum RawHTTP {
    struct Reply {
        /// The status code; nil when the server closed the connection without answering.
        var status: Int?
        var head: String
        var body: [UInt8]
    }

    /// Sends `request` as it is, then reads until the server closes the connection (or 10 s
    /// pass without a byte: a safety bound, after which `timedOut` is true).
    static func send(_ request: [UInt8], port: Int) -> (reply: Reply, timedOut: Bool) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7f00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { return (Reply(status: nil, head: "cannot connect", body: []), false) }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // the server may close early (413, 431): read what it said
            sent += n
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        var timedOut = false
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n > 0 {
                received += buffer[0..<n]
            } else {
                timedOut = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
                break
            }
        }
        return (parse(received), timedOut)
    }

    /// `GET path` with `Connection: close` and the given headers (a Host first unless nil).
    static func get(_ path: String, port: Int, host: String?, headers: [String] = []) -> Reply {
        var text = "GET \(path) HTTP/1.1\r\n"
        if let host { text += "Host: \(host)\r\n" }
        for h in headers { text += h + "\r\n" }
        text += "Connection: close\r\n\r\n"
        return send(Array(text.utf8), port: port).reply
    }

    private static func parse(_ bytes: [UInt8]) -> Reply {
        let separator: [UInt8] = [13, 10, 13, 10]
        var split = bytes.count
        if bytes.count >= 4 {
            for i in 0...(bytes.count - 4) where Array(bytes[i..<(i + 4)]) == separator {
                split = i
                break
            }
        }
        let head = String(decoding: bytes[0..<split], as: UTF8.self)
        let body = split + 4 <= bytes.count ? Array(bytes[(split + 4)...]) : []
        let status = head.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return Reply(status: status, head: head, body: body)
    }
}
