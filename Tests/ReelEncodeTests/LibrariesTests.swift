import CFFmpeg
import Foundation
import Testing
import _ReelTestSupport

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
            let file = try #require(LoadedLibrary.file(of: unsafeBitCast(library.function, to: UnsafeRawPointer.self)))
            #expect(file == "\(library.name).so.\(library.version)", "\(library.name): \(file)")
        }
    }
}
