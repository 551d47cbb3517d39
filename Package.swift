// swift-tools-version:5.9
import PackageDescription

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
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),
        // libpng read row by row: reference frames decoded straight to the canvas size.
        .target(name: "CPNGRows", linkerSettings: [.linkedLibrary("png16")]),
        .executableTarget(
            name: "ModalPrototype",
            dependencies: ["CSDL2", "ModalCore", "CPNGRows", "BuildStamp"]
        ),
        .testTarget(name: "ModalCoreTests", dependencies: ["ModalCore"]),
        .testTarget(name: "ModalPrototypeTests", dependencies: ["ModalPrototype", "ModalCore", "CSDL2"]),
    ]
)
