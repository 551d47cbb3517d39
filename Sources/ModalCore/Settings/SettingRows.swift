/// The table of settings: one row per leaf of `Settings` (a test checks that every leaf of
/// `--print-config` has one), in the order the inspector lists each section's rows.
///
/// A row gives the dotted path, the key path, the kind and range of the values, what the
/// setting does, the inspector section that shows it, its slider's range and step, and for the
/// half modal's numbers the profiles that use them (`.only(.seed)`; the others serve every profile). Where the
/// value comes from and the alternatives are in the doc comments of `Settings` and in
/// docs/FIDELITY.md.
extension SettingRow {
    static let all: [SettingRow] = request + sheet + halfModal + native + cover + alert + theme + others

    static let request: [SettingRow] = [
        number(SettingPath.requestLatency, \S.request.latency, .delay, "seconds from the request's start to its completion",
               .request, (0...10, 0.1)),
        number("request.failureRate", \S.request.failureRate, .fraction, "probability of failure under outcome random",
               .request, (0...1, 0.01)),
        integer("request.seed", \S.request.seed, minimum: 0, .whole, "seed of the random outcomes", .request, (0...1000, 1)),
        choice(SettingPath.requestOutcome, \S.request.outcome, "how requests end"),
    ]

    static let sheet: [SettingRow] = [
        number(SettingPath.sheetDuration, \S.sheet.duration, .duration, "sheet present and dismiss duration", .sheet, (0...3, 0.01)),
    ] + curve("sheet.curve", \S.sheet.curve, "sheet curve", .sheet, editor: .bezier) + [
        number("sheet.topGap", \S.sheet.topGap, .length, "gap between the safe-area top and the sheet", .sheet, (0...120, 1)),
        number("sheet.cornerRadius", \S.sheet.cornerRadius, .length, "radius of the sheet's top corners", .sheet, (0...60, 1)),
        number("sheet.presentingScale", \S.sheet.presentingScale, .fraction, "scale of the presenting view under the sheet",
               .sheet, (0...1, 0.01)),
        number("sheet.presentingCornerRadius", \S.sheet.presentingCornerRadius, .length,
               "corner radius of the shrunken presenting view", .sheet, (0...60, 1)),
        number("sheet.presentingDisplayRadiusFactor", \S.sheet.presentingDisplayRadiusFactor, .scale,
               "presenting view's starting corner radius, times the display's", .sheet, (0.1...2, 0.01)),
        number("sheet.dimAlpha", \S.sheet.dimAlpha, .fraction, "dim over the presenting view", .sheet, (0...1, 0.01)),
        number("sheet.darkDimWhite", \S.sheet.darkDimWhite, .fraction,
               "grey level of the presenting view's dim in dark appearance", .sheet, (0...1, 0.01)),
    ] + curve("sheet.dimCurve", \S.sheet.dimCurve, "presenting view's dim curve in", .sheet)
      + curve("sheet.undimCurve", \S.sheet.undimCurve, "presenting view's dim curve out", .sheet) + [
        number("sheet.dismissFraction", \S.sheet.dismissFraction, .fraction, "projected drag / height that dismisses the sheet",
               .sheet, (0...1, 0.01)),
        number("sheet.projectionTime", \S.sheet.projectionTime, .projection, "seconds of release velocity added to a sheet drag",
               .sheet, (0...2, 0.01)),
        number("sheet.flickVelocity", \S.sheet.flickVelocity, .scale,
               "release speed, in screen heights per second, that dismisses the sheet", .sheet, (0.1...10, 0.1)),
        number("sheet.maxStretch", \S.sheet.maxStretch, .fraction, "how far up, in screen heights, the sheet stretches",
               .sheet, (0...0.1, 0.001)),
        number("sheet.stretchReturnDuration", \S.sheet.stretchReturnDuration, .duration,
               "seconds a stretched sheet takes to come back", .sheet, (0...3, 0.01)),
    ] + spring("sheet.returnSpring", \S.sheet.returnSpring, "the sheet's return spring", .sheet, editor: .spring) + [
        number("sheet.dragSlop", \S.sheet.dragSlop, .length, "travel before a press on the sheet becomes a drag",
               .sheet, (0...50, 1)),
    ] + sheetStack

