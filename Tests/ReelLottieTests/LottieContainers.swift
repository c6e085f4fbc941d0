import Foundation
import Testing

/// dotLottie and `.tgs` files made for the tests: real archives written by Python's `zipfile`
/// and `gzip` (Debian's python3), so that Reel reads what other tools write.
enum LottieContainers {
    /// A 100 × 100, 10-frame Lottie file: a square filling the canvas, its fill colour in slot
    /// `fill` (`rgb`), and, when `image` is given, an 8 × 8 image asset `u`/`p` drawn 5× from 20, 20 (to 60, 60).
    static func animation(rgb: [Double], image: (u: String, p: String)? = nil) -> String {
        let c = rgb.map { String($0) }.joined(separator: ",")
        let square = """
            {"ty":4,"ind":2,"ip":0,"op":10,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},\
            "p":{"a":0,"k":[50,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},\
            "shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0}},\
            {"ty":"fl","c":{"a":0,"k":[\(c),1],"sid":"fill"},"o":{"a":0,"k":100}}]}
            """
        var layers = [square]
        var assets = ""
        if let image {
            assets = #","assets":[{"id":"pic","w":8,"h":8,"u":"\#(image.u)","p":"\#(image.p)","e":0}]"#
            layers.insert(
                """
                {"ty":2,"ind":1,"refId":"pic","ip":0,"op":10,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},\
                "p":{"a":0,"k":[20,20]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[500,500]}}}
                """, at: 0)
        }
        return #"{"v":"5.7.0","fr":10,"ip":0,"op":10,"w":100,"h":100"# + assets + #","layers":["#
            + layers.joined(separator: ",") + "]}"
    }

    /// The 8 × 8 PNG embedded in the `image` fixture.
    static func png() throws -> Data {
        let text = try String(contentsOfFile: Fixtures.path("image"), encoding: .utf8)
        let start = try #require(text.range(of: "base64,")).upperBound
        let end = try #require(text[start...].firstIndex(of: "\""))
        return try #require(Data(base64Encoded: String(text[start..<end])))
    }

    /// Writes a ZIP archive at `path` with `entries` (name, bytes), deflated, through Python's
    /// zipfile (which stores any name given, `..` included).
    static func zip(_ entries: [(String, Data)], to path: String) throws {
        let list = entries.map { ["name": $0.0, "data": $0.1.base64EncodedString()] }
        let input = try JSONSerialization.data(withJSONObject: list)
        try python(
            """
            import base64, json, sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                for e in json.load(sys.stdin):
                    z.writestr(e["name"], base64.b64decode(e["data"]))
            """, arguments: [path], input: input)
    }

    /// A ZIP archive whose one entry, `big.json`, inflates to `megabytes` MiB of spaces.
    static func bomb(megabytes: Int, to path: String) throws {
        try python(
            """
            import sys, zipfile
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("manifest.json", '{"version":"2","animations":[{"id":"big"}]}')
                with z.open("a/big.json", "w") as f:
                    block = b" " * (1 << 20)
                    for _ in range(int(sys.argv[2])):
                        f.write(block)
            """, arguments: [path, String(megabytes)], input: Data())
    }

    /// Writes `data` gzipped at `path`.
    static func gzip(_ data: Data, to path: String) throws {
        try python(
            "import gzip, sys; open(sys.argv[1], 'wb').write(gzip.compress(sys.stdin.buffer.read()))",
            arguments: [path], input: data)
    }

    static func python(_ script: String, arguments: [String], input: Data) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script] + arguments
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(input)
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
