import Foundation
import Testing

/// Every Swift example in the README, the guides in `Docs/` and the DocC landing pages is
/// compiled: it appears in a test (which runs it) or in `Example/` (which `swift build` and
/// the iOS type-check compile), the same code up to formatting — the compiled files are laid
/// out by `swift format`, so the comparison ignores whitespace, line breaks and trailing
/// commas. Blocks fenced as plain `swift` are checked; code that cannot compile alone — other
/// libraries', a manifest line — is fenced with another word after `swift` (`swift eureka`,
/// `swift package`).
@Suite("Documentation examples")
struct DocumentationExampleTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The documents whose examples are checked, relative to the package root.
    static let documents: [String] = {
        let manager = FileManager.default
        let docs = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)) ?? []
        let catalogs = [
            "Sources/FormaCore/FormaCore.docc/FormaCore.md", "Sources/Forma/Forma.docc/Forma.md",
            "Sources/FormaTerminal/FormaTerminal.docc/FormaTerminal.md",
            "Sources/FormaTesting/FormaTesting.docc/FormaTesting.md",
        ]
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" } + catalogs
    }()

    /// The compiled code: tests and examples, normalised.
    static let compiled: String = {
        var text = ""
        for folder in ["Tests", "Example"] {
            let base = root.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let file as URL in files where file.pathExtension == "swift" {
                if let source = try? String(contentsOf: file, encoding: .utf8) { text += "\n" + normalised(source) }
            }
        }
        return text
    }()

    /// The code without what formatting changes: import lines, whitespace and line breaks,
    /// and a comma before a closing bracket or parenthesis.
    static func normalised(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("import ") }
        let packed = lines.joined().filter { !$0.isWhitespace }
        return packed.replacingOccurrences(of: ",]", with: "]").replacingOccurrences(of: ",)", with: ")")
    }

    /// The bodies of the blocks fenced exactly as ```swift.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if let lines = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    current = lines + [line]
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            }
        }
        return blocks
    }

    @Test func everyDocumentIsFound() {
        #expect(Self.documents.contains("Docs/Migrating from Eureka.md"))
        #expect(Self.documents.count >= 12)
        #expect(Self.compiled.contains("structDocumentationExampleTests"))
    }

    @Test func blocksAreFoundByTheirFence() {
        let markdown = "a\n```swift\nlet x = 1\n```\n```swift eureka\nform +++ Section()\n```\n```json\n{}\n```\n"
        #expect(Self.swiftBlocks(in: markdown) == ["let x = 1"])
        #expect(Self.normalised("import Forma\n\n    let x = 1  \n") == "letx=1")
        #expect(Self.normalised("f(\n    a,\n    b,\n)  // done") == Self.normalised("f(a, b)   // done"))
    }

    @Test(arguments: documents)
    func everySwiftExampleIsCompiled(document: String) throws {
        let markdown = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
        for block in Self.swiftBlocks(in: markdown) {
            let code = Self.normalised(block)
            guard !code.isEmpty else { continue }
            let firstLine =
                block.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            let isCompiled = Self.compiled.contains(code)
            #expect(
                isCompiled, "\(document): the example starting '\(firstLine)' is not compiled by a test or Example/")
        }
    }
}
