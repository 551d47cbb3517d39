/// Every key and gesture of the window, once: the source of the on-screen help (both
/// languages), the `--help` KEYS section, the README's key table (a test checks that the
/// README and `--help` say what this table says) and of what each key does (`action(for:)`:
/// the window looks every key press up here).
public enum KeyTable {
    /// One key (or gesture) and what it does, short for the help panels and long for the README.
    public struct Row: Equatable, Sendable {
        public var keys: String
        public var english: String
        public var japanese: String
        public var readme: String
        /// The keys that do it (none for the mouse, the wheel and the timeline, which are gestures).
        public var bindings: [KeyBinding] = []
    }

    public static let rows: [Row] = [
        Row(keys: "mouse", english: "click buttons, drag the card and the sheet", japanese: "ボタン、カードとシートを操作",
            readme: "click buttons (they activate on release inside, with a pressed highlight), drag the half modal from anywhere on it, drag the sheet down to dismiss it"),
        Row(keys: "wheel, touch", english: "scroll or swipe the card and the sheet", japanese: "カードとシートをスクロール・スワイプ",
            readme: "a wheel or two-finger scroll over the card or the sheet drags it as a finger would (20 pt a notch, touchpad deltas as they come; released 400 ms after a wheel's last notch, 150 ms after a touchpad's last scroll, with its velocity); touchscreen fingers drive the pointer"),
        Row(keys: "Ctrl = - 0", english: "zoom in · out · reset", japanese: "拡大・縮小・元に戻す",
            readme: "zoom in / out (×1.25 a step, never past the screen) / back; input maps through the zoom",
            bindings: [KeyBinding("=", ctrl: true, .zoom(.zoomIn)), KeyBinding("-", ctrl: true, .zoom(.zoomOut)),
                       KeyBinding("0", ctrl: true, .zoom(.reset)), KeyBinding("+", ctrl: true, .zoom(.zoomIn), listed: false),
                       KeyBinding("Keypad +", ctrl: true, .zoom(.zoomIn), listed: false),
                       KeyBinding("Keypad -", ctrl: true, .zoom(.zoomOut), listed: false),
                       KeyBinding("Keypad 0", ctrl: true, .zoom(.reset), listed: false)]),
        Row(keys: "Tab ⇧Tab", english: "move focus", japanese: "フォーカスを移動",
            readme: "move keyboard focus (blue ring), forward / back",
            bindings: [KeyBinding("Tab", shift: false, .core(.tab)), KeyBinding("Tab", shift: true, .core(.shiftTab), shown: "⇧Tab")]),
        Row(keys: "Return Space", english: "activate the focused control", japanese: "フォーカス中の項目を実行",
            readme: "activate the focused control (the alert's OK when it is up)",
            bindings: [KeyBinding("Return", .core(.return)), KeyBinding("Space", .core(.space)),
                       KeyBinding("Keypad Enter", .core(.return), listed: false)]),
        Row(keys: "Esc", english: "close the topmost sheet or card", japanese: "一番上のシートやカードを閉じる",
            readme: "close the topmost dismissible thing (the alert with its cover, else the sheet, else the half modal)",
            bindings: [KeyBinding("Escape", .core(.escape), shown: "Esc")]),
        Row(keys: "H / F / S", english: "half modal · half↔full · open sheet", japanese: "ハーフモーダル・全体切替・シート",
            readme: "toggle the half modal (its button) / half ↔ full / open the sheet",
            bindings: [KeyBinding("H", .core(.h)), KeyBinding("F", .core(.f)), KeyBinding("S", .core(.s))]),
        Row(keys: "P", english: "pause / play", japanese: "一時停止 / 再生", readme: "pause / play",
            bindings: [KeyBinding("P", .review(.togglePause))]),
        Row(keys: ". →  , ←", english: "one frame forward / back", japanese: "1コマ進む / 戻る",
            readme: "one frame forward / back (back restores the nearest snapshot and replays the input log)",
            bindings: [KeyBinding(".", shift: false, .review(.stepForward)), KeyBinding("Right", .review(.stepForward), shown: "→"),
                       KeyBinding(",", shift: false, .review(.stepBack)), KeyBinding("Left", .review(.stepBack), shown: "←")]),
        Row(keys: "1 2 3 4", english: "speed ×1 ×0.5 ×0.25 ×0.1", japanese: "速度 ×1 ×0.5 ×0.25 ×0.1",
            readme: "speed ×1, ×0.5, ×0.25, ×0.1",
            bindings: [KeyBinding("1", .review(.rate(1))), KeyBinding("2", .review(.rate(0.5))),
                       KeyBinding("3", .review(.rate(0.25))), KeyBinding("4", .review(.rate(0.1)))]),
        Row(keys: "[  ]", english: "slower / faster (×0.1 … ×4)", japanese: "遅く / 速く (×0.1 … ×4)",
            readme: "slower / faster, ×0.1 … ×4 (shown in the HUD, the title and a toast)",
            bindings: [KeyBinding("[", .review(.slower)), KeyBinding("]", .review(.faster))]),
        Row(keys: "R", english: "restart: replay what was done", japanese: "最初から: 操作を再生",
            readme: "restart: the input log replays what was done from 0 (with `--scenario`, the scenario plays again)",
            bindings: [KeyBinding("R", .review(.restart))]),
        Row(keys: "D", english: "HUD: states, curve, live trace", japanese: "HUD: 状態・曲線・軌跡",
            readme: "HUD (opaque, in its own 266 pt column right of the inspector: the window widens, and the HUD never covers the inspector): what moves in each lane and how (`spring to full`, `curve to half`, `at half`), half-modal position and velocity, the running curves with their progress, frame time, a live trace of the cards and the sheet with a legend for every line; while the clock plays its time runs, so the window redraws every frame, paused or with the HUD off it sleeps",
            bindings: [KeyBinding("D", .review(.toggleHUD))]),
        Row(keys: "I", english: "inspector: live values, sliders, curves", japanese: "インスペクタ: 値・スライダー・曲線",
            readme: "inspector on / off (the window narrows or widens by its 300 pt)",
            bindings: [KeyBinding("I", .studio(.toggleInspector))]),
        Row(keys: "N", english: "next request outcome (次の結果)", japanese: "次のリクエスト結果 (次の結果)",
            readme: "next request outcome (success → failure → alternate → random), as the inspector's 次の結果",
            bindings: [KeyBinding("N", .studio(.nextOutcome))]),
        Row(keys: "A", english: "replay the last gesture, current values", japanese: "最後のジェスチャーを今の値で再生",
            readme: "replay the last gesture (press to release, or key) from its start with the current values",
            bindings: [KeyBinding("A", .studio(.replayLastGesture))]),
        Row(keys: "Ctrl Z  Ctrl ⇧Z", english: "undo / redo a branch (the cut-off inputs)", japanese: "分岐を取り消す / やり直す",
            readme: "undo / redo a branch: an input to a phone or a key's setting change on a scrubbed frame cuts off the later inputs, and Ctrl+Z brings them back (the last 20 branches; presses on the timeline, markers, tabs, sliders and editors never branch)",
            bindings: [KeyBinding("Z", shift: false, ctrl: true, .studio(.undoBranch)),
                       KeyBinding("Z", shift: true, ctrl: true, .studio(.redoBranch), shown: "⇧Z")]),
        Row(keys: "timeline", english: "click/drag: scrub; click a marker: jump", japanese: "クリック/ドラッグで移動、マーカーでジャンプ",
            readme: "click or drag: scrub (pauses; the frame is the session at that time); click a marker: move the playhead to it (paused or playing as before); a press on the studio never reaches a phone; the wheel (or Ctrl+wheel) over it zooms around the pointer, Shift+wheel or a sideways scroll pans; while playing it never rescales under the pointer but follows the playhead; labels that do not fit are left out and counted (+N)"),
        Row(keys: "= - Z PgUp PgDn", english: "timeline: zoom in · out · whole; pan", japanese: "タイムライン: 拡大・縮小・全体、移動",
            readme: "timeline: zoom in / out (×1.25 a step, around the pointer when it is over the timeline, else the playhead, down to 0.2 s) / the whole review; pan back / forward half a view",
            bindings: [KeyBinding("=", .timeline(.zoomIn)), KeyBinding("-", .timeline(.zoomOut)), KeyBinding("Z", .timeline(.fit)),
                       KeyBinding("Keypad +", .timeline(.zoomIn), listed: false), KeyBinding("Keypad -", .timeline(.zoomOut), listed: false),
                       KeyBinding("PageUp", .timeline(.pan(-0.5)), shown: "PgUp"), KeyBinding("PageDown", .timeline(.pan(0.5)), shown: "PgDn")]),
        Row(keys: "C", english: "screenshot", japanese: "スクリーンショット",
            readme: "screenshot into `--out` (or the current folder), with its element list beside it (`NAME.json`: the phone's elements, the timeline's markers and the inspector's controls); the path is printed and shown",
            bindings: [KeyBinding("C", .review(.screenshot))]),
        Row(keys: "O / X", english: "reference opacity / difference", japanese: "参照の不透明度 / 差分",
            readme: "reference opacity / difference view (with `--reference`)",
            bindings: [KeyBinding("O", .review(.cycleReferenceOpacity)), KeyBinding("X", .review(.toggleDifference))]),
        Row(keys: "< >", english: "reference one frame earlier / later", japanese: "参照を1コマ前 / 後へずらす",
            readme: "move the reference one of its frames earlier / later (with `--reference`; the frame number is shown)",
            bindings: [KeyBinding("<", .review(.nudgeReference(-1))), KeyBinding(">", .review(.nudgeReference(1))),
                       KeyBinding(",", shift: true, .review(.nudgeReference(-1)), listed: false),
                       KeyBinding(".", shift: true, .review(.nudgeReference(1)), listed: false)]),
        Row(keys: "M", english: "fit the reference's motion and apply it", japanese: "参照の動きを当てはめて適用",
            readme: "fit the reference's half-modal motion at the playhead as `measure` does (a curve for `seed`, the spring for `fluid`) and apply it to the settings as a studio setting change (on a scrubbed frame the take is kept and Ctrl+Z undoes it); from then on the HUD traces the reference's card beside the phones' (with `--reference`)",
            bindings: [KeyBinding("M", .review(.fitReference))]),
        Row(keys: "E", english: "print the SwiftUI source and copy it", japanese: "SwiftUI のコードを表示してコピー",
            readme: "print the SwiftUI source for the current settings (as `--print-swiftui`) and put it on the clipboard",
            bindings: [KeyBinding("E", .review(.exportSwiftUI))]),
        Row(keys: "W", english: "write the settings as a --config JSON file", japanese: "設定を --config 用の JSON に保存",
            readme: "write the settings as a `--config`-loadable JSON file into `--out` (or the current folder); the path is printed and shown",
            bindings: [KeyBinding("W", .review(.writeSettings))]),
        Row(keys: "L", english: "save what was done as a scenario file", japanese: "操作をシナリオファイルに保存",
            readme: "write what was done as a scenario file (at `--save-scenario FILE`, else into `--out` or the current folder); the path is printed and shown",
            bindings: [KeyBinding("L", .review(.saveScenario))]),
        Row(keys: "↑ ↓", english: "scroll the inspector's rows (also the wheel over it)", japanese: "インスペクタの行をスクロール (その上のホイールも)",
            readme: "scroll the inspector's number rows when they do not fit (a laptop screen, three phones, the HUD); the wheel over the inspector does the same, and its last line says which rows show",
            bindings: [KeyBinding("Up", .review(.scrollInspector(-1)), shown: "↑"), KeyBinding("Down", .review(.scrollInspector(1)), shown: "↓")]),
        Row(keys: "G", english: "write a review page (motion, plots, figures)", japanese: "レビューページを書き出す (動き・グラフ・数値)",
            readme: "write a review page for the review so far: `index.html` with each lane's GIF and key frames, position and velocity plots, the figures of every motion, the settings, the scenario and the SwiftUI, and `report.json` (at `--report DIR`, else a new `modal-prototype-report-…` folder in `--out` or the current folder); the path is printed and shown",
            bindings: [KeyBinding("G", .review(.writeReport))]),
        Row(keys: "Up Down", english: "scroll this help (also the wheel, PgUp PgDn Home End)",
            japanese: "このヘルプをスクロール (ホイール、PgUp PgDn Home End も)",
            readme: "scroll the help while it is open (also the wheel, PgUp, PgDn, Home, End); it wraps to any window size",
            bindings: [KeyBinding("Up", helpOpen: true, .review(.scrollHelp(-1))), KeyBinding("Down", helpOpen: true, .review(.scrollHelp(1))),
                       KeyBinding("PageUp", helpOpen: true, .review(.scrollHelp(-10)), shown: "PgUp"),
                       KeyBinding("PageDown", helpOpen: true, .review(.scrollHelp(10)), shown: "PgDn"),
                       KeyBinding("Home", helpOpen: true, .review(.scrollHelp(-1_000_000))),
                       KeyBinding("End", helpOpen: true, .review(.scrollHelp(1_000_000)))]),
        Row(keys: "? F1", english: "this help", japanese: "このヘルプ",
            readme: "on-screen help, in the labels' language (`--lang`)",
            bindings: [KeyBinding("?", .review(.toggleHelp)), KeyBinding("F1", .review(.toggleHelp)),
                       KeyBinding("/", shift: true, .review(.toggleHelp), listed: false)]),
        Row(keys: "Q", english: "quit", japanese: "終了", readme: "quit (closing the window works too)",
            bindings: [KeyBinding("Q", .core(.q))]),
    ]

    /// What `chord` does: with the help open, its scrolling keys first; nil for a key not in the table.
    public static func action(for chord: KeyChord, helpOpen: Bool) -> KeyAction? {
        let all = rows.flatMap(\.bindings)
        if helpOpen, let b = all.first(where: { $0.helpOpen && $0.matches(chord, helpOpen: true) }) { return b.action }
        return all.first(where: { !$0.helpOpen && $0.matches(chord, helpOpen: helpOpen) })?.action
    }

    /// The `--help` KEYS section: one line a row, keys padded to one column.
    public static var helpSection: String {
        let width = rows.map(\.keys.count).max() ?? 0
        return rows.map { "  " + $0.keys + String(repeating: " ", count: width + 2 - $0.keys.count) + $0.english }
            .joined(separator: "\n")
    }

    /// The README's key table (Markdown).
    public static var markdown: String {
        (["| key | does |", "|---|---|"] + rows.map { "| \($0.keys) | \($0.readme) |" }).joined(separator: "\n")
    }
}
