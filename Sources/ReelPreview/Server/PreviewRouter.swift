import Foundation
import ReelEncode
import ReelScene

/// What each URL of the preview answers.
///
/// | URL | answer |
/// |---|---|
/// | `GET /`, `/app.js`, `/timeline.js`, `/app.css` | the page's own files |
/// | `GET /api/state` | the document: size, rate, frames, params, assets, problems, revision |
/// | `GET /api/frame?n=N&set=name=value…` | frame N as PNG, `reel frame`'s bytes |
/// | `GET /api/trace?n=N&set=…` | frame N's `reel trace` line |
/// | `GET /api/timeline?set=…` | the timeline panel's rows and bars (`TimelineOutline`) |
/// | `POST /api/export` `{"format":"mp4","set":[…]}` | starts an export; `{"id":…}` |
/// | `GET /api/export?id=I` | its progress; `GET /api/export/file?id=I` the file |
/// | `GET /assets/PATH` | a file the document uses, inside the scene's folder |
///
/// Anything else is 404. The HTTP server has already refused foreign `Host`s and oversized
/// requests; the router refuses a cross-site `POST` (an `Origin` that is not this server).
public struct PreviewRouter: Sendable {
    public let session: PreviewSession
    /// The server's port, for the `Origin` check.
    public let port: Int

