import ReelScene

/// Warnings for the parts of glyph text's animators that Reel does not draw: expression
/// selectors, selector modes other than Add, randomized order (drawn in Reel's own order),
/// stroke colour and width (glyph text is drawn filled), 3D rotation, and expressions.
struct LottieTextAnimatorChecks {
    let converter: LottieConverter

    func warn(_ animators: [LottieTextAnimator], at path: JSONPath, name: String) {
        for (j, an) in animators.enumerated() {
            let here = path.appending(j)
            let label = "layer \"\(name)\", text animator \(j + 1)"
            if let s = an.s {
                if s.t == 1 {
                    converter.warn(
                        here.appending("s"), at: nil,
                        "\(label): expression selectors are not supported; drawn as a range selector")
                }
                if let m = s.m, m != 1 {
                    converter.warn(
                        here.appending("s").appending("m"), at: nil,
                        "\(label): selector mode \(m) is not supported; drawn as Add")
                }
                if s.rn == 1 {
                    converter.warn(
                        here.appending("s").appending("rn"), at: nil,
                        "\(label): randomized order is drawn in Reel's own fixed order, not After Effects'")
                }
                let selectorValues = [s.s, s.e, s.o, s.a, s.xe, s.ne, s.sm]
                if selectorValues.contains(where: { $0?.hasExpression == true }) {
                    converter.warn(
                        here.appending("s"), at: nil,
                        "\(label): expressions are not supported; the selector's values are drawn as keyed")
                }
            }
            guard let a = an.a else { continue }
            if a.sc != nil || a.sw != nil {
                converter.warn(
                    here.appending("a"), at: nil,
                    "\(label): stroke colour and width are not supported; glyph text is drawn filled only")
            }
            if a.rx != nil || a.ry != nil {
                converter.warn(
                    here.appending("a"), at: nil, "\(label): 3D rotation of letters is not supported; drawn flat")
            }
            let values = [a.p, a.a, a.s, a.sk, a.sa, a.r, a.o, a.fc, a.fh, a.fs, a.fb, a.fo, a.t]
            if values.contains(where: { $0?.hasExpression == true }) {
                converter.warn(
                    here.appending("a"), at: nil,
                    "\(label): expressions are not supported; the animated properties are drawn as keyed")
            }
        }
    }
}
