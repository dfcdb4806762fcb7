import Foundation
import Testing

@testable import Forma

/// Off UIKit, the `Forma` library holds no UIKit code: the UIKit layer runs in `swift test` only
/// as the test-only module `FormaUIKitSkin`, compiled against a stand-in of its own name.
@Suite("The Linux Forma library")
struct LinuxLibraryTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    #if !canImport(UIKit)
        @Test func holdsNoUIKitTypes() {
            // The portable host is there, under the same name a UIKit app uses…
            #expect(_typeByName("5Forma18FormViewControllerC") != nil)
            #expect(String(reflecting: FormViewController.self) == "Forma.FormViewController")
            // … and none of the UIKit layer's types are.
            for name in [
                "8FormCellC", "13TextFieldCellC", "16FormTableAdapterC", "16FormCellRegistryC",
                "22SelectorViewControllerC", "21FormInputAccessoryBarC", "20CollapsibleHeaderViewC", "8FormViewV",
            ] {
                #expect(_typeByName("5Forma" + name) == nil, "\(name)")
            }
        }
    #endif

    @Test func everyUIKitFileIsCompiledOnlyForUIKitOrTheStandIn() throws {
        let folders = ["Sources/Forma/UIKit", "Sources/Forma/SwiftUI"]
        var files = 0
        for folder in folders {
            let url = Self.root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            for path in paths where path.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
                let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
                #expect(
                    first == "#if canImport(UIKit) || FORMA_UIKIT_STANDIN"
                        || first == "#if (canImport(UIKit) && canImport(SwiftUI)) || FORMA_UIKIT_STANDIN",
                    "\(folder)/\(path)")
                #expect(!text.contains("import UIKitStandIn") || text.contains("#else\n        import "))
                files += 1
            }
        }
        #expect(files > 20)
        // Only the test-only module defines the stand-in condition.
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.components(separatedBy: "FORMA_UIKIT_STANDIN").count == 2)
        #expect(manifest.contains("path: \"Tests/FormaUIKitSkin\""))
    }
}
