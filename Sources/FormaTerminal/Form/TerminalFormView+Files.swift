import FormaCore
import Foundation

/// A path being typed for a file or image row, shown on the status line.
struct FilePrompt {
    let row: FileRow
    var text = ""

    /// The most entries one Tab reads from a directory: a huge directory completes from its
    /// first entries and never holds up the screen.
    static let maxListing = 1000
    /// The most bytes a typed path holds: one past the longest path a row takes, so the row
    /// reports a longer one.
    static let maxBytes = 4097
}

extension TerminalFormView {
    /// Starts asking for the path of a file for a file or image row.
    func beginFilePrompt(for row: FileRow) {
        filePrompt = FilePrompt(row: row)
        showFilePrompt()
    }

    /// Handles a key while a path is typed: Enter attaches the file, Tab completes the name,
    /// Escape gives up and keeps the value.
    func handleFilePrompt(_ key: Key) {
        guard var prompt = filePrompt else { return }
        switch key {
        case .escape:
            filePrompt = nil
            return
        case .enter:
            filePrompt = nil
            if let error = prompt.row.attach(fileAt: prompt.text) { status = error.description }
            cache.removeAll()
            return
        case .tab:
            prompt.text = Self.completed(prompt.text)
        case .backspace:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .character(let character):
            if prompt.text.utf8.count + character.utf8.count <= FilePrompt.maxBytes { prompt.text.append(character) }
        case .paste(let text):
            prompt.text += String(String(text.prefix(FilePrompt.maxBytes)).filter { !$0.isNewline })
            while prompt.text.utf8.count > FilePrompt.maxBytes { prompt.text.removeLast() }
        case .invalid:
            prompt.text.append("\u{FFFD}")
        default:
            break
        }
        filePrompt = prompt
        showFilePrompt()
    }

    /// Shows the path being typed on the status line: its end, so the name typed shows.
    private func showFilePrompt() {
        guard let prompt = filePrompt else { return }
        let shown = prompt.text.count > 32 ? "…" + prompt.text.suffix(31) : Substring(prompt.text)
        status = "File for \(prompt.row.title ?? prompt.row.tag ?? ""): \(shown)▏"
    }

    /// The path completed as far as the names in its folder agree, reading at most
    /// ``FilePrompt/maxListing`` entries; a lone folder gets its `/`.
    static func completed(_ path: String) -> String {
        guard path.utf8.count < FilePrompt.maxBytes, !path.contains("\u{0}") else { return path }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let stem = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let url = URL(fileURLWithPath: folder.isEmpty ? "." : folder)
        guard
            let entries = FileManager.default.enumerator(
                at: url, includingPropertiesForKeys: nil, options: [.skipsSubdirectoryDescendants])
        else { return path }
        var matches: [String] = []
        var read = 0
        while read < FilePrompt.maxListing, let entry = entries.nextObject() as? URL {
            read += 1
            let name = entry.lastPathComponent
            if name.hasPrefix(stem) && (!name.hasPrefix(".") || stem.hasPrefix(".")) { matches.append(name) }
        }
        guard var common = matches.first else { return path }
        for name in matches.dropFirst() {
            while !name.hasPrefix(common) { common.removeLast() }
        }
        var result = folder + common
        if matches.count == 1 {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: result, isDirectory: &isFolder), isFolder.boolValue {
                result += "/"
            }
        }
        return result
    }
}
