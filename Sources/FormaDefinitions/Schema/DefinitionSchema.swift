import FormaCore

/// The JSON Schema (2020-12) of the definition format, made from the same tables the loader
/// reads with, so that it lists exactly the kinds, keys and words the loader accepts.
enum DefinitionSchema {
    static func document(registry: DefinitionRegistry) -> FormValue {
        let kinds = KindCodec.builtIn.keys.sorted() + registry.kinds
        return [
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": .string("Forma definition, version \(FormDefinition.version)"),
            "description": "A form as data: see Docs/Definitions.md.",
            "type": "object",
            "required": ["forma", "sections"],
            "properties": [
                "forma": ["const": .int(FormDefinition.version)],
                "title": ["type": "string"],
                "disabled": ref("condition"),
                "hiddenValues": words(DefinitionReader.hiddenPolicies.map(\.0)),
                "validationTrigger": ref("trigger"),
                "forms": ["type": "object", "additionalProperties": ref("namedForm")],
                "sections": ["type": "array", "items": ref("section")],
            ],
            "additionalProperties": false,
            "$defs": [
                "condition": [
                    "description": "true, false or a condition string (Docs/Conditions.md)",
                    "type": ["boolean", "string"],
                ],
                "trigger": words(DefinitionReader.triggers.map(\.0)),
                "section": sectionSchema,
                "multivalued": multivaluedSchema,
                "repeatable": repeatableSchema,
                "namedForm": [
                    "type": "object", "required": ["sections"],
                    "properties": ["sections": ["type": "array", "items": ref("section")]],
                    "additionalProperties": false,
                ],
                "option": optionSchema,
                "choice": choiceSchema,
                "rule": ruleSchema,
                "row": rowSchema(kinds: kinds, registry: registry),
            ],
        ]
    }

    /// A reference to one of the document's `$defs`.
    private static func ref(_ name: String) -> FormValue {
        ["$ref": .string("#/$defs/\(name)")]
    }

    private static var sectionSchema: FormValue {
        [
            "type": "object",
            "properties": [
                "title": ["type": "string"], "footer": ["type": "string"], "tag": ["type": "string"],
                "collapsible": ["type": "boolean"], "collapsed": ["type": "boolean"],
                "hidden": ref("condition"), "disabled": ref("condition"), "multivalued": ref("multivalued"),
                "repeatable": ref("repeatable"), "rows": ["type": "array", "items": ref("row")],
            ],
            "additionalProperties": false,
        ]
    }

    private static var multivaluedSchema: FormValue {
        [
            "type": "object",
            "properties": [
                "options": [
                    "type": "array", "items": words(DefinitionReader.multivaluedOptions.map(\.0)),
                    "uniqueItems": true,
                ],
                "insertMode": words(["addButton", "lastRow"]),
                "addTitle": ["type": "string"],
                "tag": ["type": "string"],
                "template": ["anyOf": [["type": "string"], ref("row")]],
            ],
            "additionalProperties": false,
        ]
    }

    private static var repeatableSchema: FormValue {
        [
            "type": "object",
            "required": ["tag"],
            "properties": [
                "tag": ["type": "string"], "itemTitle": ["type": "string"], "addTitle": ["type": "string"],
                "presentation": words(DefinitionReader.presentations.map(\.0)),
                "minItems": ["type": "integer", "minimum": 0], "maxItems": ["type": "integer", "minimum": 1],
                "sections": ["type": "array", "items": ref("section")], "form": ["type": "string"],
                "items": ["type": "array", "items": ["type": "object"]],
            ],
            "additionalProperties": false,
        ]
    }

    private static var optionSchema: FormValue {
        [
            "type": "object",
            "required": ["value"],
            "properties": [
                "value": ["type": ["string", "number", "boolean"]], "title": ["type": "string"],
                "section": ["type": "string"],
            ],
            "additionalProperties": false,
        ]
    }

    private static var choiceSchema: FormValue {
        [
            "type": "object",
            "required": ["value"],
            "properties": [
                "value": ["type": "string"], "title": ["type": "string"],
                "options": ["type": "array", "items": ref("option")],
            ],
            "additionalProperties": false,
        ]
    }

    /// A validation rule: one named rule, or `all`/`any` of nested rules.
    private static var ruleSchema: FormValue {
        [
            "oneOf": [
                [
                    "type": "object",
                    "required": ["rule"],
                    "properties": [
                        "rule": words(RuleSpec.knownRules),
                        "value": ["type": ["string", "number"]],
                        "message": ["type": "string"],
                    ],
                    "additionalProperties": false,
                ],
                [
                    "type": "object", "required": ["all"],
                    "properties": ["all": ["type": "array", "items": ref("rule")]],
                    "additionalProperties": false,
                ],
                [
                    "type": "object", "required": ["any"],
                    "properties": ["any": ["type": "array", "items": ref("rule")]],
                    "additionalProperties": false,
                ],
            ]
        ]
    }

    /// A row: its `kind` picks which keys it may have, one `if`/`then` case per kind.
    private static func rowSchema(kinds: [String], registry: DefinitionRegistry) -> FormValue {
        var rowCases: [FormValue] = []
        for name in kinds {
            guard let codec = KindCodec.builtIn[name] ?? registry.codec(name) else { continue }
            var properties = FormValues()
            for key in KindCodec.leadingKeys { properties[key] = commonProperty(key, kind: name) }
            for trait in codec.traits {
                properties[trait] = kindTraitSchemas[name]?[trait] ?? traitSchemas[trait] ?? [:]
            }
            for key in KindCodec.trailingKeys { properties[key] = commonProperty(key, kind: name) }
            rowCases.append([
                "if": ["properties": ["kind": ["const": .string(name)]]],
                "then": ["properties": .object(properties), "additionalProperties": false],
            ])
        }
        return [
            "type": "object",
            "required": ["kind"],
            "properties": ["kind": words(kinds)],
            "allOf": .array(rowCases),
        ]
    }

