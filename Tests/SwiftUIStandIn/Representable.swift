import UIKitStandIn

/// A value SwiftUI owns, read and written through closures.
@propertyWrapper
public struct Binding<Value>: Sendable {
    private let get: @MainActor @Sendable () -> Value
    private let set: @MainActor @Sendable (Value) -> Void

    public init(get: @escaping @MainActor @Sendable () -> Value, set: @escaping @MainActor @Sendable (Value) -> Void) {
        self.get = get
        self.set = set
    }

    @MainActor
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
}

/// What SwiftUI hands a representable: its coordinator.
@MainActor
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}

/// A SwiftUI view made of a UIKit view controller.
@MainActor
public protocol UIViewControllerRepresentable {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeCoordinator() -> Coordinator
    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ controller: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ controller: UIViewControllerType, coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ controller: UIViewControllerType, coordinator: Coordinator) {}
}

/// SwiftUI's side of a representable, as a test plays it: make, update with new values of
/// the view, dismantle.
@MainActor
public final class RepresentableHost<Representable: UIViewControllerRepresentable> {
    public private(set) var view: Representable
    public let coordinator: Representable.Coordinator
    public let controller: Representable.UIViewControllerType

    public init(_ view: Representable) {
        self.view = view
        coordinator = view.makeCoordinator()
        controller = view.makeUIViewController(context: .init(coordinator: coordinator))
    }

    /// SwiftUI updates the view (its body ran again, a binding changed).
    public func update(_ view: Representable) {
        self.view = view
        view.updateUIViewController(controller, context: .init(coordinator: coordinator))
    }

    /// SwiftUI removes the view.
    public func dismantle() {
        Representable.dismantleUIViewController(controller, coordinator: coordinator)
    }
}
