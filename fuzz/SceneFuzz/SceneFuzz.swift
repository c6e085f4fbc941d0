// libFuzzer target for the scene document reader, parameter substitution and the command-line
// argument parser: the JSON parser, the JSON writer, the document decoder and encoder, `--set`
// overrides, and `ArgumentParser` (ReelArguments', with `reel render`'s options). It is the package's
// `scene-fuzz` target: fuzz/run.sh builds it with `--sanitize=fuzzer` (and AddressSanitizer
// unless ASAN=0) and `-DREEL_LIBFUZZER`, which leaves `main` to libFuzzer; a plain build
// (`swift build`) makes a replayer that runs each file named on its command line through the
// same checks once (`scene-fuzz fuzz/artifacts/crash-…` reproduces a crash without libFuzzer).
//
// An input is a JSON document, optionally followed by a NUL byte and command-line arguments
// separated by NUL bytes (`{…}\0render\0--set\0price=19.90\0-o\0x.gif`). The whole input split
// at NUL bytes is also an argument list.
//
// Besides "never crashes, never hangs", it checks properties on every input:
//  - SVG path data: the whole input as path data; when it parses, parse(svgPathData(p)) has
//    p's elements;
//  - templates: a string written by ParameterTemplate.literal reads back unchanged;
//  - JSON:     parse(write(v)) == v (content, ignoring positions);
//  - document: decode(encode(doc)) == doc, and encoding is stable;
//  - parameters: `--set name=<its default's text>` for every parameter gives the same
//    document; the arguments' `--set` values decode to documents that round-trip and hold
//    the values given, with the text given;
//  - arguments: what the parser read, written back in canonical form (`--long=value`) and in
//    separated form (`-o value`), parses to the same result, and `name=value` splits at `=`;
//  - timeline: document → Timeline → document encodes stably, and evaluating the timeline at
//    its start, middle and end returns (no crash or hang in the animation engine).
// A violated property traps, which libFuzzer reports as a crash with the input saved.

import Foundation
import ReelArguments
import ReelCore
import ReelScene

@testable import ReelCLI

#if !REEL_LIBFUZZER
    /// Without libFuzzer: runs each file named on the command line through the checks once. With
    /// it (`-DREEL_LIBFUZZER`), libFuzzer's own `main` calls `LLVMFuzzerTestOneInput`.
    @main
    enum SceneFuzzReplay {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                let count = bytes.count
                bytes.append(0)  // a valid pointer even for an empty input
                _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress!, count) }
                print("\(path): \(count) bytes, every property held")
            }
        }
    }
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
    let documentBytes = Array(parts[0])
    let documentText = String(decoding: documentBytes, as: UTF8.self)
    fuzzSVG(documentText)
    fuzzTemplateLiteral(documentText)
    let arguments = parts.map { String(decoding: $0, as: UTF8.self) }
    let parsed = fuzzArguments(arguments)
    guard let value = try? JSONParser().parse(documentBytes) else { return 0 }

    let written = JSONWriter().write(value)
    guard let reparsed = try? JSONParser().parse(written) else {
        fatalError("the writer produced text the parser rejects:\n\(written)")
    }
    precondition(reparsed.withoutLocations == value.withoutLocations, "JSON round trip changed the value")

    if let parsed, parts.count > 1 {
        fuzzOverrides(value, parsed.all("set"))
    }
    guard let document = try? SceneDocument(jsonValue: value) else { return 0 }
    checkRoundTrip(document)
    if !document.params.isEmpty {
        // Setting every parameter to its default's text changes nothing.
        let same = document.params.map { SceneOverride(name: $0.name, value: $0.text) }
        guard let again = try? SceneDocument(jsonValue: value, options: SceneDecodingOptions(overrides: same)) else {
            fatalError("setting the parameters to their defaults' text makes the document invalid")
        }
        precondition(again == document && again.params == document.params, "--set of the defaults changed the document")
    }
    _ = document.snapshot()
    _ = document.allLayers()

    let timeline = document.timeline()
    let exported = SceneDocument(timeline: timeline)
    let exportedText = exported.jsonText()
    guard let reread = try? SceneDocument(json: exportedText) else {
        fatalError("a document exported from a timeline does not decode:\n\(exportedText)")
    }
    precondition(reread.jsonText() == exportedText, "timeline export is not stable")
    for t in [0, timeline.duration / 2, timeline.duration] { _ = timeline.evaluate(at: t) }
    return 0
}

