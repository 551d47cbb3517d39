// swift-tools-version:5.9
import PackageDescription

/// The functions the idle studio window runs, in the order the release link lays them out
/// (scripts/link-order writes it).
let linkOrder = String(#filePath.dropLast("Package.swift".count)) + "scripts/link-order.txt"

let package = Package(
    name: "ModalPrototype",
    products: [
        .executable(name: "modal-prototype", targets: ["ModalPrototype"]),
        .library(name: "ModalCore", targets: ["ModalCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2 SDL2_ttf",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "libgif-dev"])]
        ),
        // The commit and date `--version` prints, written by scripts/stamp-build before a build.
        .target(name: "BuildStamp"),
        .target(
            name: "ModalCore",
            // Release builds skip the run-time exclusivity checks of class properties (the
            // session's state, log and snapshots): they were 20 % of the instructions per input.
            // Debug builds, which run the tests, keep them.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
                            .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))]
        ),
        // libpng read row by row: reference frames decoded straight to the canvas size.
        .target(name: "CPNGRows", linkerSettings: [.linkedLibrary("png16")]),
        .executableTarget(
            name: "ModalPrototype",
            dependencies: ["CSDL2", "ModalCore", "CPNGRows", "BuildStamp"],
            // Release builds put each function in a section of its own and link with lld, which
            // lays out first, together, the functions `linkOrder` lists; it packs the 40,000
            // relative relocations of the PIE (DT_RELR, glibc 2.36+) and exports no symbols (the
            // static Swift stdlib's link arguments export all 4,700). The idle window then touches
            // fewer pages of the binary, and ld.so reads neither a 0.9 MiB relocation table nor
            // the export tables: about 3.4 MiB less resident (README, "Memory").
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))],
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                           "-Xlinker", "--no-export-dynamic",
                                           "-Xlinker", "--symbol-ordering-file=" + linkOrder,
                                           "-Xlinker", "--no-warn-symbol-ordering"],
                                          .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "ModalCoreTests", dependencies: ["ModalCore"]),
        .testTarget(name: "ModalPrototypeTests", dependencies: ["ModalPrototype", "ModalCore", "CSDL2"]),
    ]
)
