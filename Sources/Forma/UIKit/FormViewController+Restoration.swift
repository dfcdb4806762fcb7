#if canImport(UIKit)
    import FormaCore
    import UIKit

    extension FormViewController {
        /// Keeps the form's draft — its values (secret rows never), collapsed and expanded
        /// sections and the row being edited — in UIKit's state restoration archive. Give the
        /// controller a `restorationIdentifier` and opt in to state restoration in the app.
        open override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            switch form.draftArchive() {
            case .success(let data): coder.encode(data, forKey: Form.draftArchiveKey)
            case .failure(let problem): NSLog("%@", problem.description)
            }
        }

        /// Restores the draft ``encodeRestorableState(with:)`` kept; what no longer fits the
        /// form (a removed row, a value outside new bounds) is written to the log.
        open override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            guard let data = coder.decodeObject(of: NSData.self, forKey: Form.draftArchiveKey) else { return }
            for line in form.restoreDraftArchive(data as Data) { NSLog("%@", line) }
        }
    }
#endif
