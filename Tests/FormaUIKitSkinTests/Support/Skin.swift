import Testing
import UIKitStandIn

@testable import FormaUIKitSkin

/// A form on screen in the stand-in: a `FormViewController` in a window, every UIKit rule it
/// breaks recorded as an issue of the running test.
@MainActor
struct Skin {
    let screen: FormViewController
    let window: UIWindow

    init(_ form: Form, screen: FormViewController = FormViewController(), inNavigation: Bool = false) {
        Skin.reportBrokenRules()
        self.screen = screen
        screen.form = form
        window = UIWindow()
        window.rootViewController = inNavigation ? UINavigationController(rootViewController: screen) : screen
    }

    /// Records every UIKit rule broken from now on as an issue of the running test.
    static func reportBrokenRules() {
        UIKitRules.onBroken = { rule in Issue.record(Comment(rawValue: "UIKit rule broken: " + rule)) }
    }

    var table: UITableView { screen.tableView }

    /// The cell at a section and row, as the cell class expected.
    func cell<Cell: UITableViewCell>(_ section: Int, _ row: Int, as type: Cell.Type = Cell.self) -> Cell? {
        table.cellForRow(at: IndexPath(row: row, section: section)) as? Cell
    }

    /// The cell showing the row with a tag.
    func cell<Cell: UITableViewCell>(tag: String, as type: Cell.Type = Cell.self) -> Cell? {
        guard let row = screen.form.row(tag: tag), let path = screen.indexPath(of: row) else { return nil }
        return table.cellForRow(at: path) as? Cell
    }

    func path(tag: String) -> IndexPath? {
        screen.form.row(tag: tag).flatMap { screen.indexPath(of: $0) }
    }

    func tap(tag: String) {
        guard let path = path(tag: tag) else {
            Issue.record("no row \(tag) on screen")
            return
        }
        table._tapRow(at: path)
    }
}
