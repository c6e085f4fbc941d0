import Foundation
import ReelArchive
import ReelCore
import ReelScene

/// Lottie (Bodymovin JSON) files as Reel scene documents.
///
/// ```swift
/// let (document, base) = try LottieImport.load(contentsOfFile: "anim.json")
/// let timeline = document.timeline(baseDirectory: base)     // or render it as any scene
/// ```
///
/// The file becomes an ordinary scene document (`"reel": 1`): its size, frame rate and length
/// (`w`, `h`, `fr`, `op − ip` frames) and a layer tree that Reel draws; features Reel does not
/// draw are listed in ``LottieImport/Result/warnings`` (and in the document's `warnings`).
/// Text strings and static colours are template parameters, named by layer (`headline`,
/// `Background_Fill_1`) or by Lottie slot id.
public enum LottieImport {
    /// What an import made.
    public struct Result: Sendable {
        /// The scene document: its static colours and texts given by its `params`
        /// (`SceneLayer.parameterBindings`).
        public var document: SceneDocument
        /// The scene document's JSON, as `reel import` writes it (`SceneDocument.jsonValue()`).
        public var scene: JSONValue { document.jsonValue() }
        /// Features that are not drawn as the file describes them, in file order.
        public var warnings: [LottieWarning]
        /// Embedded images: paths relative to the document and their bytes, to be written
        /// before the document is read.
        public var images: [(path: String, data: Data)]
    }

    /// Whether a parsed JSON value is meant as a Lottie file: an object, not a Reel document
    /// (no `reel` key), with `layers` and any of Lottie's other top-level keys (`fr`, `ip`, `op`,
    /// `w`, `h`). The version `v` is not needed: the Lottie specification does not require it,
    /// and files written by hand or by other tools leave it out. A file that has some of the
    /// keys but not all is read as Lottie, so its error names the key it lacks.
    public static func isLottie(_ value: JSONValue) -> Bool {
        guard value["reel"] == nil, value["layers"] != nil else { return false }
        return ["fr", "ip", "op", "w", "h"].contains { value[$0] != nil }
    }

    /// The top-level keys the Lottie specification requires of an animation, with what each
    /// holds (the version `v` is optional).
    static let requiredKeys: [(key: String, meaning: String)] = [
        ("fr", "the frame rate"), ("ip", "the first frame"), ("op", "the frame after the last"),
        ("w", "the width in pixels"), ("h", "the height in pixels"), ("layers", "the layers"),
    ]

    /// Why a value recognised by ``isLottie(_:)`` cannot be read: the first required key it
    /// lacks, named with what it holds; nil when it has them all.
    static func missingKey(_ value: JSONValue) -> String? {
        guard let (key, meaning) = requiredKeys.first(where: { value[$0.key] == nil }) else { return nil }
        return "the top-level key '\(key)' (\(meaning)) is missing: a Lottie animation needs fr, ip, op, w, h and "
            + "layers"
    }

    /// Whether the file at `path` looks like a Lottie file (read and parsed), a dotLottie archive
    /// or a gzipped Lottie file (`.tgs`); a container is only recognised here, and read by `load`.
    public static func isLottieFile(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        if ZipArchive.looksLikeZip(data) || Gzip.looksLikeGzip(data) { return true }
        guard let value = try? JSONParser().parse([UInt8](data)) else { return false }
        return isLottie(value)
    }

    /// Converts a parsed Lottie file.
    /// - Parameter imageFolder: The folder, relative to the document, embedded images go to.
    public static func convert(_ value: JSONValue, imageFolder: String = "images") -> Result {
        let converter = LottieConverter(file: LottieFile.decode(resolveSlots(value)), imageFolder: imageFolder)
        let document = converter.document()
        return Result(
            document: document, warnings: converter.warnings,
            images: converter.embeddedImages.map { ($0.name, $0.data) })
    }

    /// Why a Lottie file could not be imported.
    public enum ImportError: Error, Sendable, CustomStringConvertible {
        case cannotRead(path: String, reason: String)
        case notLottie(path: String)
        case syntax(path: String, message: String)
        /// `strict`: the file uses features Reel does not draw.
        case unsupported(path: String, warnings: [LottieWarning])
        /// The converted document did not validate (a bug in the importer, or values out of
        /// Reel's ranges, such as a canvas over the pixel limit).
        case invalid(SceneValidationError)
        case cannotWriteImage(path: String, reason: String)
        /// A `.lottie` or `.tgs` file that cannot be unpacked (damaged, too large, unsafe names).
        case archive(ArchiveError)
        /// A dotLottie file whose manifest, animation or theme is missing or not valid JSON.
        case container(path: String, entry: String, message: String)
        /// `--animation` or `--theme` names nothing in the file (`option` is `animation` or `theme`).
        case noSuchChoice(path: String, option: String, id: String, available: [String])
        /// `--animation` or `--theme` given for a file that is not a dotLottie file.
        case choiceNeedsDotLottie(path: String, option: String)

