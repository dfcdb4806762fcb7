// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Forma",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "FormaCore", targets: ["FormaCore"]),
        .library(name: "Forma", targets: ["Forma"]),
        .library(name: "FormaTerminal", targets: ["FormaTerminal"]),
        .library(name: "FormaTesting", targets: ["FormaTesting"]),
        .executable(name: "forma-demo", targets: ["FormaDemo"]),
        .executable(name: "forma-bench", targets: ["FormaBench"]),
        .executable(name: "forma", targets: ["FormaCLI"]),
    ],
    targets: [
        .target(name: "FormaCore"),
        .target(name: "Forma", dependencies: ["FormaCore"]),
        .target(name: "FormaTerminal", dependencies: ["FormaCore"]),
        .target(name: "FormaTesting", dependencies: ["FormaCore"]),
        .target(name: "FormaExamples", dependencies: ["Forma", "FormaCore"], path: "Example", exclude: ["Definitions", "App"]),
        .executableTarget(name: "FormaDemo", dependencies: ["Forma", "FormaCore", "FormaExamples", "FormaTerminal"]),
        .executableTarget(name: "FormaBench", dependencies: ["FormaCore", "FormaTerminal"]),
        .executableTarget(name: "FormaCLI", dependencies: ["FormaCore", "FormaTerminal"]),
        .testTarget(name: "FormaCoreTests", dependencies: ["FormaCore", "FormaTesting"]),
        .testTarget(name: "FormaTests", dependencies: ["Forma", "FormaCore", "FormaExamples"]),
        .testTarget(name: "FormaTestingTests", dependencies: ["FormaTesting", "FormaCore", "Forma"]),
        .testTarget(name: "FormaCLITests", dependencies: ["FormaCLI", "FormaCore"]),
        .testTarget(
            name: "FormaTerminalTests", dependencies: ["FormaTerminal", "FormaCore", "FormaExamples", "FormaDemo"],
            exclude: ["Screens"]),
    ],
    swiftLanguageModes: [.v6]
)
