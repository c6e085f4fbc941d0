/// Why the preview could not start or serve.
public enum PreviewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libmicrohttpd could not listen on the port (in use, or not allowed).
    case cannotListen(port: Int, reason: String)
    /// The scratch folder for rendered frames and exports could not be made.
    case cannotCreateScratch(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotListen(let port, let reason):
            "cannot listen on 127.0.0.1:\(port): \(reason); pick another port with --port (0 picks a free one)"
        case .cannotCreateScratch(let path, let reason):
            "cannot create the scratch folder '\(path)': \(reason); check that the temporary folder is writable"
        }
    }
}
