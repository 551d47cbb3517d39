import CSDL2

/// Wall-clock seconds since the window started, from SDL's performance counter (the core
/// reads no clock: the window hands these times to the review controller).
struct WallClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    /// Seconds since this clock was made.
    var now: Double { Double(SDL_GetPerformanceCounter() - start) / frequency }
}
