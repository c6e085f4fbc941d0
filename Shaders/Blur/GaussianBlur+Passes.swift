import Foundation

extension GaussianBlur {
    /// Blurs a plane in place (see `apply(to:width:height:channels:edge:)` on arrays).
    ///
    /// The horizontal pass convolves one channel of a row at a time with `LineConvolution`,
    /// which sums either tap by tap or, on a line that changes value at few samples (a shape's
    /// coverage: flat inside and outside, ramps at its edges), by adding each change's step
    /// response. The vertical pass does the same column by column when the columns change at
    /// few samples, else sums tap by tap across whole rows. Every form sums exact integers, so
    /// all give the same bytes. Runs of identical input rows (common in shadows of rectangles)
    /// are blurred horizontally once, and vertically once where a window lies in one run. A
    /// pass left out of `axes` is the identity at the same precision (a sample `v` is `16·v`
    /// after the horizontal pass, and `16·v` rounds back to `v`), so one axis alone gives the
    /// bytes a one-dimensional kernel would.
    /// - Complexity: O(width · height · channels) plus O(radius) for every sample where a line
    ///   changes value, at most O(width · height · channels · radius).
    public func apply(
        to plane: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int = 1,
        edge: Edge = .transparent, axes: Axes = .both
    ) {
        apply(to: plane, width: width, height: height, channels: channels, edge: edge, axes: axes, verticalForm: nil)
    }

    /// How the vertical pass sums: across whole rows, or column by column.
    enum VerticalForm: CaseIterable {
        case rows, columns
    }

