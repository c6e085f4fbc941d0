extension Timeline {
    /// The same timeline with every drawn image (`Image.bitmap`) a layer's contents show, in
    /// the initial tree and in the changes, replaced by `transform`'s answer (a scene document
    /// names files, so its exporter writes drawn pixels to files first).
    public func mappingDrawnImages(_ transform: (Image) throws -> Image) rethrows -> Timeline {
        func state(_ s: LayerState) throws -> LayerState {
            guard let image = s.contents, image.bitmap != nil else { return s }
            var copy = s
            copy.contents = try transform(image)
            return copy
        }
        func layer(_ l: TimelineLayer) throws -> TimelineLayer {
            var copy = l
            copy.state = try state(l.state)
            copy.sublayers = try l.sublayers.map(layer)
            copy.mask = try l.mask.map(layer)
            return copy
        }
        let mapped = try changes.map { change -> TimelineChange in
            var copy = change
            switch change.event {
            case .set(let id, let property, let value):
                if let image = value as? Image, image.bitmap != nil {
                    copy.event = .set(layer: id, property: property, value: try transform(image))
                }
            case .setState(let id, let s): copy.event = .setState(layer: id, state: try state(s))
            case .insertSublayer(let parent, let index, let l):
                copy.event = .insertSublayer(parent: parent, index: index, layer: try layer(l))
            case .setMask(let id, let mask): copy.event = .setMask(layer: id, mask: try mask.map(layer))
            case .removeSublayer, .addAnimation, .removeAnimation: break
            }
            return copy
        }
        return Timeline(
            size: size, frameRate: frameRate, duration: duration, initialTree: try layer(initialTree), changes: mapped)
    }
}
