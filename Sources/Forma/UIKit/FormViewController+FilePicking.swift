#if canImport(UIKit) || FORMA_UIKIT_STANDIN
    #if canImport(UIKit)
        import AVFoundation
        import PhotosUI
        import UIKit
        import UniformTypeIdentifiers
    #else
        import UIKitStandIn
    #endif

    /// The default file pick: the sources a ``FileRow`` names, each with UIKit's picker. What
    /// is offered, the names on the menu and every message come from the row.
    extension FormViewController {
        /// Offers the row's sources in an action sheet anchored at the row, or opens the only
        /// one at once.
        func presentFileSources(for row: FileRow, from indexPath: IndexPath) {
            let sources = row.pickSources(cameraAvailable: UIImagePickerController.isSourceTypeAvailable(.camera))
            if sources.count == 1, let source = sources.first {
                pickFile(from: source, for: row)
                return
            }
            let sheet = UIAlertController(title: row.title, message: nil, preferredStyle: .actionSheet)
            for source in sources {
                sheet.addAction(
                    UIAlertAction(title: source.title, style: .default) { [weak self, weak row] _ in
                        guard let self, let row else { return }
                        self.pickFile(from: source, for: row)
                    })
            }
            sheet.addAction(UIAlertAction(title: form.presentationStrings.cancel, style: .cancel))
            if let popover = sheet.popoverPresentationController {
                let cell = tableView.cellForRow(at: indexPath)
                popover.sourceView = cell ?? tableView
                popover.sourceRect = cell?.bounds ?? tableView.rectForRow(at: indexPath)
            }
            present(sheet, animated: true)
        }

        /// Presents the picker of one source; a camera that is missing or not allowed shows
        /// why under the row instead.
        func pickFile(from source: FileSource, for row: FileRow) {
            let picking = FilePicking(host: self, row: row)
            let picker: UIViewController
            switch source {
            case .library:
                var configuration = PHPickerConfiguration()
                configuration.filter = .images
                configuration.selectionLimit = 1
                let library = PHPickerViewController(configuration: configuration)
                library.delegate = picking
                picker = library
            case .camera:
                guard UIImagePickerController.isSourceTypeAvailable(.camera) else {
                    row.pickFailed(.cameraUnavailable)
                    return
                }
                let status = AVCaptureDevice.authorizationStatus(for: .video)
                if status == .denied || status == .restricted {
                    row.pickFailed(.permissionDenied(.camera))
                    return
                }
                // Not asked yet: the camera picker asks the person itself.
                let camera = UIImagePickerController()
                camera.sourceType = .camera
                camera.delegate = picking
                picker = camera
            case .files:
                let types = row.contentTypes.compactMap { UTType(mimeType: $0) }
                let shown = types.isEmpty || types.count < row.contentTypes.count ? [UTType.item] : types
                let documents = UIDocumentPickerViewController(forOpeningContentTypes: shown, asCopy: true)
                documents.delegate = picking
                picker = documents
            }
            filePicking = picking
            present(picker, animated: true)
        }
    }

    /// One pick under way: the delegate of the picker on screen. A picked item is written to a
    /// temporary file and attached through the row, which checks it.
    @MainActor
    final class FilePicking: NSObject, PHPickerViewControllerDelegate, UIImagePickerControllerDelegate,
        UINavigationControllerDelegate, UIDocumentPickerDelegate
    {
        weak var host: FormViewController?
        weak var row: FileRow?

        /// The load of a photo library item under way.
        private(set) var load: Task<Void, Never>?

        init(host: FormViewController, row: FileRow) {
            self.host = host
            self.row = row
            super.init()
        }

        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            picker.dismiss(animated: true)
            guard let provider = results.first?.itemProvider else {
                finish()
                return
            }
            let type = provider.registeredTypeIdentifiers.first ?? UTType.image.identifier
            let name = provider.suggestedName
            load = Task { [weak self] in
                let loaded: Result<Data, any Error> = await withCheckedContinuation { continuation in
                    _ = provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                        if let data {
                            continuation.resume(returning: .success(data))
                        } else {
                            continuation.resume(returning: .failure(error ?? CocoaError(.fileReadUnknown)))
                        }
                    }
                }
                self?.attach(loaded, suggestedName: name)
            }
        }

        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) {
            picker.dismiss(animated: true)
            let data = (info[.originalImage] as? UIImage)?.jpegData(compressionQuality: 0.9)
            if let data {
                attach(.success(data), suggestedName: nil)
            } else {
                row?.pickFailed(.undecodableImage(name: FileRow.pickedFileName(suggested: nil, bytes: Data())))
                finish()
            }
        }

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            picker.dismiss(animated: true)
            finish()
        }

        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            if let host, let row, let url = urls.first {
                host.attach(fileAt: url, to: row)
            }
            finish()
        }

        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
            finish()
        }

        /// Writes loaded bytes to a temporary file of their own and attaches it; a load or a
        /// write that fails shows why under the row.
        private func attach(_ loaded: Result<Data, any Error>, suggestedName: String?) {
            defer { finish() }
            guard let host, let row else { return }
            switch loaded {
            case .failure:
                row.pickFailed(.unreadable(path: FileRow.pickedFileName(suggested: suggestedName, bytes: Data())))
            case .success(let data):
                let name = FileRow.pickedFileName(suggested: suggestedName, bytes: data)
                let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                    "Forma-\(UUID().uuidString)", isDirectory: true)
                let url = folder.appendingPathComponent(name)
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                    try data.write(to: url)
                } catch {
                    row.pickFailed(.unreadable(path: name))
                    return
                }
                host.attach(fileAt: url, to: row)
            }
        }

        /// Lets the host forget the pick.
        private func finish() {
            if host?.filePicking === self { host?.filePicking = nil }
        }
    }
#endif
