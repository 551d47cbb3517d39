import Foundation
import Testing

/// Issue 35: `--report DIR`, through the executable: the page, its files, its figures, and bad folders.
@Suite(.serialized) struct ReviewReportAppTests {
    static let scenario = """
    0.2 key h
    1.5 drag 195 360 195 150 0.3
    3 drag 195 200 195 700 0.25
    4.5 end
    """

    /// The Done-when run: `--compare seed,fluid`, show, drag, hide, `--report rep`.
    @Test func aCompareReviewWritesAPageAndItsFigures() throws {
        let dir = temporaryFolder("report")
        try Self.scenario.write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let run = try ExecutableRun.run(["--headless", "--compare", "seed,fluid", "--scenario", "s.txt", "--report", "rep"],
                                        in: dir, timeout: 240)
        try #require(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: dir + "/rep/index.html", encoding: .utf8)
        // Nothing remote, and every local file the page names exists under rep/.
        let links = Self.attributes(page, ["src", "href"])
        #expect(!links.isEmpty)
        for link in links {
            #expect(!link.contains("://") && !link.hasPrefix("//"), "remote link \(link)")
            #expect(!link.hasPrefix("/") && !link.contains(".."), "link outside rep/: \(link)")
            #expect(FileManager.default.fileExists(atPath: dir + "/rep/" + link), "missing \(link)")
        }
        #expect(!page.contains("<script"))
        // Two plots at least, a line per lane in each; an animated picture per lane; scenario; SwiftUI.
        let svgs = page.components(separatedBy: "<svg").count - 1
        #expect(svgs >= 2)
        #expect(page.contains("data-label=\"seed card\"") && page.contains("data-label=\"fluid card\""))
        for lane in ["seed", "fluid"] {
            #expect(page.contains("src=\"\(lane).gif\""))
            let gif = try Data(contentsOf: URL(fileURLWithPath: dir + "/rep/\(lane).gif"))
            #expect(gif.starts(with: Array("GIF89a".utf8)) && Self.imageCount(gif) > 10, "\(lane).gif is not animated")
        }
        #expect(page.contains("0.2 key h"))
        #expect(page.contains("import SwiftUI"))
        // report.json: one entry per lane, each motion with its figures.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/rep/report.json"))) as! [String: Any]
        let lanes = json["lanes"] as! [[String: Any]]
        #expect(lanes.map { $0["name"] as! String } == ["seed", "fluid"])
        for lane in lanes {
            let motions = lane["motions"] as! [[String: Any]]
            #expect(!motions.isEmpty)
            for m in motions { for key in ["start", "settle", "overshootPt", "peakVelocity", "end", "duration"] { #expect(m[key] != nil, "\(key)") } }
        }
        let seedShow = (lanes[0]["motions"] as! [[String: Any]])[0]
        #expect(abs((seedShow["duration"] as! Double) - 0.9) <= 1.0 / 60 && (seedShow["overshootPt"] as! Double) == 0)
        #expect(abs((seedShow["start"] as! Double) - 0.2) < 1e-6 && seedShow["kind"] as? String == "show")
        let fluidRelease = (lanes[1]["motions"] as! [[String: Any]]).first { $0["kind"] as? String == "drag release" }
        #expect((fluidRelease?["releaseVelocity"] as? Double).map { abs($0) > 100 } == true)
        // The page's table holds the JSON's figures.
        #expect(page.contains("data-key=\"duration\">0.9<") || page.contains("★ 0.9<"))
    }

    /// A folder that is a file, a link or an input of the run, or cannot be made: one line, exit 2 (or 1).
    @Test func badReportFoldersGetOneLine() throws {
        let dir = temporaryFolder("report-bad")
        try "0.2 key h\n1 end\n".write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        try "x".write(toFile: dir + "/file", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "real")
        for (target, words, code) in [("file", "exists and is not a folder", Int32(2)), ("link", "is a symbolic link", 2),
                                      ("s.txt", "exists and is not a folder", 2), ("/proc/no/report", "cannot create folder", 1)] {
            let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--report", target], in: dir, timeout: 60)
            #expect(run.status == code, "\(target): \(run.status) \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(words), "\(target): \(run.stderr)")
        }
        #expect(try String(contentsOfFile: dir + "/file", encoding: .utf8) == "x")
        #expect(ExecutableRun.contents(dir + "/real").isEmpty)
    }

    /// A 10-minute review: the page stays small, the GIFs hold the motions only, with a note.
    @Test func aLongReviewIsBounded() throws {
        let dir = temporaryFolder("report-long")
        try "0.2 key h\n300 key h\n599 key h\n600 end\n".write(toFile: dir + "/s.txt", atomically: true, encoding: .utf8)
        let run = try ExecutableRun.run(["--headless", "--scenario", "s.txt", "--report", "rep"], in: dir, timeout: 300)
        try #require(run.status == 0, "\(run.stderr)")
        let bytes = ExecutableRun.contents(dir + "/rep").reduce(0) { total, name in
            total + ((try? FileManager.default.attributesOfItem(atPath: dir + "/rep/" + name)[.size] as? Int) ?? 0)
        }
        #expect(bytes < 20_000_000, "\(bytes) bytes")
        let page = try String(contentsOfFile: dir + "/rep/index.html", encoding: .utf8)
        #expect(page.contains("the GIF shows its motions only"))
    }

    /// The values of `names` attributes in `html`.
    static func attributes(_ html: String, _ names: [String]) -> [String] {
        var out: [String] = []
        for name in names {
            for part in html.components(separatedBy: " \(name)=\"").dropFirst() {
                out.append(String(part.prefix { $0 != "\"" }))
            }
        }
        return out
    }

    /// Image descriptors (0x2C after a block) in a GIF, roughly: the count of ',' separators
    /// following a graphic control extension.
    static func imageCount(_ gif: Data) -> Int {
        let bytes = [UInt8](gif)
        var count = 0
        var i = 0
        while i + 3 < bytes.count {
            if bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 0x04 { count += 1; i += 8 } else { i += 1 }
        }
        return count
    }
}
