/// Why `reel join` refused its parts or could not write the joined file: the part and the
/// field at fault, and what to do.
public struct JoinError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of failure this is; the command line maps kinds to exit codes.
    public enum Kind: Sendable, Equatable {
        /// A part file does not exist (exit 66).
        case missingPart
        /// A file is not an MP4 part written by Reel, or does not hold what its tag says (65).
        case badPart
        /// Parts that do not belong together: another size, rate, codec, encoder setting or
        /// clip, or frame ranges with a gap or an overlap (65).
        case mismatch
        /// The joined file cannot be created (73).
        case cannotCreateOutput
        /// FFmpeg failed while reading or writing (1).
        case failed
    }

    public let kind: Kind
    /// The part at fault, as given.
    public let part: String?
    /// The field that does not match (`size`, `frame rate`, `frames`, …).
    public let field: String?
    public let message: String

    public init(_ kind: Kind, part: String? = nil, field: String? = nil, _ message: String) {
        self.kind = kind
        self.part = part
        self.field = field
        self.message = message
    }

    public var description: String { message }

    /// An ``EncodeError`` from reading `part` or writing the output.
    init(_ error: EncodeError, part: String? = nil) {
        let kind: Kind =
            switch error.kind {
            case .cannotCreateOutput where part == nil: .cannotCreateOutput
            case .invalidInput, .ffmpeg, .cannotCreateOutput: part == nil ? .failed : .badPart
            case .quantization, .cancelled: .failed
            }
        self.init(kind, part: part, error.message)
    }
}
