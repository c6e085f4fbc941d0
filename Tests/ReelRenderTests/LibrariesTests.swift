import CCairo
import Foundation
import Testing
import _ReelTestSupport

@testable import ReelRender

/// The drawing libraries' versions as the fingerprint records them: those of the libraries the
/// process really loaded, in a fixed order.
@Suite struct RenderLibrariesTests {
    /// The three numbers of a `major.minor.micro` version.
    static func numbers(_ version: String) throws -> (Int, Int, Int) {
        let parts = version.split(separator: ".").map { Int($0) }
        guard parts.count == 3, let a = parts[0], let b = parts[1], let c = parts[2] else {
            throw VersionError(version: version)
        }
        return (a, b, c)
    }

    struct VersionError: Error { var version: String }

    @Test func librariesAreListedInTheFingerprintOrder() {
        #expect(
            RenderEnvironment.libraryVersions.map(\.name) == ["cairo", "pixman", "pango", "freetype", "fontconfig"])
    }

    /// Debian names the files by their libtool version, which these libraries derive from
    /// their own: cairo M.m.μ is `libcairo.so.2.(M·10000 + m·100 + μ).0` (1.16.0:
    /// `libcairo.so.2.11600.0`), pixman 0.m.μ is `libpixman-1.so.0.m.μ`, and a stable pango
    /// 1.m.μ is `libpango-1.0.so.0.(m·100).μ` (1.50.12: `libpango-1.0.so.0.5000.12`). So the
    /// file the loader mapped for each library's version function checks the reported version.
    @Test func cairoPixmanAndPangoVersionsAreTheLoadedLibraries() throws {
        let versions = Dictionary(uniqueKeysWithValues: RenderEnvironment.libraryVersions.map { ($0.name, $0.version) })
        #expect(versions["cairo"] == RenderLibraries.cairoVersion)
        #expect(versions["pango"] == RenderLibraries.pangoVersion)

        let cairoFunction: @convention(c) () -> UnsafePointer<CChar>? = cairo_version_string
        let cairo = try Self.numbers(RenderLibraries.cairoVersion)
        let cairoFile = try #require(LoadedLibrary.file(of: unsafeBitCast(cairoFunction, to: UnsafeRawPointer.self)))
        #expect(cairoFile == "libcairo.so.2.\(cairo.0 * 10000 + cairo.1 * 100 + cairo.2).0")

        let pixmanFunction: @convention(c) () -> UnsafePointer<CChar>? = pixman_version_string
        let pixman = try Self.numbers(try #require(versions["pixman"]))
        let pixmanFile = try #require(LoadedLibrary.file(of: unsafeBitCast(pixmanFunction, to: UnsafeRawPointer.self)))
        #expect(pixman.0 == 0)
        #expect(pixmanFile == "libpixman-1.so.0.\(pixman.1).\(pixman.2)")

        let pangoFunction: @convention(c) () -> UnsafePointer<CChar>? = pango_version_string
        let pango = try Self.numbers(RenderLibraries.pangoVersion)
        let pangoFile = try #require(LoadedLibrary.file(of: unsafeBitCast(pangoFunction, to: UnsafeRawPointer.self)))
        #expect(pango.0 == 1 && pango.1 % 2 == 0, "a stable pango")
        #expect(pangoFile == "libpango-1.0.so.0.\(pango.1 * 100).\(pango.2)")
    }

    /// FreeType's and fontconfig's file names do not carry their versions (libfreetype.so.6.18.3
    /// is FreeType 2.12.1), so they are checked against the headers Reel was built with, which
    /// come from the same Debian packages as the libraries (libfreetype-dev, libfontconfig-dev).
    @Test func freetypeAndFontconfigVersionsMatchTheirHeaders() {
        let versions = Dictionary(uniqueKeysWithValues: RenderEnvironment.libraryVersions.map { ($0.name, $0.version) })
        #expect(versions["freetype"] == "\(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)")
        #expect(versions["fontconfig"] == "\(FC_MAJOR).\(FC_MINOR).\(FC_REVISION)")
    }
}