        public var description: String {
            switch self {
            case .cannotRead(let path, let reason): "cannot open Lottie file '\(path)': \(reason)"
            case .notLottie(let path):
                "'\(path)' is not a Lottie file: it needs the top-level keys fr, ip, op, w, h and layers"
            case .syntax(let path, let message): "\(path): \(message)"
            case .unsupported(let path, let warnings):
                warnings.map { "\(path): \($0) (--strict)" }.joined(separator: "\n")
            case .invalid(let e): e.description
            case .cannotWriteImage(let path, let reason): "cannot write image '\(path)': \(reason)"
            case .archive(let e): e.description
            case .container(let path, let entry, let message): "\(path): entry '\(entry)': \(message)"
            case .noSuchChoice(let path, let option, let id, let available):
                "\(path) has no \(option) '\(id)'; it has: "
                    + (available.isEmpty ? "none" : available.joined(separator: ", "))
            case .choiceNeedsDotLottie(let path, let option):
                "--\(option) picks from a dotLottie (.lottie) file; '\(path)' is not one"
            }
        }
    }

    /// Reads a Lottie file and converts it to a decoded scene document.
    ///
    /// Embedded images are written under `imageDirectory` (by default a folder in the system's
    /// temporary directory named by the file's content, so the same file reuses it).
    /// - Parameters:
    ///   - overrides: `--set` values for the document's parameters.
    ///   - strict: Throws `.unsupported` when anything would be drawn otherwise than the file says.
    /// - Returns: The document (its `warnings` include the import's) and the folder its asset
    ///   paths are relative to.
    public static func load(
        contentsOfFile path: String, overrides: [SceneOverride] = [], strict: Bool = false,
        imageDirectory: String? = nil, selection: LottieSelection = LottieSelection()
    ) throws(ImportError) -> (document: SceneDocument, baseDirectory: String, warnings: [LottieWarning]) {
        let (value, data, themeWarnings) = try read(contentsOfFile: path, selection: selection)
        let fileBase = PathText.folder(of: path)
        let base = fileBase.isEmpty ? "." : fileBase
        // Embedded images go to a folder; the document names them by absolute path there.
        let folder =
            imageDirectory
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent(
                "reel-lottie-" + String(fnv1a(data + Data((selection.animation ?? "").utf8)), radix: 16))
        var result = convert(value, imageFolder: folder)
        result.warnings = themeWarnings + result.warnings
        if strict && !result.warnings.isEmpty { throw .unsupported(path: path, warnings: result.warnings) }
        if !result.images.isEmpty {
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            for image in result.images {
                let target = (folder as NSString).appendingPathComponent((image.path as NSString).lastPathComponent)
                if FileManager.default.contents(atPath: target) != image.data {
                    do { try image.data.write(to: URL(fileURLWithPath: target), options: .atomic) } catch {
                        throw .cannotWriteImage(path: target, reason: error.localizedDescription)
                    }
                }
            }
        }
        do {
            // Checked as a document read from a file is: values in range, files present.
            var document = try result.document.resolvingParameters(overrides: overrides).validated(baseDirectory: base)
            document.warnings = result.warnings.map(\.diagnostic) + document.warnings
            return (document, base, result.warnings)
        } catch {
            var e = error
            e.file = path
            throw .invalid(e)
        }
    }

    /// Replaces every property that names a slot (`"sid"`) by the slot's value, keeping the id.
    static func resolveSlots(_ root: JSONValue) -> JSONValue {
        guard let slots = root["slots"]?.objectMembers, !slots.isEmpty else { return root }
        var table: [String: JSONValue] = [:]
        for s in slots { table[s.key] = s.value["p"] ?? s.value }
        func walk(_ v: JSONValue) -> JSONValue {
            switch v.kind {
            case .array(let a): return JSONValue(.array(a.map(walk)), at: v.location)
            case .object(let members):
                if let sid = v["sid"]?.stringValue, let slot = table[sid], slot.objectMembers != nil,
                    v["k"] != nil || v["a"] != nil
                {
                    var m = slot.objectMembers!
                    m.append(JSONValue.Member(key: "sid", value: .string(sid)))
                    return JSONValue(.object(m), at: v.location)
                }
                return JSONValue(
                    .object(
                        members.map {
                            JSONValue.Member(key: $0.key, keyLocation: $0.keyLocation, value: walk($0.value))
                        }), at: v.location)
            default: return v
            }
        }
        return walk(root)
    }

    static func fnv1a(_ data: Data) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in data {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return h
    }
}
