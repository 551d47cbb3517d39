/// The window's on-screen help (`?`), in the language of the labels (`--lang`).
public enum ReviewHelp {
    /// The help panel's title.
    public static func title(_ language: Language) -> String {
        language == .ja ? "ModalPrototype — キー操作" : "ModalPrototype — keys"
    }

    /// Every key of the window with what it does, as (key, meaning) rows.
    public static func lines(_ language: Language) -> [(String, String)] {
        language == .ja ? japanese : english
    }

    static let english: [(String, String)] = [
        ("mouse", "click buttons, drag the card and the sheet"),
        ("Tab ⇧Tab", "move focus"),
        ("Return Space", "activate the focused control"),
        ("Esc", "close the topmost sheet or card"),
        ("H / F / S", "half modal · half↔full · open sheet"),
        ("P", "pause / play"),
        (". →  , ←", "one frame forward / back"),
        ("1 2 3 4", "speed ×1 ×0.5 ×0.25 ×0.1"),
        ("[  ]", "slower / faster (×0.1 … ×4)"),
        ("R", "restart (replays --scenario)"),
        ("D", "HUD: states, curve, live trace"),
        ("I", "inspector: live values, sliders, curves"),
        ("N", "next request outcome (次の結果)"),
        ("A", "replay the last gesture, current values"),
        ("timeline", "click/drag: scrub; click a marker: jump"),
        ("C", "screenshot"),
        ("O / X", "reference opacity / difference"),
        ("< >", "reference one frame earlier / later"),
        ("E", "print the SwiftUI source and copy it"),
        ("W", "write the settings as a --config JSON file"),
        ("Up Down", "scroll this help (also the wheel, PgUp PgDn Home End)"),
        ("?", "this help"),
        ("Q", "quit"),
    ]

    static let japanese: [(String, String)] = [
        ("マウス", "ボタン、カードとシートを操作"),
        ("Tab ⇧Tab", "フォーカスを移動"),
        ("Return Space", "フォーカス中の項目を実行"),
        ("Esc", "一番上のシートやカードを閉じる"),
        ("H / F / S", "ハーフモーダル・全体切替・シート"),
        ("P", "一時停止 / 再生"),
        (". →  , ←", "1コマ進む / 戻る"),
        ("1 2 3 4", "速度 ×1 ×0.5 ×0.25 ×0.1"),
        ("[  ]", "遅く / 速く (×0.1 … ×4)"),
        ("R", "最初から (--scenario を再生)"),
        ("D", "HUD: 状態・曲線・軌跡"),
        ("I", "インスペクタ: 値・スライダー・曲線"),
        ("N", "次のリクエスト結果 (次の結果)"),
        ("A", "最後のジェスチャーを今の値で再生"),
        ("タイムライン", "クリック/ドラッグで移動、マーカーでジャンプ"),
        ("C", "スクリーンショット"),
        ("O / X", "参照の不透明度 / 差分"),
        ("< >", "参照を1コマ前 / 後へずらす"),
        ("E", "SwiftUI のコードを表示してコピー"),
        ("W", "設定を --config 用の JSON に保存"),
        ("Up Down", "このヘルプをスクロール (ホイール、PgUp PgDn Home End も)"),
        ("?", "このヘルプ"),
        ("Q", "終了"),
    ]
}
