import Foundation

public enum UIModalPresentationStyle: Int, Sendable {
    case automatic, fullScreen, pageSheet, formSheet, popover
}

/// A navigation bar's items of one screen.
@MainActor
public final class UINavigationItem {
    public var title: String?
    public var rightBarButtonItem: UIBarButtonItem?
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true
}

/// A view controller: its view (loaded once), appearance calls, presentation.
@MainActor
open class UIViewController: UIResponder {
    var _view: UIView?
    public var title: String?
    public let navigationItem = UINavigationItem()
    public var modalPresentationStyle = UIModalPresentationStyle.automatic
    public var definesPresentationContext = false
    public internal(set) weak var navigationController: UINavigationController?
    public private(set) var presentedViewController: UIViewController?
    public private(set) weak var presentingViewController: UIViewController?
    public internal(set) var isMovingFromParent = false
    public internal(set) var isBeingDismissed = false
    /// Whether an interactive dismissal (a swipe down on a sheet) is refused.
    public var isModalInPresentation = false
    /// The presentation controller of a controller that was presented.
    public var presentationController: UIPresentationController? {
        presentingViewController == nil ? nil : _presentation
    }
    lazy var _presentation = UIPresentationController(presentedViewController: self)
    /// Appearance calls received, in order (`willAppear`, `didAppear`, …).
    public var _appearanceLog: [String] = []

    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return _view
        }
        set { _view = newValue }
    }

    public var viewIfLoaded: UIView? { _view }
    public var isViewLoaded: Bool { _view != nil }

    open func loadView() {
        _view = UIView()
    }

    public func loadViewIfNeeded() {
        guard _view == nil else { return }
        loadView()
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) { _appearanceLog.append("willAppear") }
    open func viewDidAppear(_ animated: Bool) { _appearanceLog.append("didAppear") }
    open func viewWillDisappear(_ animated: Bool) { _appearanceLog.append("willDisappear") }
    open func viewDidDisappear(_ animated: Bool) { _appearanceLog.append("didDisappear") }

    func _appear() {
        viewWillAppear(false)
        viewDidAppear(false)
    }

    func _disappear() {
        viewWillDisappear(false)
        viewDidDisappear(false)
    }

    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil else {
            UIKitRules.report(
                "UIViewController: attempt to present \(type(of: controller)) on \(type(of: self)), "
                    + "which is already presenting \(type(of: presentedViewController!))")
            return
        }
        guard viewIfLoaded?.window != nil else {
            UIKitRules.report(
                "UIViewController: attempt to present \(type(of: controller)) on \(type(of: self)), "
                    + "whose view is not in the window hierarchy")
            return
        }
        presentedViewController = controller
        controller.presentingViewController = self
        _ = controller.view
        if let alert = controller as? UIAlertController { alert._checkPopover() }
        controller._appear()
        completion?()
    }

    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.isBeingDismissed = true
            if let navigation = presented as? UINavigationController {
                navigation.topViewController?.isBeingDismissed = false
            }
            presented._disappearWithChildren()
            presented.isBeingDismissed = false
            presented.presentingViewController = nil
            presentedViewController = nil
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else if let navigation = navigationController, navigation.presentingViewController != nil {
            navigation.dismiss(animated: animated, completion: completion)
        }
    }

    func _disappearWithChildren() {
        _disappear()
    }

    /// A swipe down on this presented sheet that the person lets go of half-way: the sheet,
    /// and the top screen of a navigation controller in it, hear they will disappear while
    /// being dismissed, then that they appear again; nothing leaves.
    public func _cancelledInteractiveDismissal() {
        guard presentingViewController != nil else { return }
        isBeingDismissed = true
        viewWillDisappear(true)
        (self as? UINavigationController)?.topViewController?.viewWillDisappear(true)
        isBeingDismissed = false
        viewWillAppear(true)
        viewDidAppear(true)
    }
}

