import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene

/// One manifest row: its outputs, the digest of its inputs, and its render.
extension BatchCommand {
    /// Expands `{column}` in `template` with the row's values.
    static func expand(_ template: String, _ row: BatchManifest.Row) throws(CommandLineError) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw CommandLineError("output '\(template)': '{' without '}'", exitCode: .dataError)
            }
            let name = String(rest[rest.index(after: open)..<close])
            guard let value = row.value(name) else {
                let columns = row.values.map(\.column).joined(separator: ", ")
                throw CommandLineError(
                    "output '\(template)' names the column '\(name)', which the manifest does not have (columns: "
                        + "\(columns))",
                    exitCode: .dataError)
            }
            guard !value.isEmpty, !value.contains("/"), value != ".", value != "..", !value.contains("\0") else {
                throw CommandLineError(
                    "field '\(name)' is '\(value)', which cannot be part of a file name in '\(template)'",
                    exitCode: .dataError)
            }
            out += value
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// Renders one row (or finds it up to date).
    static func render(
        _ row: BatchManifest.Row, options: BatchOptions, paramNames: Set<String>, sceneDigest: String,
        state: BatchState,
        interruption: Interruption
    ) -> Result {
        let start = Date()
        var outputs: [String] = []
        func result(_ status: Result.Status) -> Result {
            Result(
                row: row.number, line: row.line, status: status, outputs: outputs,
                seconds: Date().timeIntervalSince(start))
        }
        do {
            let templates = try outputTemplates(row, options: options)
            outputs = try templates.map { t throws(CommandLineError) in try expand(t, row) }
            try state.claim(outputs, row: row.number)
            try checkColumns(row, templates: templates, paramNames: paramNames, scene: options.scene)
            let rowOverrides = row.values.filter { paramNames.contains($0.column) }.map {
                SceneOverride(name: $0.column, value: $0.value)
            }
            let (document, base) = try SceneInput.load(
                options.scene, overrides: options.overrides + rowOverrides, lottie: options.lottie)
            let clip = try SceneInput.makeClip(
                document, base: base, fps: nil, size: nil, scale: nil, scene: options.scene)
            let settings = try clip.encodeSettings()
            let digest = try inputDigest(
                document, base: base, settings: settings, sceneDigest: sceneDigest, outputs: outputs)
            if !options.force, isUpToDate(outputs, digest: digest) { return result(.skipped) }
            for output in outputs {
                unlink(digestFile(of: output))
                let dir = PathText.folder(of: output)
                if !dir.isEmpty { try OutputFiles.createFolder(dir) }
            }
            let pipeline = RenderPipeline.Options.command(jobs: 1, quiet: true, io: nil, interruption: interruption)
            _ = try clip.render(to: outputs, settings: settings, options: pipeline)
            for output in outputs {
                try OutputFiles.writeAtomically(to: digestFile(of: output)) {
                    try Data((digest + "\n").utf8).write(to: URL(fileURLWithPath: $0))
                }
            }
            return result(.rendered)
        } catch {
            let e = CommandLineError(mapping: error)
            let status: Result.Status = e.exitCode == .interrupted || e.exitCode == .terminated ? .interrupted : .failed
            var failed = result(status)
            failed.error = e.message
            failed.exitCode = e.exitCode
            return failed
        }
    }

    /// The row's output templates: every `-o`, then its `output` column's (separated by `;`).
    static func outputTemplates(_ row: BatchManifest.Row, options: BatchOptions) throws(CommandLineError)
        -> [String]
    {
        var templates = options.outputs
        if let column = row.value("output") {
            templates += column.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        }
        guard !templates.isEmpty else {
            throw CommandLineError(
                "no outputs: give -o with a template such as 'out/{sku}.gif', or an 'output' column",
                exitCode: .usage)
        }
        return templates
    }

    /// Columns the scene declares are parameters; the others must name parts of outputs.
    static func checkColumns(
        _ row: BatchManifest.Row, templates: [String], paramNames: Set<String>, scene: String
    ) throws(CommandLineError) {
        for (column, _) in row.values where column != "output" && !paramNames.contains(column) {
            guard templates.contains(where: { $0.contains("{\(column)}") }) else {
                throw CommandLineError(
                    "column '\(column)' is neither a parameter of \(scene) (it declares "
                        + "\(paramNames.sorted().joined(separator: ", "))) nor used in an output",
                    exitCode: .dataError)
            }
        }
    }

    /// The digest of what decides the outputs' bytes: Reel and library versions, the scene,
    /// the row's parameters, the files it reads, the settings and each output's format.
    static func inputDigest(
        _ document: SceneDocument, base: String, settings: EncodeSettings, sceneDigest: String, outputs: [String]
    ) throws -> String {
        var inputs = ["reel \(ReelVersion.current)", "scene \(sceneDigest)"]
        inputs += RenderEnvironment.libraryVersions.map { "library \($0.name)=\($0.version)" }
        inputs.append("libavutil=\(EncodeLibraries.avutilVersion)")
        inputs += document.params.map { "param \($0.name)=\($0.text)" }
        var files = Set(document.imageReferences.map(\.file))
        files.formUnion(document.assets.fonts)
        if let audio = document.audio {
            files.insert(audio.path)
            inputs.append("audio offset \(audio.offset) volume \(audio.volume) fades \(audio.fadeIn) \(audio.fadeOut)")
        }
        for file in files.sorted() {
            let path = SceneDocument.resolve(file, relativeTo: base)
            let bytes = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            inputs.append("file \(file) \(try SHA256Hasher.hex(of: bytes))")
        }
        inputs.append("settings \(settings.width)x\(settings.height) \(settings.frameRate) crf \(settings.video.crf)")
        // Each output's format (its extension), not its path: the same row written to another
        // folder or under another spelling of the path is the same bytes.
        inputs += outputs.map { "output format \((($0 as NSString).pathExtension).lowercased())" }
        return try SHA256Hasher.hex(of: [UInt8](inputs.joined(separator: "\n").utf8))
    }

    /// Whether every output exists and records `digest`.
    static func isUpToDate(_ outputs: [String], digest: String) -> Bool {
        outputs.allSatisfy { output in
            FileManager.default.fileExists(atPath: output)
                && (try? String(contentsOfFile: digestFile(of: output), encoding: .utf8)) == digest + "\n"
        }
    }
}
