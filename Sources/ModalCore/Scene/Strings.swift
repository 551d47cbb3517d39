/// The labels the scene shows in one language; `Settings.labels` holds both tables.
public struct Strings: Equatable, Codable, Sendable {
    public var mainTitle: String
    public var openSheet: String
    public var halfModal: String
    public var sheetTitle: String
    public var closeSheet: String
    public var startRequest: String
    /// "もう一枚": the sheet's button that presents a sheet over it.
    public var openNestedSheet: String
    /// The nested sheet's title.
    public var nestedSheetTitle: String
    /// The nested sheet's close button.
    public var closeNestedSheet: String
    public var alertTitle: String
    public var alertMessage: String
    public var alertOK: String
    public var nextOutcome: String
    public var outcomeSuccess: String
    public var outcomeFailure: String
    public var outcomeAlternate: String
    public var outcomeRandom: String

    /// The articles' own labels.
    public static let japanese = Strings(
        mainTitle: "MainView", openSheet: "Sheetを開く", halfModal: "half modal",
        sheetTitle: "SheetView", closeSheet: "Sheetviewを閉じる", startRequest: "通信開始",
        openNestedSheet: "もう一枚", nestedSheetTitle: "NestedSheetView", closeNestedSheet: "閉じる",
        alertTitle: "通信エラー", alertMessage: "通信に失敗しました。", alertOK: "OK",
        nextOutcome: "次の結果", outcomeSuccess: "成功", outcomeFailure: "失敗",
        outcomeAlternate: "交互", outcomeRandom: "ランダム")

    /// English labels.
    public static let english = Strings(
        mainTitle: "MainView", openSheet: "Open Sheet", halfModal: "half modal",
        sheetTitle: "SheetView", closeSheet: "Close SheetView", startRequest: "Start Request",
        openNestedSheet: "Another sheet", nestedSheetTitle: "NestedSheetView", closeNestedSheet: "Close",
        alertTitle: "Network Error", alertMessage: "The request failed.", alertOK: "OK",
        nextOutcome: "Next result", outcomeSuccess: "success", outcomeFailure: "failure",
        outcomeAlternate: "alternate", outcomeRandom: "random")

    /// "次の結果: 成功" — the label of the outcome control.
    public func outcomeLabel(_ policy: OutcomePolicy) -> String {
        let name: String
        switch policy {
        case .success: name = outcomeSuccess
        case .failure: name = outcomeFailure
        case .alternate: name = outcomeAlternate
        case .random: name = outcomeRandom
        }
        return nextOutcome + ": " + name
    }
}

/// Both label tables, editable in a config file.
public struct LabelSettings: Equatable, Codable, Sendable {
    public var ja = Strings.japanese
    public var en = Strings.english
    public init() {}

    /// The table for `language`.
    public func table(_ language: Language) -> Strings { language == .ja ? ja : en }
}
