/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use, solved by the
/// view's Auto Layout engine as UIKit's are: the content guide starts at the content's origin
/// and is `contentSize` large unless constraints size it (then `contentSize` follows it); the
/// frame guide is the scroll view's frame, so it moves with the offset in content coordinates.
final class ScrollLayoutGuides {
    let content = UILayoutGuide()
    let frame = UILayoutGuide()
    private let contentWidth: NSLayoutConstraint
    private let contentHeight: NSLayoutConstraint
    private let frameLeft: NSLayoutConstraint
    private let frameTop: NSLayoutConstraint

    init(owner: UIScrollView) {
        content.identifier = "UIScrollView-contentLayoutGuide"
        frame.identifier = "UIScrollView-frameLayoutGuide"
        owner.addLayoutGuide(content)
        owner.addLayoutGuide(frame)
        contentWidth = content.widthAnchor.constraint(equalToConstant: owner.contentSize.width)
        contentHeight = content.heightAnchor.constraint(equalToConstant: owner.contentSize.height)
        // Weaker than anything code sets, so that constraints on the content decide its size.
        contentWidth.priority = .fittingSizeLevel
        contentHeight.priority = .fittingSizeLevel
        frameLeft = frame.leftAnchor.constraint(equalTo: owner.leftAnchor, constant: owner.contentOffset.x)
        frameTop = frame.topAnchor.constraint(equalTo: owner.topAnchor, constant: owner.contentOffset.y)
        NSLayoutConstraint.activate([
            content.leftAnchor.constraint(equalTo: owner.leftAnchor),
            content.topAnchor.constraint(equalTo: owner.topAnchor), contentWidth, contentHeight, frameLeft, frameTop,
            frame.widthAnchor.constraint(equalTo: owner.widthAnchor),
            frame.heightAnchor.constraint(equalTo: owner.heightAnchor),
        ])
    }

    /// Keeps the frame guide on the visible rectangle and the content guide's default size.
    func follow(offset: CGPoint, contentSize: CGSize) {
        if frameLeft.constant != offset.x { frameLeft.constant = offset.x }
        if frameTop.constant != offset.y { frameTop.constant = offset.y }
        if contentWidth.constant != contentSize.width { contentWidth.constant = contentSize.width }
        if contentHeight.constant != contentSize.height { contentHeight.constant = contentSize.height }
    }

    /// The content size the last layout gave the content guide.
    var solvedContentSize: CGSize { content.layoutFrame.size }
}

extension UIScrollView {
    var scrollGuides: ScrollLayoutGuides {
        if let guides = madeScrollGuides { return guides }
        let guides = ScrollLayoutGuides(owner: self)
        madeScrollGuides = guides
        return guides
    }

}
