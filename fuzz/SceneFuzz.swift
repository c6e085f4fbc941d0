// libFuzzer target for the scene document reader: the JSON parser, the JSON writer and the
// document decoder and encoder. Built by fuzz/run.sh with `swiftc -sanitize=fuzzer,address`.
//
// Besides "never crashes, never hangs", it checks properties on every input:
//  - SVG path data: the whole input as path data; when it parses, parse(svgPathData(p)) has
//    p's elements;
//  - JSON:     parse(write(v)) == v (content, ignoring positions);
//  - document: decode(encode(doc)) == doc, and encoding is stable;
//  - timeline: document → Timeline → document encodes stably, and evaluating the timeline at
//    its start, middle and end returns (no crash or hang in the animation engine).
// A violated property traps, which libFuzzer reports as a crash with the input saved.

import ReelCore
import ReelScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzSVG(String(decoding: bytes, as: UTF8.self))
    guard let value = try? JSONParser().parse(bytes) else { return 0 }

    let written = JSONWriter().write(value)
    guard let reparsed = try? JSONParser().parse(written) else {
        fatalError("the writer produced text the parser rejects:\n\(written)")
    }
    precondition(reparsed.withoutLocations == value.withoutLocations, "JSON round trip changed the value")

    guard let document = try? SceneDocument(jsonValue: value) else { return 0 }
    let text = document.jsonText()
    let again: SceneDocument
    do {
        again = try SceneDocument(json: text)
    } catch {
        fatalError("an exported document does not decode: \(error)\n\(text)")
    }
    precondition(again == document, "document round trip changed the document")
    precondition(again.jsonText() == text, "document export is not stable")
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
