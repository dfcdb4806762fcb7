/// An action revealed by swiping a row: a title, a style and what it does. Rows carry
/// them as data; renderers show them and call back through
/// ``FormController/performSwipeAction(_:on:)``.
///
/// ```swift
/// TextRow("note") {
///     $0.swipeActions = [SwipeAction("Archive", edge: .leading) { row in archive(row) }]
/// }
/// ```
package struct SwipeAction {
    /// The look of the action.
    package enum Style: String, Sendable, Hashable {
        /// The platform's normal action colour.
        case normal
        /// A destructive action (red).
        case destructive
    }

    /// Which side of the row the action is revealed from.
    package enum Edge: String, Sendable, Hashable {
        /// Swiping from the leading edge.
        case leading
        /// Swiping from the trailing edge.
        case trailing
    }

    /// The action's title.
    package var title: String
    /// The look of the action.
    package var style: Style
    /// Which side reveals it.
    package var edge: Edge
    /// What the action does; it runs inside one transaction.
    package var handler: (FormRow) -> Void

    /// Creates a swipe action.
    package init(_ title: String, style: Style = .normal, edge: Edge = .trailing, handler: @escaping (FormRow) -> Void)
    {
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
package struct SwipeActionPresentation: Sendable, Hashable {
    /// Which action it is, for ``FormController/performSwipeAction(_:on:)``.
    package var index: Int
    /// The action's title.
    package var title: String
    /// The look of the action.
    package var style: SwipeAction.Style
    /// Which side reveals it.
    package var edge: SwipeAction.Edge

    /// Creates a swipe action presentation.
    package init(index: Int, title: String, style: SwipeAction.Style, edge: SwipeAction.Edge) {
        self.index = index
        self.title = title
        self.style = style
        self.edge = edge
    }
}
