// The guides show iOS screens, subclasses of UIKit's `FormViewController`. Here they compile
// and run against the portable host, which has the same subclassing surface, with the line
// the Renderers guide tells an app to add.
#if !canImport(UIKit)
    import Forma
    typealias FormViewController = PortableFormViewController
#endif
