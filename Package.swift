// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Forma",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "LinearRegex", targets: ["LinearRegex"]),
        .library(name: "FormaCore", targets: ["FormaCore"]),
        .library(name: "FormaDefinitions", targets: ["FormaDefinitions"]),
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
        .target(name: "FormaDefinitions", dependencies: ["FormaCore"]),
        .target(name: "Forma", dependencies: ["FormaCore"]),
        .target(name: "FormaTerminal", dependencies: ["FormaCore"]),
        .target(name: "FormaTesting", dependencies: ["FormaCore", "FormaDefinitions"]),
        .target(
            name: "FormaExamples", dependencies: ["Forma", "FormaCore"], path: "Example",
            exclude: ["Definitions", "App"]),
        .executableTarget(name: "FormaDemo", dependencies: ["Forma", "FormaCore", "FormaExamples", "FormaTerminal"]),
        .executableTarget(
            name: "FormaBench", dependencies: ["FormaCore", "FormaDefinitions", "FormaTerminal", "LinearRegex"]),
        .executableTarget(name: "FormaCLI", dependencies: ["FormaCore", "FormaDefinitions", "FormaTerminal"]),
        // The UIKit layer run on any platform: Sources/Forma/UIKit compiled against a stand-in of
        // the UIKit types it uses (a module of its own name, so `canImport(UIKit)` stays false).
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .target(name: "SwiftUIStandIn", dependencies: ["UIKitStandIn"], path: "Tests/SwiftUIStandIn"),
        .target(
            name: "FormaUIKitSkin", dependencies: ["FormaCore", "UIKitStandIn", "SwiftUIStandIn"],
            path: "Tests/FormaUIKitSkin",
            swiftSettings: [.define("FORMA_UIKIT_STANDIN")]),
        .testTarget(
            name: "FormaUIKitSkinTests",
            dependencies: ["FormaUIKitSkin", "UIKitStandIn", "SwiftUIStandIn", "FormaCore"]),
        .testTarget(name: "LinearRegexTests", dependencies: ["LinearRegex"]),
        .testTarget(
            name: "FormaCoreTests", dependencies: ["FormaCore", "FormaDefinitions", "FormaTesting", "LinearRegex"]),
        .testTarget(name: "FormaTests", dependencies: ["Forma", "FormaCore", "FormaDefinitions", "FormaExamples"]),
        .testTarget(
            name: "FormaTestingTests", dependencies: ["FormaTesting", "FormaCore", "FormaDefinitions", "Forma"]),
        .testTarget(name: "FormaCLITests", dependencies: ["FormaCLI", "FormaCore", "FormaDefinitions"]),
        .testTarget(
            name: "FormaTerminalTests",
            dependencies: ["FormaTerminal", "FormaCore", "FormaDefinitions", "FormaExamples", "FormaDemo"],
            exclude: ["Screens"]),
    ],
    swiftLanguageModes: [.v6]
)
