/// What the scene reads from the native sheet: how far it is towards large, how dim the
/// background is, and whether a tap on the background dismisses it.
extension HalfModalMachine {
    /// The native settings the machine follows.
    public var native: NativeSheetSettings { geometry.native }

    /// 0 at or below medium, 1 at or above large, linear in the top between (UIKit's
    /// `_percentDimmedFromOffset` ramp); 0 for the other profiles.
    public func nativeLargeProgress(at now: Double) -> Double {
        guard profile == .native else { return 0 }
        let medium = top(of: .half), large = top(of: .full)
        guard medium > large else { return 1 }
        return min(max((medium - top(at: now)) / (medium - large), 0), 1)
    }

    /// The fraction (0…1) of the full dim over the background at `now`: with
    /// `undimmedDetent none` it ramps in with the presentation and stays full at every
    /// detent; with `medium` it is 0 up to medium and ramps to full at large.
    public func nativeDimFraction(at now: Double) -> Double {
        guard profile == .native else { return 0 }
        switch geometry.native.undimmedDetent {
        case .medium:
            return nativeLargeProgress(at: now)
        case .none:
            let span = height - top(of: .half)
            guard span > 0 else { return 1 }
            return min(max((height - top(at: now)) / span, 0), 1)
        }
    }

    /// The dim's black alpha at `now` (0.2 light, 0.48 dark at full).
    public func nativeDimAlpha(at now: Double, dark: Bool) -> Double {
        (dark ? NativeSheetMetrics.dimDark : NativeSheetMetrics.dimLight)
            * nativeDimFraction(at: now)
    }

    /// True when a tap on the background dismisses the sheet: it is dimmed there (fully, with
    /// an undimmed detent) and dismissal is allowed.
    public func nativeBackdropDismisses(at now: Double) -> Bool {
        guard profile == .native, isVisible(at: now), !geometry.native.interactiveDismissDisabled.isOn else { return false }
        switch geometry.native.undimmedDetent {
        case .none: return true
        case .medium: return nativeLargeProgress(at: now) >= 1 - 1e-9
        }
    }
}

extension HalfModalMachine {
    /// The detent's name as the HUD, the inspector and the timeline say it: the system
    /// sheet's `medium` and `large` for `native`, `half` and `full` for the self-made card.
    public var detentName: String {
        let custom = profile == .fluid && !settings.detents.isStandard
        guard profile == .native || custom, detent != .hidden else { return detent.rawValue }
        let specs = settings.detents.specs
        let tops = specs.map(geometry.top(of:))
        let want = behaviour.stopTop ?? top(of: detent)
        return specs[tops.firstIndex(of: want) ?? 0].text
    }
}