    /// `apply` with the vertical pass's form given (nil: chosen from the plane, as `apply`
    /// does); every form gives the same bytes, which tests check by forcing each.
    // Longer than 60 lines: the horizontal pass and the choice of vertical pass share their scratch lines.
    func apply(
        to plane: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int, edge: Edge,
        axes: Axes, verticalForm: VerticalForm?
    ) {
        precondition(plane.count >= width * height * channels, "plane is smaller than width × height × channels")
        guard radius > 0, width > 0, height > 0, !axes.isEmpty, let data = plane.baseAddress else { return }
        let rowLength = width * channels
        let mid = UnsafeMutablePointer<UInt16>.allocate(capacity: rowLength * height)
        defer { mid.deallocate() }
        let convolution = LineConvolution(weights: weights)
        defer { convolution.deallocate() }
        let line = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height) + 2 * radius)
        defer { line.deallocate() }
        let acc = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height, rowLength))
        defer { acc.deallocate() }
        // runStart[y]: the first row of the run of identical input rows holding row y.
        let runStart = UnsafeMutablePointer<Int>.allocate(capacity: height)
        defer { runStart.deallocate() }

        // Horizontal: data → mid, one channel of one row at a time, through a padded line.
        for y in 0..<height {
            let src = data + y * rowLength
            let dst = mid + y * rowLength
            // A row equal to the one above gives the same result (the flat middle of a card).
            if y > 0 && memcmp(src, src - rowLength, rowLength) == 0 {
                runStart[y] = runStart[y - 1]
                dst.update(from: dst - rowLength, count: rowLength)
                continue
            }
            runStart[y] = y
            guard axes.contains(.horizontal) else {
                for x in 0..<rowLength { dst[x] = UInt16(src[x]) << 4 }
                continue
            }
            for ch in 0..<channels {
                for i in 0..<width { line[radius + i] = Int32(src[i * channels + ch]) }
                pad(line, count: width, edge: edge)
                convolution.apply(to: line, count: width, into: acc)
                for x in 0..<width { dst[x * channels + ch] = UInt16(truncatingIfNeeded: (acc[x] &+ 2048) >> 12) }
            }
        }

        // Vertical: mid → data.
        guard axes.contains(.vertical) else {
            for i in 0..<rowLength * height { data[i] = UInt8(truncatingIfNeeded: (Int32(mid[i]) &+ 8) >> 4) }
            return
        }
        let planeSize = Plane(mid: mid, data: data, rowLength: rowLength, height: height)
        // Across rows, a sample costs r + 1 multiply-adds; column by column, about 16 of them
        // to gather, pad, count and scatter it (callgrind, r = 14) plus 2r for each change. So
        // planes whose columns change at few samples and blurs that are wide go by columns.
        let samples = rowLength * height
        let form =
            verticalForm
            ?? (verticalChanges(planeSize, runStart: runStart) * 2 * radius + 16 * samples < samples * (radius + 1)
                ? .columns : .rows)
        if form == .rows {
            blurRows(planeSize, edge: edge, runStart: runStart, acc: acc)
        } else {
            blurColumns(planeSize, edge: edge, convolution: convolution, acc: acc)
        }
    }

    /// The horizontal pass's result (`mid`, 16 × the samples) and the plane the vertical pass
    /// writes (`data`), both `rowLength` samples a row.
    private struct Plane {
        let mid: UnsafeMutablePointer<UInt16>
        let data: UnsafeMutablePointer<UInt8>
        let rowLength: Int, height: Int
    }

    /// How many samples of `mid` differ from the one above them.
    private func verticalChanges(_ p: Plane, runStart: UnsafeMutablePointer<Int>) -> Int {
        let counts = UnsafeMutablePointer<Int32>.allocate(capacity: p.rowLength)
        defer { counts.deallocate() }
        counts.initialize(repeating: 0, count: p.rowLength)
        for y in 1..<max(p.height, 1) where runStart[y] == y {
            let a = p.mid + y * p.rowLength
            let b = a - p.rowLength
            for x in 0..<p.rowLength { counts[x] &+= a[x] != b[x] ? 1 : 0 }
        }
        var total = 0
        for x in 0..<p.rowLength { total += Int(counts[x]) }
        return total
    }

    /// The vertical pass over whole rows, tap by tap: one multiply-add sweep per pair of
    /// symmetric taps (`acc[x] += w[k] · (row[y + k − r] + row[y + r − k])`), which the compiler
    /// vectorizes. An output row whose whole window lies in one run of identical rows equals
    /// that row (Σw·h = 2¹⁶·h exactly).
    private func blurRows(_ p: Plane, edge: Edge, runStart: UnsafeMutablePointer<Int>, acc: UnsafeMutablePointer<Int32>)
    {
        let (mid, data, rowLength, height) = (p.mid, p.data, p.rowLength, p.height)
        func row(_ sy: Int) -> UnsafeMutablePointer<UInt16>? {
            if sy >= 0 && sy < height { return mid + sy * rowLength }
            return edge == .clamp ? mid + min(max(sy, 0), height - 1) * rowLength : nil
        }
        for y in 0..<height {
            let dst = data + y * rowLength
            if y - radius >= 0 && y + radius < height && runStart[y + radius] <= y - radius {
                let src = mid + y * rowLength
                for x in 0..<rowLength {
                    dst[x] = UInt8(truncatingIfNeeded: (Int32(src[x]) &* 65536 &+ (1 << 19)) >> 20)
                }
                continue
            }
            let centre = mid + y * rowLength
            let wc = Int32(weights[radius])
            for x in 0..<rowLength { acc[x] = wc &* Int32(centre[x]) }
            for k in 0..<radius {
                let wk = Int32(weights[k])
                switch (row(y + k - radius), row(y + radius - k)) {
                case (let a?, let b?):
                    for x in 0..<rowLength { acc[x] &+= wk &* (Int32(a[x]) &+ Int32(b[x])) }
                case (let a?, nil), (nil, let a?):
                    for x in 0..<rowLength { acc[x] &+= wk &* Int32(a[x]) }
                case (nil, nil):
                    break
                }
            }
            for x in 0..<rowLength { dst[x] = UInt8(truncatingIfNeeded: (acc[x] &+ (1 << 19)) >> 20) }
        }
    }

    /// The vertical pass one column at a time through `LineConvolution`. Columns are read and
    /// written `block` at a time, row by row, so that the strided reads and writes touch each
    /// cache line once.
    private func blurColumns(
        _ p: Plane, edge: Edge, convolution: LineConvolution, acc: UnsafeMutablePointer<Int32>
    ) {
        let (mid, data, rowLength, height) = (p.mid, p.data, p.rowLength, p.height)
        let block = 16
        let span = height + 2 * radius
        let lines = UnsafeMutablePointer<Int32>.allocate(capacity: block * span)
        defer { lines.deallocate() }
        let outs = UnsafeMutablePointer<UInt8>.allocate(capacity: block * height)
        defer { outs.deallocate() }
        for x0 in stride(from: 0, to: rowLength, by: block) {
            let columns = min(block, rowLength - x0)
            for y in 0..<height {
                let src = mid + y * rowLength + x0
                for c in 0..<columns { lines[c * span + radius + y] = Int32(src[c]) }
            }
            for c in 0..<columns {
                let column = lines + c * span
                pad(column, count: height, edge: edge)
                convolution.apply(to: column, count: height, into: acc)
                let out = outs + c * height
                for y in 0..<height { out[y] = UInt8(truncatingIfNeeded: (acc[y] &+ (1 << 19)) >> 20) }
            }
            for y in 0..<height {
                let dst = data + y * rowLength + x0
                for c in 0..<columns { dst[c] = outs[c * height + y] }
            }
        }
    }

    /// Fills the `radius` samples before and after the `count` samples of a padded line as
    /// `edge` reads outside the plane.
    private func pad(_ line: UnsafeMutablePointer<Int32>, count: Int, edge: Edge) {
        let first: Int32 = edge == .clamp ? line[radius] : 0
        let last: Int32 = edge == .clamp ? line[radius + count - 1] : 0
        for i in 0..<radius {
            line[i] = first
            line[radius + count + i] = last
        }
    }
}