    public init(session: PreviewSession, port: Int) {
        self.session = session
        self.port = port
    }

    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        let isPost = request.method == "POST"
        if isPost && request.path != "/api/export" {
            return HTTPResponse(status: 405, headers: [("Allow", "GET, HEAD")])
        }
        if isPost, let origin = request.header("Origin"),
            !["http://127.0.0.1:\(port)", "http://localhost:\(port)"].contains(origin.lowercased())
        {
            return .text(403, "a page from \(origin) may not start exports here")
        }
        switch request.path {
        case "/", "/index.html":
            return HTTPResponse(
                status: 200,
                headers: [
                    ("Content-Type", "text/html; charset=utf-8"), ("X-Frame-Options", "DENY"),
                    (
                        "Content-Security-Policy",
                        "default-src 'self'; img-src 'self' blob:; connect-src 'self' blob:; frame-ancestors 'none'"
                    ),
                ], body: PageFiles.html)
        case "/app.js": return HTTPResponse(contentType: "text/javascript; charset=utf-8", body: PageFiles.script)
        case "/timeline.js":
            return HTTPResponse(contentType: "text/javascript; charset=utf-8", body: PageFiles.timelineScript)
        case "/app.css": return HTTPResponse(contentType: "text/css; charset=utf-8", body: PageFiles.style)
        case "/api/state": return .json(PreviewState.json(session))
        case "/api/frame": return frame(request)
        case "/api/trace": return trace(request)
        case "/api/timeline": return timeline(request)
        case "/api/export": return isPost ? startExport(request) : exportStatus(request)
        case "/api/export/file": return exportFile(request)
        default:
            if request.path.hasPrefix("/assets/") { return asset(String(request.path.dropFirst("/assets/".count))) }
            return .text(404, "no such page: \(request.path)")
        }
    }

    // MARK: - Frames and traces

    /// The clip for the request's `set=name=value` arguments and its frame `n`, or the
    /// response that says why there is none.
    private func clipAndFrame(_ request: HTTPRequest) -> Result<(PreviewClip, Int), ErrorResponse> {
        var values: [SceneOverride] = []
        for text in request.arguments("set") {
            guard let value = SceneOverride(parsing: text) else {
                return .failure(ErrorResponse(.text(400, "invalid parameter '\(text)'; expected name=value")))
            }
            values.append(value)
        }
        let clip: PreviewClip?
        do {
            clip = try session.clip(values: values)
        } catch {
            let problems = PreviewProblem.list(error, file: session.fileName)
            return .failure(ErrorResponse(.json(PreviewState.problemsJSON(problems), status: 422)))
        }
        guard let clip else {
            return .failure(ErrorResponse(.text(409, "\(session.fileName) has not validated yet; fix it first")))
        }
        guard let text = request.argument("n"), let n = Int(text), n >= 0, n < clip.clip.frameCount else {
            return .failure(
                ErrorResponse(.text(400, "n must be a frame number from 0 to \(clip.clip.frameCount - 1)")))
        }
        return .success((clip, n))
    }

    private func frame(_ request: HTTPRequest) -> HTTPResponse {
        switch clipAndFrame(request) {
        case .failure(let e): return e.response
        case .success(let (clip, n)):
            do {
                let png = try session.png(clip, frame: n)
                return HTTPResponse(
                    status: 200,
                    headers: [
                        ("Content-Type", "image/png"), ("X-Reel-Frame", "\(n)"),
                        ("X-Reel-Generation", "\(clip.generation)"),
                    ], body: png)
            } catch {
                return .text(500, "cannot render frame \(n): \(error)")
            }
        }
    }

    private func trace(_ request: HTTPRequest) -> HTTPResponse {
        switch clipAndFrame(request) {
        case .failure(let e): return e.response
        case .success(let (clip, n)): return .json(clip.traceLine(frame: n))
        }
    }

    private func timeline(_ request: HTTPRequest) -> HTTPResponse {
        var whole = request
        whole.query = request.query.filter { $0.0 != "n" } + [("n", "0")]
        switch clipAndFrame(whole) {
        case .failure(let e): return e.response
        case .success(let (clip, _)): return .json(clip.timelineJSON)
        }
    }

    // MARK: - Exports

    private func startExport(_ request: HTTPRequest) -> HTTPResponse {
        guard let object = try? JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any],
            let name = object["format"] as? String, let format = OutputFormat(rawValue: name),
            [.mp4, .gif].contains(format)
        else {
            return .text(400, "expected {\"format\": \"mp4\" or \"gif\", \"set\": [\"name=value\", …]}")
        }
        var export = request
        export.query = ((object["set"] as? [String]) ?? []).map { ("set", $0) } + [("n", "0")]
        switch clipAndFrame(export) {
        case .failure(let e): return e.response
        case .success(let (clip, _)):
            let base = ((session.fileName as NSString).deletingPathExtension as String)
            let job = session.exports.start(clip, format: format, baseName: base.isEmpty ? "scene" : base)
            return .json("{\"id\":\(job.id)}")
        }
    }

    private func exportStatus(_ request: HTTPRequest) -> HTTPResponse {
        guard let id = request.argument("id").flatMap(Int.init), let job = session.exports.job(id) else {
            return .text(404, "no such export")
        }
        let (done, state) = job.progress
        var fields = ["\"id\":\(id)", "\"done\":\(done)", "\"total\":\(job.total)"]
        switch state {
        case .running: fields.append("\"state\":\"running\"")
        case .finished:
            fields.append("\"state\":\"finished\"")
            fields.append("\"file\":" + JSONWriter.quote(job.fileName))
        case .failed(let message):
            fields.append("\"state\":\"failed\"")
            fields.append("\"error\":" + JSONWriter.quote(message))
        }
        return .json("{" + fields.joined(separator: ",") + "}")
    }

    private func exportFile(_ request: HTTPRequest) -> HTTPResponse {
        guard let id = request.argument("id").flatMap(Int.init), let job = session.exports.job(id),
            job.progress.state == .finished, let data = FileManager.default.contents(atPath: job.path)
        else {
            return .text(404, "no finished export with that id")
        }
        return HTTPResponse(
            status: 200,
            headers: [
                ("Content-Type", job.format == .mp4 ? "video/mp4" : "image/gif"),
                ("Content-Disposition", "attachment; filename=\"\(job.fileName)\""),
            ], body: [UInt8](data))
    }

    // MARK: - Assets

    /// A file the document uses (an image or font it names), by its path relative to the
    /// scene's folder; refused (403) when the path climbs out with `..` or leads out through
    /// a symbolic link, 404 when the document does not use it.
    func asset(_ relative: String) -> HTTPResponse {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        if relative.isEmpty || relative.contains("\0") || parts.contains(where: { $0 == ".." || $0.isEmpty }) {
            return .text(403, "asset paths stay inside the scene's folder")
        }
        guard let folder = Self.realPath(session.baseDirectory),
            let real = Self.realPath(session.baseDirectory + "/" + relative)
        else {
            return .text(404, "no such asset: \(relative)")
        }
        guard real.hasPrefix(folder == "/" ? "/" : folder + "/") else {
            return .text(403, "\(relative) leads out of the scene's folder (a symbolic link); it is not served")
        }
        let used = Set(session.assetPaths.compactMap(Self.realPath))
        guard used.contains(real), let data = FileManager.default.contents(atPath: real) else {
            return .text(404, "\(relative) is not an asset of \(session.fileName)")
        }
        let types = [
            "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "ttf": "font/ttf", "otf": "font/otf",
        ]
        let type = types[(real as NSString).pathExtension.lowercased()] ?? "application/octet-stream"
        return HTTPResponse(contentType: type, body: [UInt8](data))
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
