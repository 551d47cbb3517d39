/// The labels the scene shows, in Japanese (the articles' own) or English.
public struct Strings: Equatable, Sendable {
    public var mainTitle: String
    public var openSheet: String
    public var halfModal: String
    public var sheetTitle: String
    public var closeSheet: String
    public var startRequest: String
    public var alertTitle: String
    public var alertMessage: String
    public var alertOK: String
    public var nextOutcome: String
    public var outcomeNames: [OutcomePolicy: String]

    /// The labels for `language`.
    public static func forLanguage(_ language: Language) -> Strings {
        switch language {
        case .ja:
            return Strings(
                mainTitle: "MainView", openSheet: "Sheetを開く", halfModal: "half modal",
                sheetTitle: "SheetView", closeSheet: "Sheetviewを閉じる", startRequest: "通信開始",
                alertTitle: "通信エラー", alertMessage: "通信に失敗しました。", alertOK: "OK",
                nextOutcome: "次の結果",
                outcomeNames: [.success: "成功", .failure: "失敗", .alternate: "交互", .random: "ランダム"])
        case .en:
            return Strings(
                mainTitle: "MainView", openSheet: "Open Sheet", halfModal: "half modal",
                sheetTitle: "SheetView", closeSheet: "Close SheetView", startRequest: "Start Request",
                alertTitle: "Network Error", alertMessage: "The request failed.", alertOK: "OK",
                nextOutcome: "Next result",
                outcomeNames: [.success: "success", .failure: "failure", .alternate: "alternate", .random: "random"])
        }
    }

    /// "次の結果: 成功" — the label of the outcome control.
    public func outcomeLabel(_ policy: OutcomePolicy) -> String {
        nextOutcome + ": " + (outcomeNames[policy] ?? policy.rawValue)
    }
}
