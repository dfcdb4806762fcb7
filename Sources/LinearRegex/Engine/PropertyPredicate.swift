/// A condition on a scalar's Unicode properties that a class can ask: any boolean
/// combination of its general category and four binary properties (`Alphabetic`,
/// `White_Space`, `Uppercase`, `Lowercase`), kept as a truth table over the 480 possible
/// ``Signature``s. Union, intersection and negation of conditions are bitwise operations,
/// so a class with hundreds of properties still asks at most five questions of a scalar.
struct PropertyPredicate: Hashable, Sendable {
    /// What the properties of one scalar say: its general category's index times 16,
    /// plus one bit per binary property.
    struct Signature {
        let value: Int

        static let alphabetic = 1
        static let whitespace = 2
        static let uppercase = 4
        static let lowercase = 8
        static let count = 30 * 16

        init(value: Int) { self.value = value }

        /// The signatures of the ASCII scalars, read once.
        static let ascii: [Signature] = (0..<128).map { Signature(Unicode.Scalar(UInt8($0))) }

        /// The signature of `scalar`, reading only the properties in `needs`; the others
        /// read as absent, which a predicate that does not depend on them accepts alike.
        init(_ scalar: Unicode.Scalar, needs: Needs = .all) {
            let properties = scalar.properties
            var value = needs.contains(.category) ? Self.index(of: properties.generalCategory) << 4 : 0
            if needs.contains(.alphabetic), properties.isAlphabetic { value |= Self.alphabetic }
            if needs.contains(.whitespace), properties.isWhitespace { value |= Self.whitespace }
            if needs.contains(.uppercase), properties.isUppercase { value |= Self.uppercase }
            if needs.contains(.lowercase), properties.isLowercase { value |= Self.lowercase }
            self.value = value
        }

        static func index(of category: Unicode.GeneralCategory) -> Int {
            switch category {
            case .uppercaseLetter: 0
            case .lowercaseLetter: 1
            case .titlecaseLetter: 2
            case .modifierLetter: 3
            case .otherLetter: 4
            case .nonspacingMark: 5
            case .spacingMark: 6
            case .enclosingMark: 7
            case .decimalNumber: 8
            case .letterNumber: 9
            case .otherNumber: 10
            case .connectorPunctuation: 11
            case .dashPunctuation: 12
            case .openPunctuation: 13
            case .closePunctuation: 14
            case .initialPunctuation: 15
            case .finalPunctuation: 16
            case .otherPunctuation: 17
            case .mathSymbol: 18
            case .currencySymbol: 19
            case .modifierSymbol: 20
            case .otherSymbol: 21
            case .spaceSeparator: 22
            case .lineSeparator: 23
            case .paragraphSeparator: 24
            case .control: 25
            case .format: 26
            case .surrogate: 27
            case .privateUse: 28
            case .unassigned: 29
            @unknown default: 29
            }
        }
    }

    /// Which properties a predicate reads.
    struct Needs: OptionSet, Hashable {
        let rawValue: UInt8
        static let category = Needs(rawValue: 1 << 0)
        static let alphabetic = Needs(rawValue: 1 << 1)
        static let whitespace = Needs(rawValue: 1 << 2)
        static let uppercase = Needs(rawValue: 1 << 3)
        static let lowercase = Needs(rawValue: 1 << 4)
        static let all: Needs = [.category, .alphabetic, .whitespace, .uppercase, .lowercase]

        /// How many property look-ups reading these takes.
        var lookups: Int { rawValue.nonzeroBitCount }
    }

    /// Bit `s` is set if signature `s` satisfies the predicate; bits from 480 on stay clear.
    private(set) var bits: SIMD8<UInt64>

    private init(bits: SIMD8<UInt64>) { self.bits = bits }

    /// No scalar.
    static let none = PropertyPredicate(bits: SIMD8(repeating: 0))
    /// Every scalar.
    static let all = PropertyPredicate { _ in true }

    /// The predicate true of the signatures `accepts` accepts.
    init(_ accepts: (Int) -> Bool) {
        var bits = SIMD8<UInt64>(repeating: 0)
        for signature in 0..<Signature.count where accepts(signature) {
            bits[signature >> 6] |= 1 << UInt64(signature & 63)
        }
        self.bits = bits
    }

    /// Scalars in one of `categories`.
    static func categories(_ categories: [Unicode.GeneralCategory]) -> PropertyPredicate {
        let indices = Set(categories.map(Signature.index(of:)))
        return PropertyPredicate { indices.contains($0 >> 4) }
    }

    /// Scalars with the binary property `flag` (one of ``Signature``'s bits).
    static func flag(_ flag: Int) -> PropertyPredicate { PropertyPredicate { $0 & flag != 0 } }

    func contains(_ signature: Signature) -> Bool {
        bits[signature.value >> 6] & (1 << UInt64(signature.value & 63)) != 0
    }

    static func | (a: PropertyPredicate, b: PropertyPredicate) -> PropertyPredicate {
        PropertyPredicate(bits: a.bits | b.bits)
    }

    static func & (a: PropertyPredicate, b: PropertyPredicate) -> PropertyPredicate {
        PropertyPredicate(bits: a.bits & b.bits)
    }

    /// The scalars the predicate does not accept.
    var inverted: PropertyPredicate { PropertyPredicate(bits: ~bits & Self.all.bits) }

    /// The properties the answer depends on: a binary property whose value never changes
    /// it, or a category that never does, is not read. Worked out on whole words: a
    /// signature's four flags are the low bits of a 16-bit row, one row per category.
    var needs: Needs {
        var result: Needs = []
        for (flag, need) in [
            (Signature.alphabetic, Needs.alphabetic), (Signature.whitespace, .whitespace),
            (Signature.uppercase, .uppercase), (Signature.lowercase, .lowercase),
        ] {
            let withFlag = Self.rows { $0 & flag != 0 }
            // Each signature with the flag against the same one without it.
            if (bits & withFlag) &>> UInt64(flag) != bits & (withFlag &>> UInt64(flag)) { result.insert(need) }
        }
        let firstRow = bits[0] & 0xFFFF
        if bits != SIMD8(repeating: firstRow &* 0x0001_0001_0001_0001) & Self.all.bits { result.insert(.category) }
        return result
    }

    /// The bits, in every row, of the flag combinations `selects` accepts.
    private static func rows(_ selects: (Int) -> Bool) -> SIMD8<UInt64> {
        var row: UInt64 = 0
        for flags in 0..<16 where selects(flags) { row |= 1 << UInt64(flags) }
        return SIMD8(repeating: row &* 0x0001_0001_0001_0001)
    }

}
