import ModalCore

/// Text widths measured with the font the renderer draws with, so hit regions match labels.
struct TTFMetrics: TextMeasuring, @unchecked Sendable {
    let cache: TextCache

    func width(of string: String, size: Double, weight: FontWeight) -> Double {
        cache.size(of: string, pointSize: size, weight: weight).width
    }
}
