import Testing
@testable import ModalCore

/// Seeded random event sequences: no crash, no NaN, every invariant at every step.
@Suite struct PropertyTests {
    /// A random event near the interesting places of the canvas.
    static func randomEvent(_ rng: inout UInt64, canvas: Size) -> Event {
        func unit() -> Double { Double(splitMix64(&rng) >> 11) / Double(1 << 53) }
        func point() -> Point {
            // Mostly on the canvas, sometimes well outside it.
            let spread = unit() < 0.05 ? 3.0 : 1.0
            return Point(x: (unit() * spread - (spread - 1) / 2) * canvas.width,
                         y: (unit() * spread - (spread - 1) / 2) * canvas.height)
        }
        switch splitMix64(&rng) % 100 {
        case 0..<20: return .pointerDown(point())
        case 20..<50: return .pointerMove(point())
        case 50..<68: return .pointerUp(point())
        case 68..<70: return .pointerCancel
        case 70..<82: return .key(Key.allCases.filter { $0 != .q }[Int(splitMix64(&rng) % 8)])
        case 82..<92: return .tick
        case 92..<96: return .requestCompleted(id: Int(splitMix64(&rng) % 4), outcome: unit() < 0.5 ? .success : .failure)
        case 96..<98:
            let sizes = [Size(width: 1, height: 1), .iPhone, Size(width: 800, height: 600), Size(width: 8000, height: 8000),
                         Size(width: .nan, height: 0)]
            return .resize(sizes[Int(splitMix64(&rng) % 5)])
        default:
            var s = Settings()
            s.halfModal.profile = unit() < 0.5 ? .seed : .fluid
            s.request.outcome = OutcomePolicy.allCases[Int(splitMix64(&rng) % 4)]
            s.request.latency = unit() * 2
            return .updateSettings(s)
        }
    }

    /// Every sequence runs through `Session`, the driver the app uses, and is checked with
    /// `problems(now:)`, the check the soak uses.
    @Test func randomSequencesKeepEveryInvariant() {
        let sequences = 100_000
        var rng: UInt64 = 2026
        var failures: [String] = []
        for sequence in 0..<sequences {
            let session = Session(lanes: [PrototypeMachine()])
            var now = 0.0
            let length = 4 + Int(splitMix64(&rng) % 16)
            for _ in 0..<length {
                // Time mostly moves forward in small steps, sometimes jumps, sometimes goes back.
                let r = splitMix64(&rng) % 20
                now += r == 0 ? -0.5 : (r == 1 ? 10 : Double(r) / 60)
                let event = Self.randomEvent(&rng, canvas: session.primary.canvas)
                session.apply(event, at: now)
                let problems = session.primary.problems(now: now)
                if !problems.isEmpty { failures.append("sequence \(sequence) after \(event): \(problems)") }
            }
            if failures.count > 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
