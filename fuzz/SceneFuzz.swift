// libFuzzer target for the scene document reader: the JSON parser, the JSON writer and the
// document decoder and encoder. Built by fuzz/run.sh with `swiftc -sanitize=fuzzer,address`.
//
// Besides "never crashes, never hangs", it checks two properties on every input that parses:
//  - JSON:     parse(write(v)) == v (content, ignoring positions);
//  - document: decode(encode(doc)) == doc, and encoding is stable.
// A violated property traps, which libFuzzer reports as a crash with the input saved.

import ReelCore
import ReelScene

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
    return 0
}
