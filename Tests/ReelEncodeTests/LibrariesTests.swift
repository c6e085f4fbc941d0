import CFFmpeg
import Foundation
import Testing

@testable import ReelEncode

/// FFmpeg's versions as the fingerprint records them: unpacked from `AV_VERSION_INT` and equal
/// to the versions of the libraries the process really loaded.
@Suite struct LibrariesTests {
    /// `AV_VERSION_INT(a, b, c)` is `a << 16 | b << 8 | c` (libavutil/version.h).
    @Test func dottedUnpacksMajorMinorAndMicro() {
        #expect(EncodeLibraries.dotted(59 << 16 | 37 << 8 | 100) == "59.37.100")
        #expect(EncodeLibraries.dotted(1 << 16 | 2 << 8 | 3) == "1.2.3")
        #expect(EncodeLibraries.dotted(0) == "0.0.0")
        #expect(EncodeLibraries.dotted(0xFFFF_FFFF) == "65535.255.255")
    }

    /// Debian's FFmpeg libraries are files named `libNAME.so.MAJOR.MINOR.MICRO`
    /// (`libavcodec.so.59.37.100`), so the file the dynamic loader mapped for each library's
    /// `NAME_version` function names the version that must be reported.
    @Test func eachVersionIsTheLoadedLibrarys() throws {
        let libraries: [(name: String, version: String, function: @convention(c) () -> UInt32)] = [
            ("libavcodec", EncodeLibraries.avcodecVersion, avcodec_version),
            ("libavformat", EncodeLibraries.avformatVersion, avformat_version),
            ("libavutil", EncodeLibraries.avutilVersion, avutil_version),
            ("libswscale", EncodeLibraries.swscaleVersion, swscale_version),
        ]
        for library in libraries {
            let file = try #require(Self.loadedFile(of: unsafeBitCast(library.function, to: UnsafeRawPointer.self)))
            #expect(file == "\(library.name).so.\(library.version)", "\(library.name): \(file)")
        }
    }

    /// The file of the shared object mapped at `address`, from `/proc/self/maps` (whose paths
    /// are the files themselves, symbolic links resolved).
    static func loadedFile(of address: UnsafeRawPointer) -> String? {
        let a = UInt(bitPattern: address)
        // Read to the end: a proc file has no size, and a single read() stops at one page.
        guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
            let data = try? handle.readToEnd(), let maps = String(data: data, encoding: .utf8)
        else { return nil }
        for line in maps.split(separator: "\n") {
            // "start-end perms offset dev inode path"
            let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
            let range = fields.first?.split(separator: "-") ?? []
            guard fields.count == 6, range.count == 2, let low = UInt(range[0], radix: 16),
                let high = UInt(range[1], radix: 16), low <= a, a < high
            else { continue }
            return (fields[5].trimmingCharacters(in: .whitespaces) as NSString).lastPathComponent
        }
        return nil
    }
}
