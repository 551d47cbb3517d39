/// The rows of `SettingKey.all`: one per leaf of `Settings`, written out by type.
enum SettingKeyTable {
    typealias S = Settings

    static func build() -> [SettingKey] {
        var keys: [SettingKey] = [
            choice("language", \S.language),
            choice("appearance", \S.appearance),
            number("request.latency", \S.request.latency),
            choice("request.outcome", \S.request.outcome),
            number("request.failureRate", \S.request.failureRate),
            SettingKey(path: "request.seed", kind: .integer(minimum: 0), read: { String($0.request.seed) },
                       write: { s, v in s.request.seed = UInt64(max(v.number, 0)) }),
            number("sheet.duration", \S.sheet.duration),
            number("sheet.topGap", \S.sheet.topGap),
            number("sheet.cornerRadius", \S.sheet.cornerRadius),
            number("sheet.presentingScale", \S.sheet.presentingScale),
            number("sheet.presentingCornerRadius", \S.sheet.presentingCornerRadius),
            number("sheet.presentingDisplayRadiusFactor", \S.sheet.presentingDisplayRadiusFactor),
            number("sheet.dimAlpha", \S.sheet.dimAlpha),
            number("sheet.darkDimWhite", \S.sheet.darkDimWhite),
            number("sheet.dismissFraction", \S.sheet.dismissFraction),
            number("sheet.projectionTime", \S.sheet.projectionTime),
            number("sheet.dragSlop", \S.sheet.dragSlop),
            number("sheet.flickVelocity", \S.sheet.flickVelocity),
            number("sheet.maxStretch", \S.sheet.maxStretch),
            number("sheet.stretchReturnDuration", \S.sheet.stretchReturnDuration),
            choice("halfModal.profile", \S.halfModal.profile),
            number("halfModal.halfFraction", \S.halfModal.halfFraction),
            number("halfModal.heightRate", \S.halfModal.heightRate),
            number("halfModal.duration", \S.halfModal.duration),
            number("halfModal.hideThreshold", \S.halfModal.hideThreshold),
            number("halfModal.fullThreshold", \S.halfModal.fullThreshold),
            number("halfModal.stayFullThreshold", \S.halfModal.stayFullThreshold),
            number("halfModal.minimumDragDistance", \S.halfModal.minimumDragDistance),
            number("halfModal.cornerRadius", \S.halfModal.cornerRadius),
            number("halfModal.grabberWidth", \S.halfModal.grabberWidth),
            number("halfModal.grabberHeight", \S.halfModal.grabberHeight),
            number("halfModal.grabberCornerRadius", \S.halfModal.grabberCornerRadius),
            number("halfModal.grabberTopPadding", \S.halfModal.grabberTopPadding),
            number("halfModal.decelerationRate", \S.halfModal.decelerationRate),
            number("halfModal.rubberBandCoefficient", \S.halfModal.rubberBandCoefficient),
            number("halfModal.flickVelocity", \S.halfModal.flickVelocity),
            number("halfModal.backdropAlpha", \S.halfModal.backdropAlpha),
            number("cover.dimAlpha", \S.cover.dimAlpha),
            number("cover.spinnerPeriod", \S.cover.spinnerPeriod),
            number("cover.spinnerHeadAlpha", \S.cover.spinnerHeadAlpha),
            number("cover.spinnerFloorAlpha", \S.cover.spinnerFloorAlpha),
            SettingKey(path: "cover.spinnerSpokes", kind: .integer(minimum: -1e15), read: { String($0.cover.spinnerSpokes) },
                       write: { s, v in s.cover.spinnerSpokes = Int(max(min(v.number, 1e9), -1e9)) }),
            number("cover.spinnerRadius", \S.cover.spinnerRadius),
            number("cover.spinnerSpokeWidth", \S.cover.spinnerSpokeWidth),
            number("alert.width", \S.alert.width),
            number("alert.cornerRadius", \S.alert.cornerRadius),
            number("alert.padding", \S.alert.padding),
            number("alert.buttonHeight", \S.alert.buttonHeight),
            number("alert.appearScale", \S.alert.appearScale),
            number("alert.appearDuration", \S.alert.appearDuration),
            number("alert.disappearDuration", \S.alert.disappearDuration),
            number("alert.appearStiffness", \S.alert.appearStiffness),
            number("alert.appearMass", \S.alert.appearMass),
            number("alert.barrierAlpha", \S.alert.barrierAlpha),
            number("alert.darkBarrierAlpha", \S.alert.darkBarrierAlpha),
            color("theme.orange", \S.theme.orange),
            color("theme.green", \S.theme.green),
            color("theme.gray", \S.theme.gray),
            color("theme.blue", \S.theme.blue),
            color("theme.label", \S.theme.label),
            color("theme.windowBackground", \S.theme.windowBackground),
            color("theme.spinner", \S.theme.spinner),
            color("theme.alertFill", \S.theme.alertFill),
            color("theme.separator", \S.theme.separator),
            color("theme.alertPressed", \S.theme.alertPressed),
            color("theme.focusRing", \S.theme.focusRing),
            number("theme.bodySize", \S.theme.bodySize),
            number("theme.bodyLineHeight", \S.theme.bodyLineHeight),
            number("theme.buttonHeight", \S.theme.buttonHeight),
            number("theme.stackSpacing", \S.theme.stackSpacing),
            number("theme.pressedOpacity", \S.theme.pressedOpacity),
            number("theme.safeAreaTop", \S.theme.safeAreaTop),
            number("theme.safeAreaBottom", \S.theme.safeAreaBottom),
            color("theme.dark.orange", \S.theme.dark.orange),
            color("theme.dark.green", \S.theme.dark.green),
            color("theme.dark.gray", \S.theme.dark.gray),
            color("theme.dark.blue", \S.theme.dark.blue),
            color("theme.dark.label", \S.theme.dark.label),
            color("theme.dark.spinner", \S.theme.dark.spinner),
            color("theme.dark.alertFill", \S.theme.dark.alertFill),
            color("theme.dark.separator", \S.theme.dark.separator),
            color("theme.dark.alertPressed", \S.theme.dark.alertPressed),
            color("theme.dark.focusRing", \S.theme.dark.focusRing),
        ]
        keys += curve("sheet.curve", \S.sheet.curve)
        keys += curve("halfModal.curve", \S.halfModal.curve)
        keys += curve("sheet.dimCurve", \S.sheet.dimCurve)
        keys += curve("sheet.undimCurve", \S.sheet.undimCurve)
        keys += spring("sheet.returnSpring", \S.sheet.returnSpring)
        keys += spring("halfModal.spring", \S.halfModal.spring)
        keys += labels("labels.ja", \S.labels.ja)
        keys += labels("labels.en", \S.labels.en)
        return keys
    }

