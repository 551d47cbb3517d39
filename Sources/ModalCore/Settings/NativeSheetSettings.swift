/// The system sheet of profile `native`: what a SwiftUI `.sheet` with
/// `.presentationDetents([.medium, .large])` lets an app choose (its metrics are UIKit's and
/// live in `NativeSheetMetrics`; sources in docs/FIDELITY.md).
public struct NativeSheetSettings: Equatable, Codable, Sendable {
    /// The largest detent at which the background stays clear and interactive
    /// (`.presentationBackgroundInteraction(.enabled(upThrough:))`); `none` dims at every detent.
    public var undimmedDetent: NativeUndimmedDetent = .none
    /// `.interactiveDismissDisabled()`: a drag or a tap on the dim never dismisses.
    public var interactiveDismissDisabled: NativeFlag = .false
    public init() {}
}

/// `native.undimmedDetent`: SwiftUI's default (`none`) or the detent up to which the
/// background is not dimmed.
public enum NativeUndimmedDetent: String, Equatable, Codable, Sendable, CaseIterable {
    case none
    case medium
}

/// A yes/no setting written `true` or `false`.
public enum NativeFlag: String, Equatable, Codable, Sendable, CaseIterable {
    case `false`
    case `true`

    public var isOn: Bool { self == .true }
}

/// `halfModal.content`: what the card or sheet shows.
public enum HalfModalContent: String, Equatable, Codable, Sendable, CaseIterable {
    case none
    case list
    /// A title, a text field and a button: the keyboard, focus and typing (issue 34).
    case form
}

/// `halfModal.contentInteraction`: how a drag on the list is shared with the sheet
/// (SwiftUI's `.presentationContentInteraction`).
public enum HalfModalContentInteraction: String, Equatable, Codable, Sendable, CaseIterable {
    /// `prefersScrollingExpandsWhenScrolledToEdge`: the sheet moves until its largest detent,
    /// and down again from the content's top.
    case resizes
    /// The list scrolls at every detent; only the grabber resizes.
    case scrolls
}