/// The exact integer convolution of one padded line with a blur's weights, in either of two
/// forms that give the same sums.
///
/// With `L` the padded line (`radius` samples of edge on each side) and `w` the `2r + 1`
/// weights, output `x` is `Σₖ w[k]·L[x + k]`. Writing `L` as the running sum of its changes
/// `D[j] = L[j] − L[j − 1]` turns that into
///
///     out[x] = 2¹⁶·L[x] + Σ_{d=1…2r} D[x + d]·T(d),   T(d) = Σ_{k ≥ d} w[k]
///
/// (the weights sum to exactly 2¹⁶): each change adds its step response `T` to the `2r`
/// outputs before it. A line that changes at few samples (coverage of a shape: flat, with
/// ramps at its edges) costs O(length + changes · r) that way instead of O(length · r).
/// Integer sums are exact in any order, so both forms give the same bytes; `apply` takes the
/// cheaper one line by line.
struct LineConvolution {
    /// Half the kernel width.
    let radius: Int
    /// The weights as Int32, `2r + 1` of them.
    private let taps: UnsafeMutablePointer<Int32>
    /// `steps[m] = T(2r − m)` for m in 0..<2r: what a change of +1 at padded sample `j` adds
    /// to output `j − 2r + m`.
    private let steps: UnsafeMutablePointer<Int32>

    /// The convolution with `weights` (odd count, summing to `GaussianBlur.weightSum`);
    /// `deallocate()` frees it.
    init(weights: [Int]) {
        radius = weights.count / 2
        taps = .allocate(capacity: weights.count)
        for k in weights.indices { taps[k] = Int32(weights[k]) }
        steps = .allocate(capacity: max(2 * radius, 1))
        var tail: Int32 = 0
        for m in 0..<(2 * radius) {
            tail &+= taps[2 * radius - m]
            steps[m] = tail
        }
    }

    /// Frees the tables.
    func deallocate() {
        taps.deallocate()
        steps.deallocate()
    }

    /// Convolves the padded `line` (`count + 2 * radius` samples) into `out` (`count` sums,
    /// each `Σ w·L` exactly; the caller rounds them).
    func apply(to line: UnsafeMutablePointer<Int32>, count: Int, into out: UnsafeMutablePointer<Int32>) {
        let span = count + 2 * radius
        var changes = 0
        for j in 1..<span { changes &+= line[j] != line[j - 1] ? 1 : 0 }
        // Tap by tap costs about count · (r + 1) multiply-adds, change by change count + changes · 2r.
        if changes * 2 >= count {
            applyTapByTap(to: line, count: count, into: out)
        } else {
            applyBySteps(to: line, count: count, into: out)
        }
    }

    /// `apply` summed change by change: `2¹⁶·L[x]`, plus each change's step response.
    func applyBySteps(to line: UnsafeMutablePointer<Int32>, count: Int, into out: UnsafeMutablePointer<Int32>) {
        let whole = Int32(GaussianBlur.weightSum)
        for x in 0..<count { out[x] = whole &* line[x] }
        let r2 = 2 * radius
        for j in 1..<(count + r2) {
            let change = line[j] &- line[j - 1]
            if change == 0 { continue }
            // Outputs j − 2r + m for m in lo..<hi lie inside the line.
            let lo = max(0, r2 - j)
            let hi = min(r2, count + r2 - j)
            let o = out + (j - r2 + lo)
            let s = steps + lo
            for m in 0..<(hi - lo) { o[m] &+= change &* s[m] }
        }
    }

    /// `apply` summed tap by tap: the kernel is symmetric, so tap k and tap 2r − k share one
    /// multiply (a sweep over the whole line per pair, which the compiler vectorizes).
    func applyTapByTap(to line: UnsafeMutablePointer<Int32>, count: Int, into out: UnsafeMutablePointer<Int32>) {
        let centre = line + radius
        let wc = taps[radius]
        for x in 0..<count { out[x] = wc &* centre[x] }
        for k in 0..<radius {
            let wk = taps[k]
            let a = line + k
            let b = line + 2 * radius - k
            for x in 0..<count { out[x] &+= wk &* (a[x] &+ b[x]) }
        }
    }
}
