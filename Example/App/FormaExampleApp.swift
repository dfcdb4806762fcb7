#if canImport(UIKit)
    import Forma
    import UIKit

    // The example app's entry point. This folder is not part of the `FormaExamples` library
    // target (Package.swift excludes it): a library must not define `main`, and the package's
    // command-line demo links that library. An iOS app target in Xcode takes `Example/` whole,
    // this file included; `ios-typecheck … Example` checks it with the rest.

    /// The example app: a window showing ``ExampleMenuViewController`` in a navigation
    /// controller.
    @main
    final class FormaExampleApp: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = UINavigationController(rootViewController: ExampleMenuViewController())
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }
#endif
