import CCairo
import ReelCore

extension LayerPainter {
    /// An emitter's particles (`ParticleEvaluator`) at the snapshot's local time, in the
    /// emitter's coordinates: each cell's image centred on the particle, `scale / contentsScale`
    /// points per image pixel, turned by its angle, its colours multiplied by the particle's
    /// colour and `alpha`. `additive` adds the particles; the other modes draw them over each
    /// other in their order.
    ///
    /// The particles are drawn by `ParticleCanvas` into one scratch image the size of their
    /// device extent (within the clip), then composited once; a particle drawn small reads a
    /// pre-halved sprite level (`ParticleSprite`), as Cairo's GOOD filter would average.
    func drawParticles(_ layer: LayerSnapshot, transform m: AffineTransform, alpha: Double) {
        let particles = ParticleEvaluator.particles(of: layer)
        guard !particles.isEmpty else { return }
        let (jobs, box) = particleJobs(particles, transform: m, alpha: alpha)
        guard !jobs.isEmpty, box.x1.isFinite, box.y1.isFinite, box.x2.isFinite, box.y2.isFinite else { return }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_clip_extents(cr.pointer, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        cairo_restore(cr.pointer)
        let x0 = max(box.x1, clip.x1).rounded(.down)
        let y0 = max(box.y1, clip.y1).rounded(.down)
        let x1 = min(box.x2, clip.x2).rounded(.up)
        let y1 = min(box.y2, clip.y2).rounded(.up)
        guard x1 > x0, y1 > y0, x1 - x0 <= Double(1 << 20), y1 - y0 <= Double(1 << 20) else { return }
        let width = Int(x1 - x0)
        let height = Int(y1 - y0)
        // Bands of about 192 KiB (at least 8 rows); each particle is listed in every band it reaches.
        let bandRows = min(max(8, 49_152 / width), height)
        let bandCount = (height + bandRows - 1) / bandRows
        var bands = [[Int32]](repeating: [], count: bandCount)
        for (i, job) in jobs.enumerated() {
            let first = Int(max(0, min(Double(bandCount - 1), ((job.minY - y0) / Double(bandRows)).rounded(.down))))
            let last = Int(max(0, min(Double(bandCount - 1), ((job.maxY - y0) / Double(bandRows)).rounded(.down))))
            for band in first...last { bands[band].append(Int32(i)) }
        }
        guard var canvas = ParticleCanvas(x0: Int(x0), y0: Int(y0), width: width, height: bandRows) else { return }
        let additive = layer.state.renderMode == .additive
        for (band, members) in bands.enumerated() where !members.isEmpty {
            let rows = min(bandRows, height - band * bandRows)
            canvas.y0 = Int(y0) + band * bandRows
            canvas.clear(rows: bandRows)
            for i in members {
                let job = jobs[Int(i)]
                canvas.draw(
                    job.sprite, texelToDevice: job.texelToDevice, multiplier: job.multiplier, additive: additive)
            }
            canvas.composite(rows: rows, on: cr.pointer, additive: additive)
        }
    }

    /// One particle, ready to draw: its sprite level, placement, colour multiplier and rows.
    private struct ParticleJob {
        var sprite: ParticleSprite
        var texelToDevice: AffineTransform
        var multiplier: SIMD4<Float>
        var minY: Double, maxY: Double
    }

    /// The particles that draw something, placed through `m`, with the device box around all
    /// of them (each image's corners a pixel beyond, the bilinear reach).
    private func particleJobs(
        _ particles: [Particle], transform m: AffineTransform, alpha: Double
    ) -> (jobs: [ParticleJob], box: (x1: Double, y1: Double, x2: Double, y2: Double)) {
        var jobs: [ParticleJob] = []
        jobs.reserveCapacity(particles.count)
        var box = (x1: Double.infinity, y1: Double.infinity, x2: -Double.infinity, y2: -Double.infinity)
        for p in particles {
            guard let path = p.contents?.path, let image = images[path] else { continue }
            let a = min(max(p.color.alpha * alpha, 0), 1)
            let k = p.scale / (p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1)
            guard a > 0, k > 0, k.isFinite else { continue }
            let w = Double(image.width)
            let h = Double(image.height)
            let placed = AffineTransform(translationX: -w / 2, y: -h / 2)
                .concatenating(AffineTransform(scaleX: k, y: k))
                .concatenating(AffineTransform(rotationAngle: p.angle))
                .concatenating(AffineTransform(translationX: p.position.x, y: p.position.y))
                .concatenating(m)
            guard Self.isUsable(placed) else { continue }
            let sprite = image.particleSprite(devicePixelsPerImagePixel: abs(placed.determinant).squareRoot())
            let texelToDevice = AffineTransform(scaleX: sprite.pixelsPerTexel, y: sprite.pixelsPerTexel)
                .concatenating(placed)
            // The image's corners, a pixel beyond (the bilinear reach), in device pixels.
            var minY = Double.infinity
            var maxY = -Double.infinity
            for (u, v) in [(-1.0, -1.0), (w + 1, -1), (-1, h + 1), (w + 1, h + 1)] {
                let q = Point(x: u, y: v).applying(placed)
                box = (min(box.x1, q.x), min(box.y1, q.y), max(box.x2, q.x), max(box.y2, q.y))
                minY = min(minY, q.y)
                maxY = max(maxY, q.y)
            }
            let tint = p.color
            jobs.append(
                ParticleJob(
                    sprite: sprite, texelToDevice: texelToDevice,
                    multiplier: SIMD4(Float(tint.blue * a), Float(tint.green * a), Float(tint.red * a), Float(a)),
                    minY: minY, maxY: maxY))
        }
        return (jobs, box)
    }
}
