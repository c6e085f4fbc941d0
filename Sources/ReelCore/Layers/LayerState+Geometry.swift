extension LayerState {
    // MARK: Time helpers

    /// This layer's local time for its superlayer's time `t`:
    /// `(t − beginTime) · speed + timeOffset` (`CAMediaTiming.timeOffset`'s formula) from the
    /// layer's `beginTime` on, and 0 before it, whatever the `timeOffset`, as QuartzCore's
    /// `convertTime` gives (measured on macOS: `beginTime` 8, `speed` 0.5, `timeOffset` 7 is at
    /// local time 0 at parent time 7, and 7 at parent time 8). A layer that has not begun is
    /// never at a negative time, so its animations (and its sublayers') wait at time 0.
    ///
    /// ```
    ///  parent time ──►             beginTime
    ///  local time    0  0  0  0  0  |timeOffset ──(speed)──►
    /// ```
    public func localTime(fromParent t: Double) -> Double {
        LocalClock(self).localTime(fromParent: t)
    }

    /// The superlayer's time for this layer's local time `t` (`.infinity` when `speed` is 0).
    public func parentTime(fromLocal t: Double) -> Double {
        speed == 0 ? .infinity : (t - timeOffset) / speed + beginTime
    }

    /// The weight text is set in: `fontWeight`, or 700 when `isBold`, 400 otherwise.
    public var resolvedFontWeight: Int { fontWeight ?? (isBold ? 700 : 400) }

    // MARK: Geometry helpers

    /// The anchor point expressed in the layer's own coordinates (bounds origin included).
    public var anchorInBounds: Point {
        Point(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// The 2-D part of `transformToSuperlayer3D` (exact for layers with affine transforms):
    /// `p_super = position + transform · (p − anchorInBounds)`.
    public var transformToSuperlayer: AffineTransform {
        let anchor = anchorInBounds
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// Maps points from this layer's 3-D space into its superlayer's:
    /// `p_super = (position, zPosition) + transform · (p − (anchorInBounds, anchorPointZ))`:
    /// `position` and `zPosition` place the anchor point `(anchorPoint, anchorPointZ)`.
    public var transformToSuperlayer3D: Transform3D {
        let anchor = anchorInBounds
        if transform.isAffine && zPosition == 0 && anchorPointZ == 0 { return Transform3D(transformToSuperlayer) }
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: -anchorPointZ)
            .concatenating(transform)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// `sublayerTransform` applied about the anchor point (identity when it is).
    public var sublayerTransformAboutAnchor: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let anchor = anchorInBounds
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
    }

    /// Maps a sublayer's coordinates into this layer's: the sublayer's transform, this layer's
    /// `sublayerSpace` (`isGeometryFlipped`), its `sublayerTransform`, then Core Animation's
    /// flattening into this layer's plane (z dropped), except in a transform layer, whose
    /// sublayers keep their depth.
    public func sublayerToSelf(_ sublayer: LayerState) -> Transform3D {
        let t = sublayerToSelf3D(sublayer)
        return kind == .transformLayer ? t : t.flattened
    }

    /// Maps the coordinate space the sublayers are placed in to this layer's own: the identity,
    /// or with `isGeometryFlipped` the vertical flip `y ↦ minY + maxY − y` of the bounds.
    public var sublayerSpace: AffineTransform {
        guard isGeometryFlipped else { return .identity }
        return AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * bounds.origin.y + bounds.size.height)
    }

    /// Maps points from this layer's coordinate space into `parent`'s (its superlayer's state):
    /// `transformToSuperlayer`, then the superlayer's `sublayerSpace`.
    public func transform(toParent parent: LayerState) -> AffineTransform {
        parent.isGeometryFlipped ? transformToSuperlayer.concatenating(parent.sublayerSpace) : transformToSuperlayer
    }

    /// The layer's frame in its superlayer's coordinates, like `CALayer.frame`: the bounding box
    /// of its bounds after `transformToSuperlayer3D` (projected).
    public var frame: Rect {
        if transform.isAffine { return bounds.applying(transformToSuperlayer) }
        return transformToSuperlayer3D.projectedBounds(of: bounds) ?? .null
    }
}
