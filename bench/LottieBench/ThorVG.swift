// ThorVG 1.x's software canvas, opened with dlopen: the functions lottie-bench calls, with the
// types of ThorVG 1.1's `thorvg_capi.h` (handles are opaque pointers, Tvg_Result and the enums
// are C ints, frame numbers and sizes floats).
import Foundation

/// ThorVG's Lottie player on its software canvas, the engine started with 0 threads (all the
/// work on the calling thread, so its CPU time is the whole cost).
final class ThorVG: Peer {
    typealias EngineInit = @convention(c) (UInt32) -> Int32
    typealias EngineVersion =
        @convention(c) (
            UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?,
            UnsafeMutablePointer<UnsafePointer<CChar>?>?
        ) -> Int32
    typealias CanvasCreate = @convention(c) (Int32) -> OpaquePointer?
    typealias SetTarget =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt32>?, UInt32, UInt32, UInt32, Int32) -> Int32
    typealias Handle = @convention(c) (OpaquePointer?) -> Int32
    typealias HandlePair = @convention(c) (OpaquePointer?, OpaquePointer?) -> Int32
    typealias Draw = @convention(c) (OpaquePointer?, Bool) -> Int32
    typealias New = @convention(c) () -> OpaquePointer?
    typealias GetPicture = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias Load = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias SetSize = @convention(c) (OpaquePointer?, Float, Float) -> Int32
    typealias SetFrame = @convention(c) (OpaquePointer?, Float) -> Int32

    // Tvg_Result, Tvg_Engine_Option and Tvg_Colorspace values used here.
    static let success: Int32 = 0
    static let insufficientCondition: Int32 = 2
    static let optionDefault: Int32 = 1
    static let argb8888: Int32 = 1

    let name: String
    let canvasCreate: CanvasCreate
    let setTarget: SetTarget
    let canvasAdd: HandlePair
    let canvasUpdate: Handle
    let canvasDraw: Draw
    let canvasSync: Handle
    let canvasDestroy: Handle
    let animationNew: New
    let animationPicture: GetPicture
    let animationFrame: SetFrame
    let animationDelete: Handle
    let pictureLoad: Load
    let pictureSize: SetSize

    /// Opens libthorvg at `path` and starts its engine with no worker threads; `origin` is
    /// added to the column's name.
    init(libraryAt path: String, origin: String?) throws {
        let library = try openLibrary(path)
        let start = try symbol(library, "tvg_engine_init", as: EngineInit.self)
        try Self.check(start(0), "tvg_engine_init")
        var (major, minor, micro) = (UInt32(0), UInt32(0), UInt32(0))
        var text: UnsafePointer<CChar>?
        let version = try symbol(library, "tvg_engine_version", as: EngineVersion.self)
        try Self.check(version(&major, &minor, &micro, &text), "tvg_engine_version")
        // The version the library reports, then where it came from (e.g. the wheel's version).
        name =
            "ThorVG \(text.map { String(cString: $0) } ?? "\(major).\(minor).\(micro)")"
            + (origin.map { " (\($0))" } ?? "")
        canvasCreate = try symbol(library, "tvg_swcanvas_create", as: CanvasCreate.self)
        setTarget = try symbol(library, "tvg_swcanvas_set_target", as: SetTarget.self)
        canvasAdd = try symbol(library, "tvg_canvas_add", as: HandlePair.self)
        canvasUpdate = try symbol(library, "tvg_canvas_update", as: Handle.self)
        canvasDraw = try symbol(library, "tvg_canvas_draw", as: Draw.self)
        canvasSync = try symbol(library, "tvg_canvas_sync", as: Handle.self)
        canvasDestroy = try symbol(library, "tvg_canvas_destroy", as: Handle.self)
        animationNew = try symbol(library, "tvg_animation_new", as: New.self)
        animationPicture = try symbol(library, "tvg_animation_get_picture", as: GetPicture.self)
        animationFrame = try symbol(library, "tvg_animation_set_frame", as: SetFrame.self)
        animationDelete = try symbol(library, "tvg_animation_del", as: Handle.self)
        pictureLoad = try symbol(library, "tvg_picture_load", as: Load.self)
        pictureSize = try symbol(library, "tvg_picture_set_size", as: SetSize.self)
    }

    static func check(_ result: Int32, _ call: String) throws {
        guard result == success else { throw PeerError(description: "ThorVG: \(call) returned \(result)") }
    }

    func open(path: String, width: Int, height: Int) throws -> any PeerAnimation {
        try Animation(thorvg: self, path: path, width: width, height: height)
    }

    /// One file on its own canvas, drawing into `pixels` (ARGB8888, premultiplied).
    final class Animation: PeerAnimation {
        let thorvg: ThorVG
        let animation: OpaquePointer
        let canvas: OpaquePointer
        /// The canvas's target: fixed memory, since ThorVG keeps the address.
        let buffer: UnsafeMutableBufferPointer<UInt32>
        var pixels: [UInt32] { Array(buffer) }

        init(thorvg: ThorVG, path: String, width: Int, height: Int) throws {
            self.thorvg = thorvg
            guard let animation = thorvg.animationNew() else {
                throw PeerError(description: "tvg_animation_new failed")
            }
            guard let canvas = thorvg.canvasCreate(ThorVG.optionDefault) else {
                _ = thorvg.animationDelete(animation)
                throw PeerError(description: "tvg_swcanvas_create failed")
            }
            self.animation = animation
            self.canvas = canvas
            buffer = .allocate(capacity: width * height)
            buffer.initialize(repeating: 0)
            let picture = thorvg.animationPicture(animation)
            guard thorvg.pictureLoad(picture, path) == ThorVG.success else {
                throw PeerError(description: "ThorVG cannot load it")
            }
            try ThorVG.check(thorvg.pictureSize(picture, Float(width), Float(height)), "tvg_picture_set_size")
            let target = thorvg.setTarget(
                canvas, buffer.baseAddress, UInt32(width), UInt32(width), UInt32(height), ThorVG.argb8888)
            try ThorVG.check(target, "tvg_swcanvas_set_target")
            try ThorVG.check(thorvg.canvasAdd(canvas, picture), "tvg_canvas_add")
        }

        deinit {
            // The canvas releases the picture it holds; the animation keeps its own reference.
            _ = thorvg.canvasDestroy(canvas)
            _ = thorvg.animationDelete(animation)
            buffer.deallocate()
        }

        func draw(frame index: Int) throws {
            // InsufficientCondition: the frame is already the current one (nothing to update).
            let frame = thorvg.animationFrame(animation, Float(index))
            guard frame == ThorVG.success || frame == ThorVG.insufficientCondition else {
                throw PeerError(description: "ThorVG: tvg_animation_set_frame(\(index)) returned \(frame)")
            }
            try ThorVG.check(thorvg.canvasUpdate(canvas), "tvg_canvas_update")
            try ThorVG.check(thorvg.canvasDraw(canvas, true), "tvg_canvas_draw")
            try ThorVG.check(thorvg.canvasSync(canvas), "tvg_canvas_sync")
        }
    }
}
