/// "Did you mean …?" for a mistyped name: the known name nearest a word by edit distance
/// (Damerau–Levenshtein: an insertion, a deletion, a change or a swap of two neighbours is
/// one edit), when it is close enough to be what was meant.
///
/// Bounded for hostile input: a word or candidate longer than `maxLength` characters is
/// never compared (a 100,000-character argument costs nothing).
public enum Suggestion {
    /// Longest word compared, in characters.
    public static let maxLength = 64

    /// The candidate nearest `word`, at most a third of its length away (and at most 3 edits;
    /// at least 1); nil when none is that close or `word` is itself a candidate. Ties go to
    /// the earlier candidate.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased())
        guard !w.isEmpty, w.count <= maxLength else { return nil }
        let limit = min(3, max(1, w.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let c = Array(candidate.lowercased())
            guard c.count <= maxLength, abs(c.count - w.count) <= limit else { continue }
            if c == w { return nil }
            let d = distance(w, c)
            if d <= limit, d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// " (did you mean X?)" for the closest candidate, or "" when there is none.
    public static func didYouMean(_ word: String, in candidates: some Sequence<String>) -> String {
        closest(to: word, in: candidates).map { " (did you mean \($0)?)" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
