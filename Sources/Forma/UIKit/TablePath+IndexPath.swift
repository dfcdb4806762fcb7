#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import UIKit
    #else
        import UIKitStandIn
    #endif

    extension TablePath {
        /// The table path of a UIKit index path.
        ///
        /// ```swift
        /// let path = TablePath(IndexPath(row: 2, section: 0))   // 0.2
        /// ```
        public init(_ indexPath: IndexPath) {
            self.init(section: indexPath.section, row: indexPath.row)
        }

        /// The UIKit index path of this table path.
        ///
        /// ```swift
        /// tableView.cellForRow(at: TablePath(section: 0, row: 2).indexPath)
        /// ```
        public var indexPath: IndexPath { IndexPath(row: row, section: section) }
    }
#endif
