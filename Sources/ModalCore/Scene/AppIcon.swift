/// The app's icon as a display list: a phone with the half modal up — the orange main view,
/// the gray card with its grabber — drawn from the scene's own colours (`Theme`), in a
/// 64 × 64 pt box with a clear background. `modal-prototype icon` renders it at any size.
public enum AppIcon {
    /// The design's side in points.
    public static let side: Double = 64

    /// The icon's items (points; scale by `size / side` to draw `size` pixels).
    public static func items(theme: Theme = Theme()) -> [DisplayItem] {
        let body = Rect(x: 13, y: 2, width: 38, height: 60)
        let screen = Rect(x: 15.5, y: 4.5, width: 33, height: 55)
        let screenRadius = 7.0
        let cardTop = 29.0
        let card = Rect(x: screen.x, y: cardTop, width: screen.width, height: screen.y + screen.height - cardTop)
        let grabber = Rect(x: 32 - 5, y: cardTop + 2.5, width: 10, height: 2)
        return [
            .fill(body, CornerRadii(all: 9.5), Color(hex: 0x1C1C1E)),
            .fill(screen, CornerRadii(all: screenRadius), theme.orange),
            // The Dynamic Island.
            .fill(Rect(x: 26.5, y: 7, width: 11, height: 3.5), CornerRadii(all: 1.75), Color(hex: 0x000000)),
            // The half modal: top corners the card's, bottom corners the screen's.
            .fill(card, CornerRadii(topLeft: 5, topRight: 5, bottomRight: screenRadius, bottomLeft: screenRadius), theme.gray),
            .fill(grabber, CornerRadii(all: 1), theme.label),
        ]
    }
}