    static func number(_ path: String, _ kp: WritableKeyPath<S, Double>) -> SettingKey {
        SettingKey(path: path, kind: .number, read: { $0[keyPath: kp].settingText }, write: { s, v in s[keyPath: kp] = v.number })
    }

    static func text(_ path: String, _ kp: WritableKeyPath<S, String>) -> SettingKey {
        SettingKey(path: path, kind: .text, read: { $0[keyPath: kp] }, write: { s, v in s[keyPath: kp] = v.text })
    }

    static func color(_ path: String, _ kp: WritableKeyPath<S, Color>) -> SettingKey {
        SettingKey(path: path, kind: .color, read: { $0[keyPath: kp].description },
                   write: { s, v in if let c = Color(string: v.text) { s[keyPath: kp] = c } })
    }

    static func choice<E>(_ path: String, _ kp: WritableKeyPath<S, E>) -> SettingKey
    where E: RawRepresentable & CaseIterable, E.RawValue == String {
        SettingKey(path: path, kind: .choice(E.allCases.map(\.rawValue)), read: { $0[keyPath: kp].rawValue },
                   write: { s, v in if let e = E(rawValue: v.text) { s[keyPath: kp] = e } })
    }

    static func curve(_ prefix: String, _ kp: WritableKeyPath<S, TimingCurve>) -> [SettingKey] {
        [number(prefix + ".x1", kp.appending(path: \.x1)), number(prefix + ".y1", kp.appending(path: \.y1)),
         number(prefix + ".x2", kp.appending(path: \.x2)), number(prefix + ".y2", kp.appending(path: \.y2))]
    }

    static func spring(_ prefix: String, _ kp: WritableKeyPath<S, Spring>) -> [SettingKey] {
        [number(prefix + ".response", kp.appending(path: \.response)),
         number(prefix + ".dampingFraction", kp.appending(path: \.dampingFraction))]
    }

    static func labels(_ prefix: String, _ kp: WritableKeyPath<S, Strings>) -> [SettingKey] {
        let fields: [(String, WritableKeyPath<Strings, String>)] = [
            ("mainTitle", \.mainTitle), ("openSheet", \.openSheet), ("halfModal", \.halfModal),
            ("sheetTitle", \.sheetTitle), ("closeSheet", \.closeSheet), ("startRequest", \.startRequest),
            ("alertTitle", \.alertTitle), ("alertMessage", \.alertMessage), ("alertOK", \.alertOK),
            ("nextOutcome", \.nextOutcome), ("outcomeSuccess", \.outcomeSuccess), ("outcomeFailure", \.outcomeFailure),
            ("outcomeAlternate", \.outcomeAlternate), ("outcomeRandom", \.outcomeRandom),
        ]
        return fields.map { text(prefix + "." + $0.0, kp.appending(path: $0.1)) }
    }
}