/// A navigation controller: a stack of screens, the top one on screen.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        rootViewController.navigationController = self
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var topViewController: UIViewController? { viewControllers.last }

    open override func loadView() {
        super.loadView()
        if let top = topViewController { _view?.addSubview(top.view) }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        topViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        topViewController?.viewDidAppear(animated)
    }

    override func _disappearWithChildren() {
        viewWillDisappear(false)
        topViewController?.isBeingDismissed = false
        topViewController?.viewWillDisappear(false)
        topViewController?.viewDidDisappear(false)
        viewDidDisappear(false)
    }

    public func pushViewController(_ controller: UIViewController, animated: Bool) {
        let previous = topViewController
        previous?.viewWillDisappear(animated)
        controller.navigationController = self
        viewControllers.append(controller)
        previous?.viewIfLoaded?.removeFromSuperview()
        previous?.viewDidDisappear(animated)
        view.addSubview(controller.view)
        controller._appear()
    }

    @discardableResult
    public func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        top.isMovingFromParent = true
        top.viewWillDisappear(animated)
        top.viewIfLoaded?.removeFromSuperview()
        if let under = topViewController { view.addSubview(under.view) }
        top.viewDidDisappear(animated)
        top.isMovingFromParent = false
        top.navigationController = nil
        topViewController?._appear()
        return top
    }

    /// A back swipe that the person lets go of half-way: the top screen hears it will
    /// disappear (moving from its parent, as UIKit says while the swipe runs), then that it
    /// appears again; nothing leaves.
    public func _cancelledBackSwipe() {
        guard viewControllers.count > 1, let top = topViewController else { return }
        let under = viewControllers[viewControllers.count - 2]
        top.isMovingFromParent = true
        top.viewWillDisappear(true)
        top.isMovingFromParent = false
        under.viewWillAppear(true)
        under.viewWillDisappear(true)
        under.viewDidDisappear(true)
        top.viewWillAppear(true)
        top.viewDidAppear(true)
    }
}

/// A table view controller: its view is a table whose data source and delegate it is.
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let _style: UITableView.Style

    public init(style: UITableView.Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        _style = .plain
        super.init(nibName: nibName, bundle: bundle)
    }

    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }

    public var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 640), style: _style)
        table.dataSource = self
        table.delegate = self
        _view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.layoutIfNeeded()
    }

    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    { nil }
}

/// An alert or action sheet.
@MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }
    public let message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    public var preferredAction: UIAlertAction?
    public let popoverPresentationController: UIPopoverPresentationController?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        // The stand-in is an iPad: action sheets are popovers that need a source.
        popoverPresentationController = preferredStyle == .actionSheet ? UIPopoverPresentationController() : nil
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    public required init?(coder: NSCoder) {
        message = nil
        preferredStyle = .alert
        popoverPresentationController = nil
        super.init(coder: coder)
    }

    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    func _checkPopover() {
        if let popover = popoverPresentationController, popover.sourceView == nil {
            UIKitRules.report("UIAlertController: an action sheet on iPad needs a popover sourceView")
        }
    }

    /// Taps an action: the alert goes, then the action's handler runs.
    public func _tap(_ title: String) {
        guard let action = actions.first(where: { $0.title == title }) else {
            UIKitRules.report("UIAlertController: no action '\(title)'")
            return
        }
        dismiss(animated: true)
        action.handler?(action)
    }
}

@MainActor
public final class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }
    public let title: String?
    public let style: Style
    let handler: (@MainActor (UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

@MainActor
public final class UIPopoverPresentationController {
    public weak var sourceView: UIView?
    public var sourceRect = CGRect.zero
}

@MainActor
public protocol UISearchResultsUpdating: AnyObject {
    func updateSearchResults(for searchController: UISearchController)
}

@MainActor
public final class UISearchBar: UIView {
    public var text: String?
}

@MainActor
public final class UISearchController: UIViewController {
    public weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    public var obscuresBackgroundDuringPresentation = true
    public var hidesNavigationBarDuringPresentation = true
    public let searchBar = UISearchBar()

    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Types a filter into the search field.
    public func _type(_ text: String) {
        searchBar.text = text
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// What manages a presented controller; its delegate hears of refused interactive dismissals.
@MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }

    /// A person tries to swipe the sheet away: refused when the controller is modal in
    /// presentation, and the delegate is told.
    public func _attemptInteractiveDismissal() -> Bool {
        if presentedViewController.isModalInPresentation {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        return true
    }
}

/// The delegate of a presentation controller.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}
