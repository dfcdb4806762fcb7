/// An ordered collection of named values: the result of `form.values()`.
///
/// Keys keep the order of the form (or of insertion). Looking a key up is O(1).
/// Encoding keeps the order, so the JSON reads like the form.
///
/// ```swift
/// var values: FormValues = ["title": "Lunch", "allDay": false]
/// values["title"]          // .string("Lunch")
/// values["location"] = "Café"
/// values.keys              // ["title", "allDay", "location"]
/// ```
public struct FormValues: Sendable, Hashable {
    private var storage: [(key: String, value: FormValue)] = []
    private var index: [String: Int] = [:]

    /// An empty collection.
    public init() {}

    /// A collection with these pairs; a later duplicate key replaces the earlier value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, FormValue) {
        for (key, value) in pairs { self[key] = value }
    }

    /// Reserves room for `count` entries.
    package mutating func reserveCapacity(_ count: Int) {
        storage.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// The keys, in order.
    public var keys: [String] { storage.map(\.key) }

    /// The number of entries.
    public var count: Int { storage.count }

    /// `true` when there are no entries.
    public var isEmpty: Bool { storage.isEmpty }

    /// The value for `key`; setting `nil` removes the entry.
    /// - Complexity: O(1) to read or replace; O(n) to remove.
    public subscript(key: String) -> FormValue? {
        get { index[key].map { storage[$0].value } }
        set {
            if let position = index[key] {
                if let newValue {
                    storage[position].value = newValue
                } else {
                    storage.remove(at: position)
                    index[key] = nil
                    for i in position..<storage.count { index[storage[i].key] = i }
                }
            } else if let newValue {
                index[key] = storage.count
                storage.append((key, newValue))
            }
        }
    }

    /// Appends a pair whose key is known to be new (used when collecting a form's values).
    mutating func appendNew(_ key: String, _ value: FormValue) {
        if let existing = index.updateValue(storage.count, forKey: key) {
            index[key] = existing
            storage[existing].value = value
            return
        }
        storage.append((key, value))
    }

    public static func == (lhs: FormValues, rhs: FormValues) -> Bool {
        lhs.storage.count == rhs.storage.count
            && zip(lhs.storage, rhs.storage).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.count)
        for (key, value) in storage {
            hasher.combine(key)
            hasher.combine(value)
        }
    }
}

extension FormValues: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.count }
    public subscript(position: Int) -> (key: String, value: FormValue) { storage[position] }
}

extension FormValues: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, FormValue)...) {
        self.init(elements)
    }
}

extension FormValues: CustomStringConvertible {
    /// The values as compact JSON text.
    public var description: String { FormValue.object(self).jsonString() }
}
