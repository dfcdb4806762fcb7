import Foundation

/// Every stored property of a view and of every view under it, as text: two cells showing
/// the same thing have the same dump. Properties whose names start with an underscore are
/// the stand-in's bookkeeping and left out; views are named by their path under the root
/// (`0.2.1`), or by their type when they live elsewhere (a shared accessory bar).
@MainActor
public enum UIKitStateDump {
    public static func dump(_ root: UIView) -> String {
        var paths: [ObjectIdentifier: String] = [:]
        func index(_ view: UIView, _ path: String) {
            paths[ObjectIdentifier(view)] = path
            for (offset, subview) in view.subviews.enumerated() { index(subview, path + "." + String(offset)) }
        }
        index(root, "root")
        var lines: [String] = []
        func visit(_ view: UIView, _ path: String) {
            lines.append("\(path) \(type(of: view))")
            var mirror: Mirror? = Mirror(reflecting: view)
            while let current = mirror {
                for child in current.children {
                    guard let label = child.label, !label.hasPrefix("_"), label != "subviews", label != "superview"
                    else { continue }
                    lines.append("  \(label) = \(describe(child.value, paths))")
                }
                mirror = current.superclassMirror
            }
            for (offset, subview) in view.subviews.enumerated() { visit(subview, path + "." + String(offset)) }
        }
        visit(root, "root")
        return lines.joined(separator: "\n")
    }

    static func describe(_ value: Any, _ paths: [ObjectIdentifier: String]) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "nil" }
            return describe(wrapped, paths)
        }
        if let view = value as? UIView {
            return paths[ObjectIdentifier(view)].map { "→" + $0 } ?? "→<\(type(of: view))>"
        }
        if let values = value as? [Any] {
            return "[" + values.map { describe($0, paths) }.joined(separator: ", ") + "]"
        }
        if mirror.displayStyle == .class, !(value is CustomStringConvertible) {
            return "<\(type(of: value))>"
        }
        return String(describing: value)
    }
}
