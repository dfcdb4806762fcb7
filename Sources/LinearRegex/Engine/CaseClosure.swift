/// The case classes of Unicode: scalars that are equal under simple case folding, as ICU
/// closes a class over case under `(?i)` (`ſ s S`, `k K` and the Kelvin sign, `ω Ω` and the
/// ohm sign, `σ ς Σ`, `ǆ ǅ Ǆ`). Built once per process, on first use, from the standard
/// library's case mappings: scalars linked by a single-scalar lowercase, uppercase or
/// titlecase mapping share a class.
///
/// As in ICU, the Turkic letters stay apart: `ı` (U+0131) and `İ` (U+0130) are each a class
/// of their own, though `ı` uppercases to `I` and `İ` lowercases to `i` and a dot.
struct CaseClosure: Sendable {
    /// Every scalar in a class of two or more, ascending.
    let scalars: [UInt32]
    /// For each of ``scalars``, its class.
    let classes: [Int32]
    /// For each of ``scalars``, its property signature (see ``PropertyPredicate``).
    let signatures: [Int16]
    /// The members of class `c`: `members[memberStarts[c]..<memberStarts[c + 1]]`.
    let members: [UInt32]
    /// For each of ``members``, its property signature.
    let memberSignatures: [Int16]
    let memberStarts: [Int]

    static let shared = CaseClosure()

    /// Every scalar with a case mapping lies below this (the test suite checks the rest).
    static let casedLimit: UInt32 = 0x20000

    /// Pairs equal under simple case folding whose case mappings all have several scalars,
    /// so that the mappings alone do not link them.
    static let foldingOnlyPairs: [(UInt32, UInt32)] = [(0x390, 0x1FD3), (0x3B0, 0x1FE3), (0xFB05, 0xFB06)]

    /// Scalars whose case mappings are not followed.
    static let apart: Set<UInt32> = [0x130, 0x131]

    private init() {
        var parent: [UInt32: UInt32] = [:]
        func root(_ value: UInt32) -> UInt32 {
            var value = value
            while let next = parent[value], next != value { value = next }
            return value
        }
        func link(_ a: UInt32, _ b: UInt32) {
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
            parent[a] = parent[a] ?? a
            parent[b] = parent[b] ?? b
        }
        for value in 0..<Self.casedLimit where !Self.apart.contains(value) {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else { continue }
            let properties = scalar.properties
            for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
                if let other = Self.single(mapping), other != value, !Self.apart.contains(other) { link(value, other) }
            }
        }
        for (a, b) in Self.foldingOnlyPairs { link(a, b) }

        let scalars = parent.keys.sorted()
        var classOfRoot: [UInt32: Int32] = [:]
        var grouped: [[UInt32]] = []
        var classes: [Int32] = []
        classes.reserveCapacity(scalars.count)
        for value in scalars {
            let rootValue = root(value)
            let id: Int32
            if let known = classOfRoot[rootValue] {
                id = known
            } else {
                id = Int32(grouped.count)
                classOfRoot[rootValue] = id
                grouped.append([])
            }
            grouped[Int(id)].append(value)
            classes.append(id)
        }
        self.scalars = scalars
        self.classes = classes
        signatures = scalars.map { value in
            Unicode.Scalar(value).map { Int16(PropertyPredicate.Signature($0).value) } ?? 0
        }
        members = grouped.flatMap { $0 }
        let signatureOf = Dictionary(uniqueKeysWithValues: zip(scalars, signatures))
        memberSignatures = members.map { signatureOf[$0] ?? 0 }
        var starts = [0]
        for group in grouped { starts.append(starts[starts.count - 1] + group.count) }
        memberStarts = starts
    }

    /// The index in ``scalars`` of the first scalar not below `value`.
    func firstIndex(notBelow value: UInt32) -> Int {
        var low = 0
        var high = scalars.count
        while low < high {
            let middle = (low + high) / 2
            if scalars[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The scalars equal to `value` when case is ignored, itself included; `nil` if none
    /// but itself.
    func members(of value: UInt32) -> ArraySlice<UInt32>? {
        let index = firstIndex(notBelow: value)
        guard index < scalars.count, scalars[index] == value else { return nil }
        return members(ofClass: Int(classes[index]))
    }

    func members(ofClass id: Int) -> ArraySlice<UInt32> { members[memberStarts[id]..<memberStarts[id + 1]] }

    var classCount: Int { memberStarts.count - 1 }

    private static func single(_ text: String) -> UInt32? {
        var iterator = text.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil else { return nil }
        return first.value
    }
}
