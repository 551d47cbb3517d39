/// Stable names of the things a user can point at; scenarios and tests use them.
public struct ElementID: RawRepresentable, Equatable, Hashable, Codable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    /// "Sheetを開く" on the main view.
    public static let openSheet: ElementID = "open-sheet"
    /// The form's title, text field and button (`halfModal.content form`), and the iOS keyboard.
    public static let formTitle: ElementID = "form-title"
    public static let textField: ElementID = "text-field"
    public static let formButton: ElementID = "form-button"
    public static let keyboard: ElementID = "keyboard"
    /// "half modal" on the main view, below "Sheetを開く".
    public static let toggleHalfModal: ElementID = "toggle-half-modal"
    /// "Sheetviewを閉じる" in the sheet.
    public static let closeSheet: ElementID = "close-sheet"
    /// "通信開始" in the sheet.
    public static let startRequest: ElementID = "start-request"
    /// "もう一枚" in the sheet: presents a second page sheet over it (issue 34).
    public static let openNestedSheet: ElementID = "open-nested-sheet"
    /// The second page sheet, over the first: drag it down to dismiss it alone.
    public static let nestedSheet: ElementID = "nested-sheet"
    /// "閉じる" in the nested sheet.
    public static let closeNestedSheet: ElementID = "close-nested-sheet"
    /// The alert's OK button.
    public static let alertOK: ElementID = "alert-ok"
    /// The sheet's control that picks the next request's outcome.
    public static let requestOutcome: ElementID = "request-outcome"
    /// The main view's background (taps do nothing).
    public static let mainView: ElementID = "main-view"
    /// The page sheet's body: drag it down to dismiss.
    public static let sheet: ElementID = "sheet"
    /// The half modal card: drag it between half, full and hidden.
    public static let halfModal: ElementID = "half-modal"
    /// The dimmed backdrop behind the half modal (fluid profile): a tap dismisses the card.
    public static let halfModalBackdrop: ElementID = "half-modal-backdrop"
    /// The native sheet's grabber (36 × 5 pt, 44 pt hit area): a tap, or Return/Space while
    /// focused, cycles the detents; a drag from it moves the sheet.
    public static let halfModalGrabber: ElementID = "half-modal-grabber"
    /// The half modal's list (`halfModal.content list`), and its rows in view, numbered from 1.
    public static let list: ElementID = "list"
    public static func listRow(_ n: Int) -> ElementID { ElementID(rawValue: "list-row-\(n)") }
    /// True for `list` and `list-row-N`: a press there drags the list (and, handed off, the card).
    public var isHalfModalList: Bool { rawValue == "list" || rawValue.hasPrefix("list-row-") }
    /// The dimmed, shrunken main view behind a presented sheet (taps do nothing, as on iOS).
    public static let sheetBackdrop: ElementID = "sheet-backdrop"
    /// The full-screen loading cover: it swallows every input.
    public static let loadingCover: ElementID = "loading-cover"
    /// The alert's barrier when no cover lies under it (a failure within the cover's grace
    /// time): it swallows every input but the alert's, as the cover does.
    public static let alertBarrier: ElementID = "alert-barrier"
    /// The alert's body.
    public static let alert: ElementID = "alert"
}

/// A region of the canvas that answers to an element id; later regions lie above earlier ones.
public struct HitRegion: Equatable, Sendable {
    public var id: ElementID
    public var frame: Rect
    /// True for controls that activate on release (buttons); false for surfaces.
    public var isButton: Bool

    public init(id: ElementID, frame: Rect, isButton: Bool) {
        self.id = id; self.frame = frame; self.isButton = isButton
    }
}
