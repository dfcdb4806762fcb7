/// Where a ``DefinitionReader`` is in the document, the paths it kept for later and the tags
/// it has seen.
///
/// Reading steps in and out and keeps paths several times for every row. Held by the reader
/// as one stored property, each of those steps is one run-time exclusivity check on the
/// reader rather than one for each array it touches.
struct DocumentPlace {
    /// The path being read.
    private(set) var components: [DefinitionPath.Component] = []
    /// For each of ``components``, its entry in ``kept`` once a path through it was kept,
    /// else `-1`.
    private var entries: [Int] = []
    /// The paths kept for later, as a tree: each entry is a component and the entry of the
    /// path it extends (`-1` for the document itself). Paths share their beginnings, so a
    /// row's place costs an entry or two rather than an array of its own.
    private var kept: [(parent: Int, component: DefinitionPath.Component)] = []
    /// Tag → where it was first used (a path kept by ``keep(adding:)``).
    var tags: [String: Int] = [:]

    /// Goes one step deeper.
    @inline(__always)
    mutating func enter(_ component: DefinitionPath.Component) {
        components.append(component)
        entries.append(-1)
    }

    /// Goes back up the step ``enter(_:)`` went down.
    @inline(__always)
    mutating func leave() {
        components.removeLast()
        entries.removeLast()
    }

    /// Keeps the current path, with `last` added when given, for later; ``path(_:)`` gives
    /// it back.
    mutating func keep(adding last: DefinitionPath.Component? = nil) -> Int {
        // The components kept already are a beginning of the path: find where it ends, then
        // keep the rest.
        var first = components.count
        while first > 0, entries[first - 1] < 0 { first -= 1 }
        var entry = first > 0 ? entries[first - 1] : -1
        for k in first..<components.count {
            kept.append((entry, components[k]))
            entry = kept.count - 1
            entries[k] = entry
        }
        if let last {
            kept.append((entry, last))
            entry = kept.count - 1
        }
        return entry
    }

    /// A path kept by ``keep(adding:)``.
    func path(_ entry: Int) -> [DefinitionPath.Component] {
        var components: [DefinitionPath.Component] = []
        var entry = entry
        while kept.indices.contains(entry) {
            components.append(kept[entry].component)
            entry = kept[entry].parent
        }
        return components.reversed()
    }

    /// Records `tag` as used at the current path with `key` added, unless it was used
    /// already: then gives back where it was first used, and the tag keeps that place.
    mutating func claim(_ tag: String, key: String) -> Int? {
        // One hash operation in the common case: insert, and put the first use back on a clash.
        guard let first = tags.updateValue(keep(adding: .key(key)), forKey: tag) else { return nil }
        tags[tag] = first
        return first
    }
}
