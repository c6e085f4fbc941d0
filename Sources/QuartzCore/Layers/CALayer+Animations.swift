import ReelCore

/// The animations a layer holds, as `CALayer.add(_:forKey:)` and its neighbours manage them.
extension CALayer {
    /// `add(_:forKey:)`: adds `anim` under `key` (replacing the animation under that key),
    /// converted to ReelCore's value now (the copy Core Animation makes), so it records as the
    /// same Reel animation does. An animation that cannot have an effect (a value of the wrong
    /// type, an unknown key path) is not added and is reported once on standard error.
    func attach(_ anim: CAAnimation, forKey key: String?) {
        guard var animation = reelAnimation(of: anim) else { return }
        if let delegate = anim.delegate {
            animation.delegate = AnimationDelegateBridge(animation: anim, delegate: delegate)
        }
        reel.add(animation, forKey: key)
        if let key { addedAnimations[key] = anim }
    }

    /// `animation(forKey:)`: the animation added under `key`, while it is attached.
    func attachedAnimation(forKey key: String) -> CAAnimation? {
        guard reel.animation(forKey: key) != nil else {
            addedAnimations[key] = nil
            return nil
        }
        return addedAnimations[key]
    }

    /// `removeAnimation(forKey:)`.
    func detachAnimation(forKey key: String) {
        reel.removeAnimation(forKey: key)
        addedAnimations[key] = nil
    }

    /// `removeAllAnimations()`.
    func detachAllAnimations() {
        reel.removeAllAnimations()
        addedAnimations = [:]
    }
}