    static func words(_ names: [String]) -> FormValue {
        ["enum": .array(names.map { .string($0) })]
    }

    /// A common row key's schema; `value` depends on the kind.
    static func commonProperty(_ key: String, kind: String) -> FormValue {
        switch key {
        case "kind": return ["const": .string(kind)]
        case "tag", "title", "placeholder", "formula": return ["type": "string"]
        case "hidden", "disabled", "required": return ["$ref": "#/$defs/condition"]
        case "validations": return ["type": "array", "items": ["$ref": "#/$defs/rule"]]
        case "validationTrigger": return ["$ref": "#/$defs/trigger"]
        case "keepsInlineEditorExpanded": return ["type": "boolean"]
        default: return valueSchema(kind: kind)
        }
    }

    /// The schema of a kind's `value`.
    static func valueSchema(kind: String) -> FormValue {
        switch RowKind(kind) {
        case .integer: return ["type": "integer"]
        case .decimal, .slider, .stepper, .countdown: return ["type": "number"]
        case .switch, .check: return ["type": "boolean"]
        case .date, .time, .dateTime: return ["type": "string", "format": "date-time"]
        case .url: return ["type": "string", "format": "uri"]
        case .segmented, .picker, .pushSelector, .actionSheet, .alert: return ["type": ["string", "number", "boolean"]]
        case .multipleSelector: return ["type": "array", "items": ["type": ["string", "number", "boolean"]]]
        case .leftRightSelector:
            return [
                "type": "object", "required": ["left", "right"],
                "properties": ["left": ["type": "string"], "right": ["type": "string"]], "additionalProperties": false,
            ]
        case .button: return ["not": [:]]
        case .file, .image: return fileReferenceSchema
        case .subForm: return ["type": "object"]
        case .appScreen: return [:]
        default:
            return KindCodec.builtIn[kind] == nil ? [:] : ["type": "string"]
        }
    }

    /// A file reference object, as `form.values()` writes a file or image row's value.
    static var fileReferenceSchema: FormValue {
        [
            "type": "object", "required": ["location", "name", "contentType", "byteCount"],
            "properties": [
                "location": ["type": "string", "minLength": 1], "name": ["type": "string"],
                "contentType": ["type": "string"], "byteCount": ["type": "integer", "minimum": 0],
                "base64": ["type": "string", "contentEncoding": "base64"],
            ],
            "additionalProperties": false,
        ]
    }
    /// Traits whose schema differs for one kind from the trait of the same name elsewhere.
    static let kindTraitSchemas: [String: [String: FormValue]] = [
        RowKind.subForm.rawValue: [
            "presentation": words(DefinitionReader.presentations.map(\.0)),
            "form": ["type": "string"],
            "sections": ["type": "array", "items": ["$ref": "#/$defs/section"]],
        ]
    ]

    static let traitSchemas: [String: FormValue] = [
        "contentTypes": [
            "type": "array", "maxItems": .int(KindCodec.maxContentTypes),
            "items": ["type": "string", "pattern": "^[A-Za-z0-9+._-]+/([A-Za-z0-9+._-]+|\\*)$", "maxLength": 255],
        ],
        "maxBytes": ["type": "integer", "minimum": 1, "maximum": .int(KindCodec.maxFileBytes)],
        "embedsBytes": ["type": "boolean"],
        "keyboard": words(KindCodec.keyboards.map(\.rawValue)),
        "capitalization": words(KindCodec.capitalizations.map(\.rawValue)),
        "autocorrection": words(KindCodec.autocorrections.map(\.rawValue)),
        "secure": ["type": "boolean"],
        "contentType": ["anyOf": [words(KindCodec.contentTypes.map(\.rawValue)), ["type": "null"]]],
        "multiline": ["type": "boolean"],
        "formatterMode": words(KindCodec.formatterModes.map(\.rawValue)),
        "maximumLength": ["type": "integer", "minimum": 0],
        "fractionDigits": ["type": "integer", "minimum": 0, "maximum": 15],
        "presentation": words(KindCodec.presentations.map(\.rawValue)),
        "minimumDate": ["type": "string", "format": "date-time"],
        "maximumDate": ["type": "string", "format": "date-time"],
        "minuteInterval": ["type": "integer", "minimum": 1, "maximum": 30],
        "minimum": ["type": "number"],
        "maximum": ["type": "number"],
        "step": ["type": "number", "minimum": 0],
        "valueType": words(OptionValueType.allCases.map(\.rawValue)),
        "options": ["type": "array", "items": ["$ref": "#/$defs/option"]],
        "selectorTitle": ["type": "string"],
        "choices": ["type": "array", "items": ["$ref": "#/$defs/choice"]],
    ]
}

extension FormDefinition {
    /// The JSON Schema (2020-12) of the definition format, for editors and other tools to
    /// complete and check definitions. Kinds registered in `registry` are listed too.
    /// The same text is checked in as `Docs/forma-definition.schema.json`.
    ///
    /// ```swift
    /// let schema = FormDefinition.jsonSchema()   // {"$schema": "https://json-schema.org/draft/2020-12/schema", …
    /// ```
    public static func jsonSchema(registry: DefinitionRegistry = DefinitionRegistry()) -> String {
        JSONNode(formValue: DefinitionSchema.document(registry: registry)).jsonString(pretty: true)
    }
}
