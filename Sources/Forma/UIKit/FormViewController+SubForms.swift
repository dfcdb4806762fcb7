#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    extension FormViewController {
        /// What ``pushSubForm(_:from:)`` does by default.
        func pushSubFormScreen(_ row: SubFormRow) {
            let screen = FormViewController(style: tableView.style)
            screen.subFormScope = row
            screen.form = form
            screen.title = row.title
            if let navigationController {
                navigationController.pushViewController(screen, animated: true)
            } else {
                present(UINavigationController(rootViewController: screen), animated: true)
            }
        }
    }
#endif
