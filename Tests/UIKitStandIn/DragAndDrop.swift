import Foundation

/// What a drag or a photo library pick carries: data of one type, or a load that fails.
public final class NSItemProvider: Sendable {
    public let suggestedName: String?
    public let registeredTypeIdentifiers: [String]
    let _data: Data?

    public init() {
        suggestedName = nil
        registeredTypeIdentifiers = []
        _data = nil
    }

    /// An item holding data of a type; `nil` data makes every load fail.
    public init(_data data: Data?, type: String = "public.jpeg", suggestedName: String? = nil) {
        self.suggestedName = suggestedName
        registeredTypeIdentifiers = [type]
        _data = data
    }

    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        !registeredTypeIdentifiers.isEmpty
    }

    /// Loads the data; the stand-in answers at once (UIKit answers later, on another queue).
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        if let data = _data {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, CocoaError(.fileReadUnknown))
        }
        return Progress(totalUnitCount: 1)
    }
}

@MainActor
public final class UIDragItem {
    public let itemProvider: NSItemProvider
    public var localObject: Any?
    public init(itemProvider: NSItemProvider) { self.itemProvider = itemProvider }
}

@MainActor
public protocol UIDragSession: AnyObject {
    var items: [UIDragItem] { get }
}

@MainActor
public protocol UIDropSession: AnyObject {
    var localDragSession: (any UIDragSession)? { get }
}

@MainActor
public protocol UITableViewDropCoordinator: AnyObject {}

public enum UIDropOperation: Int, Sendable {
    case cancel, forbidden, copy, move
}

@MainActor
public final class UITableViewDropProposal {
    public enum Intent: Int, Sendable {
        case unspecified, insertAtDestinationIndexPath, insertIntoDestinationIndexPath, automatic
    }
    public let operation: UIDropOperation
    public let intent: Intent
    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.operation = operation
        self.intent = intent
    }
}

@MainActor
public protocol UITableViewDragDelegate: AnyObject {
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
}

@MainActor
public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
}

/// A swipe action.
@MainActor
public final class UIContextualAction {
    public enum Style: Int, Sendable {
        case normal, destructive
    }
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public let style: Style
    public var title: String?
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }

    /// Runs the action as a swipe does; returns what it reported.
    public func _perform(in view: UIView) -> Bool? {
        var result: Bool?
        handler(self, view) { result = $0 }
        return result
    }
}

@MainActor
public final class UISwipeActionsConfiguration {
    public let actions: [UIContextualAction]
    public var performsFirstActionWithFullSwipe = true
    public init(actions: [UIContextualAction]) { self.actions = actions }
}