    static let halfModal: [SettingRow] = [
        number("halfModal.halfFraction", \S.halfModal.halfFraction, .fraction, "card top at half, as a fraction of the height",
               .halfModal, (0...1, 0.01)).only(.seed, .fluid),
        number("halfModal.heightRate", \S.halfModal.heightRate, .fraction,
               "how far above half full lies, as a fraction of the height", .halfModal, (0...1, 0.01)).only(.seed, .fluid),
    ] + curve("halfModal.curve", \S.halfModal.curve, "show/hide curve", .halfModal, editor: .bezier).map { $0.only(.seed) } + [
        number(SettingPath.halfModalDuration, \S.halfModal.duration, .duration, "show/hide duration", .halfModal, (0...3, 0.01))
            .only(.seed),
        number("halfModal.hideThreshold", \S.halfModal.hideThreshold, .length, "drag down past this hides the card (seed)",
               .halfModal, (0...600, 1)).only(.seed),
        number("halfModal.fullThreshold", \S.halfModal.fullThreshold, .length, "drag up past this from half goes full (seed)",
               .halfModal, (0...600, 1)).only(.seed),
        number("halfModal.stayFullThreshold", \S.halfModal.stayFullThreshold, .length,
               "drag up past this while full stays full (seed)", .halfModal, (0...600, 1)).only(.seed),
        number("halfModal.minimumDragDistance", \S.halfModal.minimumDragDistance, .length,
               "travel before a press becomes a drag", .halfModal, (0...50, 1)).only(.seed, .fluid),
    ] + [
        // Not native's: the system sheet draws its own corners and grabber (`NativeSheetMetrics`).
        number("halfModal.cornerRadius", \S.halfModal.cornerRadius, .length, "radius of the card's corners",
               .halfModal, (0...60, 1)),
        number("halfModal.grabberWidth", \S.halfModal.grabberWidth, .length, "grabber width", .halfModal, (0...120, 1)),
        number("halfModal.grabberHeight", \S.halfModal.grabberHeight, .length, "grabber height", .halfModal, (0...120, 1)),
        number("halfModal.grabberCornerRadius", \S.halfModal.grabberCornerRadius, .length, "grabber corner radius",
               .halfModal, (0...60, 1)),
        number("halfModal.grabberTopPadding", \S.halfModal.grabberTopPadding, .length, "space above the grabber",
               .halfModal, (0...120, 1)),
    ].map { $0.only(.seed, .fluid) }
      + spring("halfModal.spring", \S.halfModal.spring, "the settle spring (fluid)", .halfModal, editor: .spring).map { $0.only(.fluid) }
      + [
        number("halfModal.decelerationRate", \S.halfModal.decelerationRate, .deceleration,
               "release projection deceleration (fluid)", .halfModal, (0.9...0.999, 0.001)).only(.fluid),
        number("halfModal.rubberBandCoefficient", \S.halfModal.rubberBandCoefficient, .fraction,
               "rubber band past full (fluid)", .halfModal, (0...1, 0.01)).only(.fluid),
        number("halfModal.flickVelocity", \S.halfModal.flickVelocity, .speed, "release speed that always moves a stop (fluid)",
               .halfModal, (0...3000, 10)).only(.fluid),
        number("halfModal.backdropAlpha", \S.halfModal.backdropAlpha, .fraction, "backdrop dim at half and above (fluid)",
               .halfModal, (0...1, 0.01)).only(.fluid),
        choice(SettingPath.halfModalProfile, \S.halfModal.profile, "half-modal behaviour"),
        SettingRow(key: SettingKey(path: SettingPath.halfModalDetents, kind: .detents, read: { $0.halfModal.detents.description },
                                   write: { s, v in if let d = HalfModalDetents(v.text) { s.halfModal.detents = d } }),
                   rule: SettingRule(.label, "detents of fluid and native: medium, large, 0.25, 300pt"), section: nil,
                   slider: nil, editor: nil),
        choice(SettingPath.halfModalContent, \S.halfModal.content, "what the card shows: none, a list, or a form (title, text field, button)"),
        integer("halfModal.contentRows", \S.halfModal.contentRows, minimum: 0, .rows, "rows of the list (44 pt each)",
                .halfModal, (0...200, 1)),
        choice("halfModal.contentInteraction", \S.halfModal.contentInteraction,
               "resizes: the sheet expands before the list scrolls; scrolls: the list always scrolls"),
    ]

    static let native: [SettingRow] = [
        choice("native.undimmedDetent", \S.native.undimmedDetent, "largest detent left undimmed and interactive (native)"),
        choice("native.interactiveDismissDisabled", \S.native.interactiveDismissDisabled,
               "no dismissal by drag or dim tap (native)"),
    ]

    static let cover: [SettingRow] = [
        number("cover.dimAlpha", \S.cover.dimAlpha, .fraction, "black of the loading cover"),
        choice("cover.swiftUIClearing", \S.cover.swiftUIClearing,
               "how the exported SwiftUI clears the cover: .presentationBackground(.clear) or the first article's clearSheet() hack"),
        number("cover.graceTime", \S.cover.graceTime, .delay, "seconds a request runs before the cover shows",
               .request, (0...3, 0.05)),
        number("cover.minimumShowTime", \S.cover.minimumShowTime, .delay,
               "seconds the cover stays at least once shown (the outcome waits)", .request, (0...5, 0.05)),
        number("cover.spinnerPeriod", \S.cover.spinnerPeriod, .duration, "seconds per spinner turn"),
        number("cover.spinnerHeadAlpha", \S.cover.spinnerHeadAlpha, .fraction, "alpha of the spinner's head spoke"),
        number("cover.spinnerFloorAlpha", \S.cover.spinnerFloorAlpha, .fraction, "alpha of the spinner's faintest spokes"),
        integer("cover.spinnerSpokes", \S.cover.spinnerSpokes, minimum: -1e15, .count, "spinner spokes and steps per turn"),
        number("cover.spinnerRadius", \S.cover.spinnerRadius, .length, "spinner radius"),
        number("cover.spinnerSpokeWidth", \S.cover.spinnerSpokeWidth, .length, "spinner spoke width"),
    ]

