import FormaCore
import Foundation

/// A form as data: a JSON document in Forma's definition format (see `Docs/Definitions.md`).
///
/// Read one from text, load it into a `Form`, or write one from a form:
///
/// ```swift
/// let definition = try FormDefinition(json: #"""
/// {"forma": 1, "sections": [{"rows": [{"kind": "email", "tag": "email", "required": true}]}]}
/// """#)
/// let form = try Form(definition: definition)
/// try form.definition().jsonString()   // the same document, pretty-printed
/// ```
public struct FormDefinition: Sendable, Equatable {
    /// The version of the format this library reads and writes: the `"forma"` key.
    public static let version = 1

    let root: JSONNode
    /// The text the definition was read from, for lines and columns.
    let source: SourceText?

    init(root: JSONNode, source: SourceText?) {
        self.root = root
        self.source = source
    }

    /// Reads a definition from JSON text. Only the text is checked here (syntax, size,
    /// nesting); loading it into a form checks the rest.
    ///
    /// - Throws: ``DefinitionError`` with the problem, its line and column.
    public init(json: String, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        try self.init(bytes: Array(json.utf8), limits: limits)
    }

    /// Reads a definition from UTF-8 bytes, such as a file's contents.
    ///
    /// ```swift
    /// let definition = try FormDefinition(data: Data(contentsOf: url))
    /// ```
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too deep.
    public init(data: Data, limits: FormDefinition.Limits = FormDefinition.Limits()) throws {
        try self.init(bytes: [UInt8](data), limits: limits)
    }

    init(bytes: [UInt8], limits: FormDefinition.Limits) throws {
        var commas: [Int] = []
        try self.init(bytes: bytes, limits: limits, allowsTrailingCommas: false, trailingCommas: &commas)
    }

    /// Reads a document; with `allowsTrailingCommas`, a comma before `]` or `}` is read and
    /// its offset added to `trailingCommas` (3lvis Form's files were read by a reader that
    /// allows them).
    init(bytes: [UInt8], limits: FormDefinition.Limits, allowsTrailingCommas: Bool, trailingCommas: inout [Int]) throws
    {
        var options = JSONReadOptions.strict(maxBytes: limits.maxBytes, maxDepth: limits.maxDepth)
        options.allowsTrailingCommas = allowsTrailingCommas
        var commas: [Int] = []
        let read = bytes.withUnsafeBufferPointer { buffer -> Result<JSONNode, JSONReadError> in
            do {
                return .success(try JSONReader<JSONNodeBuilder>.read(buffer, options: options, trailingCommas: &commas))
            } catch let error as JSONReadError {
                return .failure(error)
            } catch {
                // The reader throws nothing else; should it, the error is still reported, located.
                return .failure(JSONReadError(offset: 0, .unexpected("\(error)")))
            }
        }
        trailingCommas += commas
        switch read {
        case .success(let root):
            self.init(root: root, source: SourceText(bytes))
        case .failure(let failure):
            var locator = failure.offset >= 0 ? SourceLocator(SourceText(bytes)) : nil
            throw DefinitionError(details: [
                DefinitionDiagnostic(
                    DefinitionProblem(failure), at: DefinitionPath(), location: locator?.location(of: failure.offset))
            ])
        }
    }

    /// Reads any JSON document with the same strictness and bounds as definitions (UTF-8,
    /// size, nesting), for the values submitted against a definition.
    ///
    /// ```swift
    /// let values = try FormDefinition.readJSON(Data(#"{"age": 36}"#.utf8))   // ["age": 36]
    /// ```
    /// - Throws: ``DefinitionError`` for text that is not UTF-8 or not JSON, too large or too
    ///   deep, or with a number no form value holds.
    public static func readJSON(_ data: Data, limits: FormDefinition.Limits = FormDefinition.Limits()) throws
        -> FormValue
    {
        let definition = try FormDefinition(data: data, limits: limits)
        guard let value = definition.root.formValue else {
            throw DefinitionError(details: [
                DefinitionDiagnostic(.numberOutOfRange("in the document"), at: DefinitionPath())
            ])
        }
        return value
    }

    /// The definition as JSON text; pretty text is the canonical layout (two-space indent,
    /// one member per line, arrays of plain values on one line).
    public func jsonString(pretty: Bool = true) -> String {
        root.jsonString(pretty: pretty)
    }

    /// The document as a form value (numbers too large for a form value become `null`).
    public var document: FormValue {
        root.formValue ?? .null
    }

    /// Equal documents, wherever they were read from.
    public static func == (a: FormDefinition, b: FormDefinition) -> Bool {
        a.root == b.root
    }

    /// Loads the definition into a form, collecting every problem.
    ///
    /// The form is `nil` when there is an error; warnings (unknown keys) leave it loaded.
    ///
    /// ```swift
    /// let result = definition.load()
    /// for diagnostic in result.diagnostics { print(diagnostic) }
    /// ```
    public func load(registry: DefinitionRegistry = DefinitionRegistry()) -> DefinitionLoadResult {
        var work = 0
        return load(registry: registry, locatorWork: &work)
    }

    /// Loads the definition, adding to `locatorWork` the bytes read to locate its problems.
    func load(registry: DefinitionRegistry, locatorWork: inout Int) -> DefinitionLoadResult {
        let reader = DefinitionReader(registry: registry)
        let read = reader.readForm(root)
        let form = Form { read.sections }
        reader.finish(form, read, root: root)
        var locator = source.map(SourceLocator.init)
        let diagnostics = reader.diagnostics(locator: &locator)
        locatorWork += locator?.work ?? 0
        return DefinitionLoadResult(form: reader.hasErrors ? nil : form, details: diagnostics)
    }
}

/// A loaded definition: the form, unless there was an error, and every problem found.
public struct DefinitionLoadResult {
    /// The form; `nil` when a diagnostic is an error.
    public var form: Form?
    /// Every problem, with its details.
    package let details: [DefinitionDiagnostic]
    /// Every problem, errors and warnings, in document order: made once, with the result.
    public let diagnostics: [Diagnostic]

    /// Creates a result.
    package init(form: Form?, details: [DefinitionDiagnostic]) {
        self.form = form
        self.details = details
        diagnostics = details.map(\.diagnostic)
    }
}

extension Form {
    /// Loads a form from a definition.
    ///
    /// ```swift
    /// let form = try Form(definition: definition)
    /// ```
    /// - Throws: ``DefinitionError`` listing every problem when any is an error.
    public convenience init(definition: FormDefinition, registry: DefinitionRegistry = DefinitionRegistry()) throws {
        let reader = DefinitionReader(registry: registry)
        let read = reader.readForm(definition.root)
        self.init { read.sections }
        reader.finish(self, read, root: definition.root)
        if reader.hasErrors {
            var locator = definition.source.map(SourceLocator.init)
            throw DefinitionError(details: reader.diagnostics(locator: &locator))
        }
    }

    /// Loads a form from definition JSON text.
    ///
    /// ```swift
    /// let form = try Form(json: #"{"forma": 1, "sections": [{"rows": [{"kind": "text", "tag": "name"}]}]}"#)
    /// ```
    /// - Throws: ``DefinitionError`` listing every problem, with paths, lines and columns.
    public convenience init(
        json: String, registry: DefinitionRegistry = DefinitionRegistry(),
        limits: FormDefinition.Limits = FormDefinition.Limits()
    ) throws {
        try self.init(definition: FormDefinition(json: json, limits: limits), registry: registry)
    }
}
