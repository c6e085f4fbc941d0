import Foundation
import ReelCore
import ReelScene

/// Image layers (`ty` 2): embedded images written beside the document, others referenced.
extension LottieConverter {
    func image(_ l: LottieLayer, path: JSONPath, name: String) -> [SceneLayer] {
        guard let ref = l.refId?.value, let (asset, assetPath) = assets[ref] else {
            warn(path.appending("refId"), l.refId, "layer \"\(name)\": image asset not found; not drawn")
            return []
        }
        let w = asset.w ?? 0
        let h = asset.h ?? 0
        let p = asset.p?.value ?? ""
        var file: String
        if p.hasPrefix("data:") {
            guard let comma = p.firstIndex(of: ","), p[..<comma].hasSuffix(";base64"),
                let data = Data(base64Encoded: String(p[p.index(after: comma)...]), options: .ignoreUnknownCharacters)
            else {
                warn(assetPath.appending("p"), asset.p, "image asset \"\(ref)\": not base64 data; not drawn")
                return []
            }
            let ext = p.hasPrefix("data:image/jpeg") || p.hasPrefix("data:image/jpg") ? "jpg" : "png"
            let safe = String(ref.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" })
            file = (imageFolder as NSString).appendingPathComponent(safe + "." + ext)
            if !embeddedImages.contains(where: { $0.name == file }) { embeddedImages.append((file, data)) }
        } else {
            file = (asset.u ?? "") + p
            if !externalImages.contains(file) { externalImages.append(file) }
        }
        var layer = SceneLayer.lottie()
        layer.state.bounds = LottieValue.rect(0, 0, w, h)
        layer.state.contents = Image(path: file)
        return [layer]
    }
}