    static let alert: [SettingRow] = [
        number("alert.width", \S.alert.width, .length, "alert width", .alert, (100...400, 1)),
        number("alert.cornerRadius", \S.alert.cornerRadius, .length, "alert corner radius", .alert, (0...60, 1)),
        number("alert.padding", \S.alert.padding, .length, "padding inside the alert", .alert, (0...60, 1)),
        number("alert.buttonHeight", \S.alert.buttonHeight, .length, "height of the alert's button", .alert, (20...80, 1)),
        number("alert.appearScale", \S.alert.appearScale, .scale, "scale the alert appears from", .alert, (0.5...2, 0.01)),
        number("alert.appearDuration", \S.alert.appearDuration, .duration, "alert appearance duration", .alert, (0...3, 0.01)),
        number(SettingPath.alertAppearStiffness, \S.alert.appearStiffness, .stiffness, "stiffness of the alert's appearance spring",
               .alert, (10...2000, 1)),
        number(SettingPath.alertAppearMass, \S.alert.appearMass, .scale, "mass of the alert's appearance spring", .alert, (0.1...5, 0.1)),
        number("alert.disappearDuration", \S.alert.disappearDuration, .duration, "alert fade-out duration",
               .alert, (0...3, 0.01)),
        number("alert.barrierAlpha", \S.alert.barrierAlpha, .fraction, "black barrier under the alert at full appearance",
               .alert, (0...1, 0.01)),
        number("alert.darkBarrierAlpha", \S.alert.darkBarrierAlpha, .fraction,
               "black barrier under the alert in dark appearance", .alert, (0...1, 0.01)),
    ]

    static let theme: [SettingRow] = [
        color("theme.orange", \S.theme.orange, "main view"),
        color("theme.green", \S.theme.green, "sheet"),
        color("theme.gray", \S.theme.gray, "half-modal card"),
        color("theme.blue", \S.theme.blue, "button labels"),
        color("theme.label", \S.theme.label, "text and grabber"),
        color("theme.windowBackground", \S.theme.windowBackground, "behind the shrunken presenting view"),
        color("theme.spinner", \S.theme.spinner, "spinner spokes"),
        color("theme.alertFill", \S.theme.alertFill, "alert body"),
        color("theme.separator", \S.theme.separator, "alert hairline"),
        color("theme.alertPressed", \S.theme.alertPressed, "behind a pressed alert button's label"),
        color("theme.focusRing", \S.theme.focusRing, "keyboard focus ring"),
        number("theme.bodySize", \S.theme.bodySize, .fontSize, "body text size"),
        number("theme.bodyLineHeight", \S.theme.bodyLineHeight, .length, "height of a line of body text"),
        number("theme.buttonHeight", \S.theme.buttonHeight, .length, "minimum button height"),
        number("theme.stackSpacing", \S.theme.stackSpacing, .length, "VStack spacing"),
        number("theme.pressedOpacity", \S.theme.pressedOpacity, .fraction, "opacity of a pressed button's label"),
        number(SettingPath.safeAreaTop, \S.theme.safeAreaTop, .length, "top safe-area inset"),
        number(SettingPath.safeAreaBottom, \S.theme.safeAreaBottom, .length, "bottom safe-area inset"),
        color("theme.dark.orange", \S.theme.dark.orange, "main view, dark appearance"),
        color("theme.dark.green", \S.theme.dark.green, "sheet, dark appearance"),
        color("theme.dark.gray", \S.theme.dark.gray, "half-modal card, dark appearance"),
        color("theme.dark.blue", \S.theme.dark.blue, "button labels, dark appearance"),
        color("theme.dark.label", \S.theme.dark.label, "text and grabber, dark appearance"),
        color("theme.dark.spinner", \S.theme.dark.spinner, "spinner spokes, dark appearance"),
        color("theme.dark.alertFill", \S.theme.dark.alertFill, "alert body, dark appearance"),
        color("theme.dark.separator", \S.theme.dark.separator, "alert hairline, dark appearance"),
        color("theme.dark.alertPressed", \S.theme.dark.alertPressed, "behind a pressed alert button's label, dark appearance"),
        color("theme.dark.focusRing", \S.theme.dark.focusRing, "keyboard focus ring, dark appearance"),
    ]

    static let others: [SettingRow] = [
        choice(SettingPath.language, \S.language, "label language"),
        choice(SettingPath.appearance, \S.appearance, "light or dark system colours"),
        choice(SettingPath.iosVersion, \S.iosVersion, "iOS release of the system look (alert, status bar, home indicator)"),
        flag(SettingPath.reduceMotion, \S.accessibility.reduceMotion, "Reduce Motion: no presenting-view scale-down"),
    ] + labels("labels.ja", \S.labels.ja) + labels("labels.en", \S.labels.en)
}
