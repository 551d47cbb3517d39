/// A review page as one self-contained HTML file: inline CSS and SVG, no script and nothing
/// fetched; its pictures are files beside it, named by relative paths.
///
/// Sections, in order: the lanes' motion (animation and key frames, side by side), the plots
/// (position, velocity, opacity), the figures table, the settings that differ from each
/// profile's defaults with their sources, the scenario and its command line, the SwiftUI, the
/// notes and the app's version.
public enum ReportPage {
    /// The page for `content`.
    public static func html(_ content: ReportContent) -> String {
        let r = content.report
        let names = r.lanes.map(\.name).joined(separator: ", ")
        var out = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>ModalPrototype review: \(HTMLText.escape(names))</title>
        <style>\(css)</style>
        </head>
        <body>
        <h1>ModalPrototype review</h1>
        <p class="lede">\(r.lanes.count) lane\(r.lanes.count == 1 ? "" : "s") (\(HTMLText.escape(names))), \(n(r.duration, decimals: 3)) s of review, \(r.inputs.count) input\(r.inputs.count == 1 ? "" : "s").</p>

        """
        out += motionSection(content)
        out += plotSection(r)
        out += figuresSection(content)
        out += settingsSection(r)
        out += "<section id=\"scenario\"><h2>Scenario</h2>\n<p>Replays this review exactly (the saved-session format):</p>\n"
        out += "<pre class=\"command\">\(HTMLText.escape(content.command))</pre>\n<pre class=\"scenario\">\(HTMLText.escape(content.scenario))</pre></section>\n"
        out += "<section id=\"swiftui\"><h2>SwiftUI</h2>\n"
        for (i, lane) in r.lanes.enumerated() where i < content.swiftUI.count {
            out += "<h3>\(HTMLText.escape(lane.name))</h3>\n<pre class=\"swiftui\">\(HTMLText.escape(content.swiftUI[i]))</pre>\n"
        }
        out += "</section>\n"
        if !content.notes.isEmpty {
            out += "<section id=\"notes\"><h2>Notes</h2><ul>" + content.notes.map { "<li>\(HTMLText.escape($0))</li>" }.joined() + "</ul></section>\n"
        }
        out += "<section id=\"version\"><h2>Version</h2><pre>\(HTMLText.escape(content.version))</pre></section>\n"
        return out + "</body>\n</html>\n"
    }

    static func motionSection(_ content: ReportContent) -> String {
        var out = "<section id=\"motion\"><h2>Motion</h2>\n<div class=\"lanes\">\n"
        for (i, lane) in content.report.lanes.enumerated() {
            let media = i < content.media.count ? content.media[i] : ReportContent.LaneMedia(animation: nil, keyFrames: [])
            out += "<div class=\"lane\" data-lane=\"\(HTMLText.escape(lane.name))\"><h3 style=\"color:\(ReportPlot.css(HUD.laneColor(i)))\">\(HTMLText.escape(lane.name))</h3>\n"
            if let gif = media.animation {
                out += "<img class=\"animation\" src=\"\(HTMLText.escape(gif))\" alt=\"\(HTMLText.escape(lane.name)) at its exact timing\">\n"
            }
            if let note = media.animationNote { out += "<p class=\"note\">\(HTMLText.escape(note))</p>\n" }
            out += "<div class=\"filmstrip\">"
            for k in media.keyFrames {
                out += "<figure><img src=\"\(HTMLText.escape(k.file))\" alt=\"\(HTMLText.escape(k.caption))\"><figcaption>\(n(k.time, decimals: 3)) s · \(HTMLText.escape(k.caption))</figcaption></figure>"
            }
            out += "</div></div>\n"
        }
        return out + "</div></section>\n"
    }

    static func plotSection(_ r: ReviewReport) -> String {
        let sheetMoves = r.lanes.contains { lane in lane.samples.contains { $0.sheet < lane.canvasHeight - 0.5 } }
        let opacityShown = r.lanes.contains { $0.samples.contains { $0.cover > 0 || $0.alert > 0 } }
        func lines(_ value: (ReviewReport.Sample) -> Double, card: Bool) -> [ReportPlot.Line] {
            r.lanes.enumerated().map { i, lane in
                ReportPlot.Line(label: lane.name + (card ? " card" : " sheet"), color: HUD.laneColor(i), dashed: !card,
                                points: lane.samples.map { ($0.time, value($0)) })
            }
        }
        var position = lines(\.card, card: true), velocity = lines(\.cardVelocity, card: true)
        if sheetMoves {
            position += lines(\.sheet, card: false)
            velocity += lines(\.sheetVelocity, card: false)
        }
        var out = "<section id=\"plots\"><h2>Plots</h2>\n<p>Top edges in points from the canvas top (down is down, as on the screen); velocities in points per second, positive downward. Dotted lines: inputs; ticks under the axis: state changes (hover for their names).</p>\n"
        out += ReportPlot(title: "Position", unit: "pt from the top", lines: position, duration: r.duration, downward: true,
                          inputs: r.inputs, changes: r.changes).svg + "\n"
        out += ReportPlot(title: "Velocity", unit: "pt/s", lines: velocity, duration: r.duration,
                          inputs: r.inputs, changes: r.changes).svg + "\n"
        if opacityShown {
            var fades: [ReportPlot.Line] = []
            for (i, lane) in r.lanes.enumerated() {
                fades.append(.init(label: lane.name + " cover", color: HUD.laneColor(i), dashed: false, points: lane.samples.map { ($0.time, $0.cover) }))
                fades.append(.init(label: lane.name + " alert", color: HUD.laneColor(i), dashed: true, points: lane.samples.map { ($0.time, $0.alert) }))
            }
            out += ReportPlot(title: "Opacity", unit: "opacity", lines: fades, duration: r.duration,
                              inputs: r.inputs, changes: r.changes).svg + "\n"
        }
        return out + "</section>\n"
    }

    static func figuresSection(_ content: ReportContent) -> String {
        let r = content.report
        let motions = content.markedMotions
        var out = "<section id=\"figures\"><h2>Figures</h2>\n"
        out += "<p>One row per motion and lane. Settled: within \(n(MotionFigures.settleDistance)) pt of the target and under \(n(MotionFigures.settleSpeed)) pt/s for good. ★ marks the best lane of a motion: the least settle time, duration and overshoot, the highest peak speed.</p>\n"
        out += "<table class=\"figures\"><thead><tr><th>motion</th><th>lane</th><th>kind</th><th>start (s)</th><th>settle (s)</th><th>duration (s)</th><th>overshoot (pt)</th><th>overshoot (%)</th><th>peak velocity (pt/s)</th><th>release velocity (pt/s)</th><th>end</th></tr></thead>\n<tbody>\n"
        for group in ReportFigures.groups(motions) {
            for member in group.members {
                let m = motions[member.lane][member.index]
                func cell(_ key: String, _ text: String) -> String {
                    m.best.contains(key) ? "<td class=\"best\" data-key=\"\(key)\">★ \(text)</td>" : "<td data-key=\"\(key)\">\(text)</td>"
                }
                let lane = r.lanes[member.lane].name
                out += "<tr data-lane=\"\(HTMLText.escape(lane))\"><td>\(HTMLText.escape(group.name))</td>"
                out += "<td style=\"color:\(ReportPlot.css(HUD.laneColor(member.lane)))\">\(HTMLText.escape(lane))</td><td data-key=\"kind\">\(HTMLText.escape(m.kind))</td>"
                out += "<td data-key=\"start\">\(n(m.start, decimals: 3))</td>" + cell("settle", n(m.settle, decimals: 3))
                out += cell("duration", n(m.duration, decimals: 3) + (m.interrupted ? " (cut)" : ""))
                out += cell("overshootPt", n(m.overshootPt, decimals: 2)) + "<td data-key=\"overshootPercent\">\(n(m.overshootPercent, decimals: 2))</td>"
                out += cell("peakVelocity", n(m.peakVelocity, decimals: 0))
                out += "<td data-key=\"releaseVelocity\">\(m.releaseVelocity.map { n($0, decimals: 0) } ?? "—")</td><td data-key=\"end\">\(HTMLText.escape(m.end))</td></tr>\n"
            }
        }
        if motions.allSatisfy(\.isEmpty) { out += "<tr><td colspan=\"11\">Nothing moved in this review.</td></tr>\n" }
        return out + "</tbody></table></section>\n"
    }

    static func settingsSection(_ r: ReviewReport) -> String {
        var out = "<section id=\"settings\"><h2>Settings</h2>\n<div class=\"lanes\">\n"
        for lane in r.lanes {
            let diffs = SettingDifference.of(lane.settings)
            out += "<div class=\"lane\"><h3>\(HTMLText.escape(lane.name))</h3>\n"
            if diffs.isEmpty {
                out += "<p>The \(HTMLText.escape(lane.profile.rawValue)) profile's defaults.</p>"
            } else {
                out += "<table class=\"settings\"><thead><tr><th>setting</th><th>value</th><th>default</th><th>source of the default</th></tr></thead><tbody>"
                for d in diffs {
                    out += "<tr><td><code>\(HTMLText.escape(d.path))</code></td><td>\(HTMLText.escape(d.value))</td><td>\(HTMLText.escape(d.profileDefault))</td><td>\(HTMLText.escape(d.source))</td></tr>"
                }
                out += "</tbody></table>"
            }
            out += "</div>\n"
        }
        return out + "</div></section>\n"
    }

    static let css = """
    body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;margin:24px;color:#1c1c1e;background:#f2f2f7}\
    h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:28px 0 8px}h3{font-size:15px;margin:8px 0}\
    section{background:#fff;border-radius:10px;padding:12px 16px;margin:12px 0;overflow-x:auto}\
    .lanes{display:flex;gap:16px;flex-wrap:wrap}.lane{flex:1 1 300px;min-width:260px}\
    img.animation{max-width:100%;height:auto;border-radius:12px;background:#000}\
    .filmstrip{display:flex;gap:6px;overflow-x:auto}.filmstrip figure{margin:0;flex:0 0 96px}\
    .filmstrip img{width:96px;height:auto;border-radius:6px}.filmstrip figcaption{font-size:10px;color:#636366}\
    svg.plot{max-width:100%;height:auto;display:block;margin:8px 0;border-radius:8px}\
    table{border-collapse:collapse;font-size:12px}th,td{border-bottom:1px solid #e5e5ea;padding:3px 8px;text-align:right}\
    th:first-child,td:first-child,td:nth-child(2),td:nth-child(3){text-align:left}td.best{font-weight:700;background:#fff4e0}\
    table.settings td{text-align:left}pre{background:#1c1c1e;color:#f2f2f7;padding:10px;border-radius:8px;overflow-x:auto;font-size:12px}\
    .note{color:#8e8e93;font-size:12px}.lede{color:#3a3a3c}
    """
}
