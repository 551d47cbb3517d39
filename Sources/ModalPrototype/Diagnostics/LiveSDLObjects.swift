/// Process-wide counts of the SDL objects this program created and has not yet destroyed.
///
/// The call sites of `SoftwareCanvas` and `TextCache` (`SDL_Create*`, `TTF_OpenFont`,
/// `TTF_Render*`) add one to their kind and the matching `SDL_Destroy*`/`SDL_FreeSurface`/
/// `TTF_CloseFont` subtract one, so the soak
/// (`modal-prototype soak`) can show that a long run neither leaks textures nor surfaces, and
/// that everything is back to zero once the canvas and its text cache are gone. Plain
/// counters: the soak draws on one thread. (A window recording's worker lanes, `RecordingWorker`,
/// make canvases on other threads, so there the counts are not exact; nothing reads them then.)
enum LiveSDLObjects {
    /// `SDL_Texture`s (text runs).
    nonisolated(unsafe) static var textures = 0
    /// `SDL_Surface`s (canvases, rendered text before upload).
    nonisolated(unsafe) static var surfaces = 0
    /// `SDL_Renderer`s (software canvases).
    nonisolated(unsafe) static var renderers = 0
    /// `TTF_Font`s (one per weight and pixel size in use).
    nonisolated(unsafe) static var fonts = 0

    /// The counts as one line, e.g. `textures 12, surfaces 1, renderers 1, fonts 4`.
    static var summary: String {
        "textures \(textures), surfaces \(surfaces), renderers \(renderers), fonts \(fonts)"
    }

    /// Sum of every kind.
    static var total: Int { textures + surfaces + renderers + fonts }
}
