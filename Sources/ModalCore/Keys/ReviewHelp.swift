/// The window's on-screen help (`?`), in the language of the labels (`--lang`).
public enum ReviewHelp {
    /// The help panel's title.
    public static func title(_ language: Language) -> String {
        language == .ja ? "ModalPrototype — キー操作" : "ModalPrototype — keys"
    }

    /// Every key of the window with what it does, as (key, meaning) rows (`KeyTable`).
    public static func lines(_ language: Language) -> [(String, String)] {
        KeyTable.rows.map { ($0.keys, language == .ja ? $0.japanese : $0.english) }
    }
}
