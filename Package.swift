// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Forma",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "LinearRegex", targets: ["LinearRegex"]),
        .library(name: "FormaCore", targets: ["FormaCore"]),
        .library(name: "Forma", targets: ["Forma"]),
        .library(name: "FormaTerminal", targets: ["FormaTerminal"]),
        .library(name: "FormaTesting", targets: ["FormaTesting"]),
        .executable(name: "forma-demo", targets: ["FormaDemo"]),
        .executable(name: "forma-bench", targets: ["FormaBench"]),
        .executable(name: "forma", targets: ["FormaCLI"]),
    ],
    targets: [
        .target(name: "LinearRegex"),
        .target(name: "FormaCore", dependencies: ["LinearRegex"]),
        .target(name: "Forma", dependencies: ["FormaCore"]),
        .target(name: "FormaTerminal", dependencies: ["FormaCore"]),
        .target(name: "FormaTesting", dependencies: ["FormaCore"]),
        .target(name: "FormaExamples", dependencies: ["Forma", "FormaCore"], path: "Example", exclude: ["Definitions", "App"]),
        .executableTarget(name: "FormaDemo", dependencies: ["Forma", "FormaCore", "FormaExamples", "FormaTerminal"]),
        .executableTarget(name: "FormaBench", dependencies: ["FormaCore", "FormaTerminal", "LinearRegex"]),
        .executableTarget(name: "FormaCLI", dependencies: ["FormaCore", "FormaTerminal"]),
        .testTarget(name: "LinearRegexTests", dependencies: ["LinearRegex"]),
        .testTarget(name: "FormaCoreTests", dependencies: ["FormaCore", "FormaTesting", "LinearRegex"]),
        .testTarget(name: "FormaTests", dependencies: ["Forma", "FormaCore", "FormaExamples"]),
        .testTarget(name: "FormaTestingTests", dependencies: ["FormaTesting", "FormaCore", "Forma"]),
        .testTarget(name: "FormaCLITests", dependencies: ["FormaCLI", "FormaCore"]),
        .testTarget(
            name: "FormaTerminalTests", dependencies: ["FormaTerminal", "FormaCore", "FormaExamples", "FormaDemo"],
            exclude: ["Screens"]),
    ],
    swiftLanguageModes: [.v6]
)
