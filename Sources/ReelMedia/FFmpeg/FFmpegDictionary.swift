import CFFmpeg
import Foundation

/// Owns an `AVDictionary` of options; `deinit` frees it.
package struct FFmpegDictionary: ~Copyable {
    package var pointer: OpaquePointer?

    package init(_ entries: [(String, String)]) throws(EncodeError) {
        for (key, value) in entries {
            try ffCheck(av_dict_set(&pointer, key, value, 0), "setting option \(key)=\(value)")
        }
    }

    /// Throws when FFmpeg left an option unused (a misspelt or unsupported option).
    package func requireConsumed(doing: String) throws(EncodeError) {
        guard let p = pointer, av_dict_count(p) > 0 else { return }
        var keys: [String] = []
        var entry: UnsafeMutablePointer<AVDictionaryEntry>? = nil
        while let e = av_dict_get(p, "", entry, AV_DICT_IGNORE_SUFFIX) {
            keys.append(String(cString: e.pointee.key) + "=" + String(cString: e.pointee.value))
            entry = e
        }
        throw EncodeError(
            .invalidInput, "\(doing): FFmpeg did not accept the option(s) \(keys.joined(separator: ", "))")
    }

    deinit {
        var p = pointer
        av_dict_free(&p)
    }
}
