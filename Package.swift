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
        .target(name: "ModalCore"),
        .executableTarget(
            name: "ModalPrototype",
            dependencies: ["CSDL2", "ModalCore"]
        ),
        .testTarget(name: "ModalCoreTests", dependencies: ["ModalCore"]),
        .testTarget(name: "ModalPrototypeTests", dependencies: ["ModalPrototype", "ModalCore", "CSDL2"]),
    ]
)