/// decode(encode(doc)) == doc, and encoding again gives the same text.
func checkRoundTrip(_ document: SceneDocument) {
    let text = document.jsonText()
    let again: SceneDocument
    do {
        again = try SceneDocument(json: text)
    } catch {
        fatalError("an exported document does not decode: \(error)\n\(text)")
    }
    precondition(again == document, "document round trip changed the document:\n\(text)")
    precondition(again.jsonText() == text, "document export is not stable")
}

func fuzzTemplateLiteral(_ text: String) {
    let literal = ParameterTemplate.literal(text)
    precondition(ParameterTemplate.reference(in: literal) == nil, "a template literal reads as a reference")
    precondition(
        ParameterTemplate.interpolate(literal, { _ in nil }) == text, "a template literal does not read back as itself")
}

/// The document decoded with the arguments' `--set` values.
func fuzzOverrides(_ value: JSONValue, _ sets: [String]) {
    var overrides: [SceneOverride] = []
    for s in sets {
        guard let o = SceneOverride(parsing: s) else {
            precondition(
                !s.unicodeScalars.contains("=") || s.unicodeScalars.first == "=", "SceneOverride rejected \(s)")
            continue
        }
        precondition(
            o.name + "=" + o.value == s && !o.name.unicodeScalars.contains("="), "SceneOverride split \(s) wrongly")
        overrides.append(o)
    }
    guard !overrides.isEmpty,
        let document = try? SceneDocument(jsonValue: value, options: SceneDecodingOptions(overrides: overrides))
    else { return }
    checkRoundTrip(document)
    for p in document.params {
        guard let last = overrides.last(where: { $0.name == p.name }) else {
            precondition(p.value == p.defaultValue, "a parameter not set changed")
            continue
        }
        precondition(p.text == last.value, "--set \(last.name)=\(last.value) gave the text \(p.text)")
        switch p.value {
        case .string(let s): precondition(s == last.value, "--set of a string changed it")
        case .number(let n): precondition(Double(last.value) == n, "--set of a number changed it")
        case .bool(let b): precondition((b ? "true" : "false") == last.value, "--set of a bool changed it")
        }
    }
}

/// `reel render`'s options, as declared: flags and values, with and without a short name,
/// repeatable or not.
let fuzzOptions = RenderCommand.spec.options.map(\.spec)

/// Parses `arguments`; when they parse, checks that the result written back parses the same.
func fuzzArguments(_ arguments: [String]) -> ParsedArguments? {
    guard let parsed = try? ArgumentParser.parse(arguments, options: fuzzOptions) else { return nil }
    var canonical: [String] = parsed.wantsHelp ? ["--help"] : []
    var separated = canonical
    for o in fuzzOptions {
        if parsed.flags.contains(o.long) {
            canonical.append("--" + o.long)
            separated.append(o.short.map { "-\($0)" } ?? "--" + o.long)
        }
        for v in parsed.all(o.long) {
            canonical.append("--\(o.long)=\(v)")
            separated += [o.short.map { "-\($0)" } ?? "--" + o.long, v]
        }
    }
    for form in [canonical, separated] {
        let args = form + ["--"] + parsed.positionals
        guard let again = try? ArgumentParser.parse(args, options: fuzzOptions) else {
            fatalError("arguments written back do not parse: \(args)")
        }
        precondition(
            again.values == parsed.values && again.flags == parsed.flags && again.positionals == parsed.positionals
                && again.wantsHelp == parsed.wantsHelp, "arguments written back parse differently: \(args)")
    }
    return parsed
}

func fuzzSVG(_ text: String) {
    guard let path = try? BezierPath(svgPathData: text) else { return }
    let finite = path.elements.allSatisfy { element in
        switch element {
        case .move(let p), .line(let p): p.x.isFinite && p.y.isFinite
        case .quadCurve(let p, let c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
        case .curve(let p, let c1, let c2):
            [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
        case .close: true
        }
    }
    guard finite, let again = try? BezierPath(svgPathData: path.svgPathData) else {
        precondition(!finite, "svgPathData of a parsed path does not parse")
        return
    }
    precondition(again.elements == path.elements, "SVG path round trip changed the elements")
}
