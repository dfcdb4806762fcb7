#if canImport(os)
    import os
#elseif canImport(Synchronization)
    import Synchronization
#endif

extension RegularExpression {
    /// The compiled pattern for `pattern` and `options`, from a process-wide cache of at
    /// most ``Limits/cacheCapacity`` entries (emptied when full); compiled on a miss.
    /// Failures are cached too, so a bad pattern costs its compilation once.
    ///
    /// ```swift
    /// let digits = try RegularExpression.cached(#"\d+"#)
    /// ```
    ///
    /// - Throws: what ``init(_:options:)`` throws.
    public static func cached(_ pattern: String, options: Options = []) throws
        -> RegularExpression
    {
        let key = CacheKey(pattern: pattern, options: options)
        if pattern.utf8.count <= Limits.maxPatternLength * 4, let hit = RegexCache.shared.lookup(key) {
            return try hit.get()
        }
        let result: Result<RegularExpression, any Error>
        do {
            result = .success(try RegularExpression(pattern, options: options))
        } catch {
            result = .failure(error)
        }
        if pattern.utf8.count <= Limits.maxPatternLength * 4 { RegexCache.shared.store(key, result) }
        return try result.get()
    }

    struct CacheKey: Hashable, Sendable {
        var pattern: String
        var options: Options
    }
}

/// The process-wide table behind ``RegularExpression/cached(_:options:)``, guarded by the
/// platform's lock (the only platform conditional of the engine).
struct RegexCache: Sendable {
    typealias Entries = [RegularExpression.CacheKey: Result<RegularExpression, any Error>]

    static let shared = RegexCache()

    #if canImport(os)
        private let lock = OSAllocatedUnfairLock<Entries>(initialState: [:])
        private func withEntries<T: Sendable>(_ body: @Sendable (inout Entries) -> T) -> T { lock.withLock(body) }
    #else
        private let box = Box()
        private final class Box: Sendable {
            let mutex = Mutex<Entries>([:])
        }
        private func withEntries<T>(_ body: (inout Entries) -> T) -> T { box.mutex.withLock { body(&$0) } }
    #endif

    func lookup(_ key: RegularExpression.CacheKey) -> Result<RegularExpression, any Error>? {
        withEntries { $0[key] }
    }

    func store(_ key: RegularExpression.CacheKey, _ value: Result<RegularExpression, any Error>) {
        withEntries { entries in
            if entries.count >= RegularExpression.Limits.cacheCapacity { entries.removeAll() }
            entries[key] = value
        }
    }
}
