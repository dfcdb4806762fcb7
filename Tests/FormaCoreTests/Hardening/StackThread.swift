import Foundation
import Synchronization

/// Runs work on a thread with a chosen stack size and waits for it, so tests can show that
/// an operation does not recurse with its input (it passes on a small stack) and build
/// inputs whose own teardown needs a large one.
enum StackThread {
    /// `body`'s result, computed on a new thread with `stackSize` bytes of stack.
    static func run<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result.withLock { value in
            guard let value else { preconditionFailure("the thread ended without a result") }
            return value
        }
    }

    static let small = 512 * 1024
    static let large = 256 * 1024 * 1024
}

/// A value handed to another thread and taken back, so that its last release happens where
/// the owner decides.
final class SharedValue<Value: Sendable>: Sendable {
    private let storage: Mutex<Value?>
    init(_ value: Value) { storage = Mutex(value) }
    func read() -> Value? { storage.withLock { $0 } }
    func clear() { storage.withLock { $0 = nil } }
}
