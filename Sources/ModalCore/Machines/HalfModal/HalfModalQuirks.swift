/// The second article's quirks the seed card reproduces on purpose, named where they show.
extension HalfModalMachine {
    /// The article quirk the card shows now, or nil: hidden from full, the seed card keeps its
    /// drag offset (`position` is not reset by the article's `show.toggle()`), so "hidden" leaves
    /// it 35 % of the height on screen. The inspector names it: "article: position not reset".
    public var articleQuirk: String? {
        guard profile == .seed, detent == .hidden, position != 0 else { return nil }
        return HalfModalMachine.positionNotReset
    }

    /// The inspector's words for the hide-from-full quirk.
    public static let positionNotReset = "article: position not reset"
}
