/// An action revealed by swiping a row: a title, a style and what it does. Rows carry
/// them as data; renderers show them and call back through
/// ``FormController/performSwipeAction(_:on:)``.
///
/// ```swift
/// TextRow("note") {
///     $0.swipeActions = [SwipeAction("Archive", edge: .leading) { row in archive(row) }]
/// }
/// ```
public struct SwipeAction {
    /// The look of the action.
    public enum Style: String, Sendable, Hashable {
        /// The platform's normal action colour.
        case normal
        /// A destructive action (red).
        case destructive
    }

    /// Which side of the row the action is revealed from.
    public enum Edge: String, Sendable, Hashable {
        /// Swiping from the leading edge.
        case leading
        /// Swiping from the trailing edge.
        case trailing
    }

    /// The action's title.
    public var title: String
    /// The look of the action.
    public var style: Style
    /// Which side reveals it.
    public var edge: Edge
    /// What the action does; it runs inside one transaction.
    public var handler: (FormRow) -> Void

    /// Creates a swipe action.
    public init(_ title: String, style: Style = .normal, edge: Edge = .trailing, handler: @escaping (FormRow) -> Void) {
        self.title = title
        self.style = style
        self.edge = edge
        self.handler = handler
    }
}

/// A swipe action as a renderer sees it: its position in the row's list, title, style and edge.
///
/// ```swift
/// for action in presentation.swipeActions where action.edge == .trailing {
///     addButton(action.title, destructive: action.style == .destructive) {
///         controller.performSwipeAction(action.index, on: row)
///     }
/// }
/// ```
public struct SwipeActionPresentation: Sendable, Hashable {
    /// Which action it is, for ``FormController/performSwipeAction(_:on:)``.
    public var index: Int
    /// The action's title.
    public var title: String
    /// The look of the action.
    public var style: SwipeAction.Style
    /// Which side reveals it.
    public var edge: SwipeAction.Edge

    /// Creates a swipe action presentation.
    public init(index: Int, title: String, style: SwipeAction.Style, edge: SwipeAction.Edge) {
        self.index = index
        self.title = title
        self.style = style
        self.edge = edge
    }
}
