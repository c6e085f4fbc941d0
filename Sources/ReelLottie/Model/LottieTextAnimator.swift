/// One text animator (`t.a[i]`): a range selector (`s`) choosing how much of each character it
/// moves, and the properties it moves them by (`a`).
struct LottieTextAnimator: Decodable, Sendable {
    var nm: String?
    var s: LottieTextRangeSelector?
    var a: LottieTextStyle?
}

/// A text animator's range selector: which characters, and how much of each. `s`, `e` and `o`
/// (start, end, offset) are in percent of the text (`r` 1) or in units (`r` 2) of what `b`
/// counts (1 characters, 2 characters but spaces, 3 words, 4 lines); `sh` is the shape of the
/// selection (1 square, 2 ramp up, 3 ramp down, 4 triangle, 5 round, 6 smooth); `xe` and `ne`
/// ease its high and low ends, `a` is the amount (percent), `sm` the square's smoothness, `rn`
/// randomizes the order, `m` is the mode and `t` 1 marks an expression selector.
struct LottieTextRangeSelector: Decodable, Sendable {
    var t: Int?
    var s: LottieAnimatedValue?
    var e: LottieAnimatedValue?
    var o: LottieAnimatedValue?
    var r: Int?
    var b: Int?
    var sh: Int?
    var xe: LottieAnimatedValue?
    var ne: LottieAnimatedValue?
    var a: LottieAnimatedValue?
    var sm: LottieAnimatedValue?
    var m: Int?
    var rn: Int?
}

/// What a text animator changes, each by its value times the selector's amount: position (`p`),
/// anchor (`a`), scale (`s`, percent), skew and skew axis (`sk`, `sa`, degrees), rotation (`r`),
/// opacity (`o`), fill colour (`fc`), its hue, saturation and brightness (`fh`, `fs`, `fb`),
/// fill opacity (`fo`), stroke colour and width (`sc`, `sw`) and tracking (`t`).
struct LottieTextStyle: Decodable, Sendable {
    var p: LottieAnimatedValue?
    var a: LottieAnimatedValue?
    var s: LottieAnimatedValue?
    var sk: LottieAnimatedValue?
    var sa: LottieAnimatedValue?
    var r: LottieAnimatedValue?
    var o: LottieAnimatedValue?
    var fc: LottieAnimatedValue?
    var fh: LottieAnimatedValue?
    var fs: LottieAnimatedValue?
    var fb: LottieAnimatedValue?
    var fo: LottieAnimatedValue?
    var sc: LottieAnimatedValue?
    var sw: LottieAnimatedValue?
    var t: LottieAnimatedValue?
    var rx: LottieAnimatedValue?
    var ry: LottieAnimatedValue?
}
