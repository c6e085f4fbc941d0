import Foundation
import ReelArchive
import ReelScene

extension LottieImport {
    /// Reads a Lottie file in any of its containers: plain JSON, gzipped JSON (`.tgs`, a Telegram
    /// sticker) or a dotLottie archive (`.lottie`, whose `selection` picks an animation and a
    /// theme). Containers are recognised by their first bytes, not their extensions.
    /// - Returns: The Lottie JSON, the file's bytes (as read, to name its image folder) and
    ///   warnings about theme rules not applied.
    public static func read(
        contentsOfFile path: String, selection: LottieSelection = LottieSelection()
    ) throws(ImportError) -> (value: JSONValue, data: Data, warnings: [LottieWarning]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .cannotRead(
                path: path, reason: FileManager.default.fileExists(atPath: path) ? "unreadable" : "no such file")
        }
        if ZipArchive.looksLikeZip(data) {
            let (value, warnings) = try DotLottie(data: data, path: path).lottie(selection)
            return (value, data, warnings)
        }
        if let option = selection.animation != nil ? "animation" : selection.theme != nil ? "theme" : nil {
            throw .choiceNeedsDotLottie(path: path, option: option)
        }
        var json = data
        if Gzip.looksLikeGzip(data) {
            do { json = try Gzip.decompress(data, name: path) } catch { throw .archive(error) }
        }
        let value: JSONValue
        do { value = try JSONParser().parse([UInt8](json)) } catch {
            throw .syntax(path: path, message: "\(error.location): \(error.message)")
        }
        guard isLottie(value) else { throw .notLottie(path: path) }
        if let missing = missingKey(value) { throw .syntax(path: path, message: missing) }
        return (value, data, [])
    }

    /// The file at `path` as a dotLottie archive (its animations and themes), nil when it is not
    /// a ZIP archive.
    public static func dotLottie(atPath path: String) throws(ImportError) -> DotLottie? {
        guard let data = FileManager.default.contents(atPath: path), ZipArchive.looksLikeZip(data) else { return nil }
        return try DotLottie(data: data, path: path)
    }
}
