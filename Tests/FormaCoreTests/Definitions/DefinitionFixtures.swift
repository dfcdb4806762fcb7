/// Definitions used by several suites, written in the canonical layout that
/// `FormDefinition.jsonString()` produces, so that loading then writing gives the same text.
enum DefinitionFixtures {
    /// Every built-in kind with its traits, conditions, a formula, validations and a
    /// multivalued section with a template.
    static let everything = #"""
        {
          "forma": 1,
          "title": "Everything",
          "disabled": "$locked == true",
          "hiddenValues": "include",
          "validationTrigger": "onBlur",
          "sections": [
            {
              "title": "Text",
              "footer": "All the text kinds.",
              "tag": "text",
              "rows": [
                {
                  "kind": "text",
                  "tag": "title",
                  "title": "Title",
                  "placeholder": "Title",
                  "autocorrection": "no",
                  "value": "Lunch",
                  "validations": [
                    {"rule": "required", "message": "Give it a title"},
                    {"rule": "min_length", "value": 2},
                    {"rule": "max_length", "value": 40}
                  ]
                },
                {
                  "kind": "name",
                  "tag": "name",
                  "placeholder": "Anonymous",
                  "capitalization": "allCharacters",
                  "formatterMode": "whileTyping"
                },
                {
                  "kind": "email",
                  "tag": "email",
                  "required": "$newsletter == true",
                  "validations": [
                    {"rule": "email"}
                  ],
                  "validationTrigger": "onChange"
                },
                {
                  "kind": "password",
                  "tag": "password",
                  "contentType": "newPassword",
                  "validations": [
                    {"rule": "min_length", "value": 8},
                    {"rule": "format", "value": ".*[0-9].*", "message": "Use a digit"}
                  ]
                },
                {
                  "kind": "password",
                  "tag": "confirm",
                  "validations": [
                    {"rule": "equal_to", "value": "password"}
                  ]
                },
                {
                  "kind": "phone",
                  "tag": "phone",
                  "keyboard": "namePhonePad"
                },
                {
                  "kind": "url",
                  "tag": "homepage",
                  "value": "https://example.com/a"
                },
                {
                  "kind": "twitter",
                  "tag": "twitter",
                  "validations": [
                    {
                      "any": [
                        {"rule": "exact_length", "value": 0},
                        {"rule": "format", "value": "@[a-z_]+"}
                      ]
                    }
                  ]
                },
                {
                  "kind": "account",
                  "tag": "account",
                  "secure": true,
                  "contentType": null
                },
                {
                  "kind": "zipCode",
                  "tag": "zip",
                  "hidden": "$country != 'US'"
                },
                {
                  "kind": "textArea",
                  "tag": "notes",
                  "multiline": false,
                  "disabled": true
                }
              ]
            },
            {
              "title": "Numbers",
              "hidden": "$advanced == false",
              "rows": [
                {
                  "kind": "integer",
                  "tag": "quantity",
                  "value": 3,
                  "validations": [
                    {
                      "all": [
                        {"rule": "min_value", "value": 1},
                        {"rule": "max_value", "value": 99}
                      ]
                    }
                  ]
                },
                {
                  "kind": "decimal",
                  "tag": "price",
                  "value": 2.5,
                  "validations": [
                    {"rule": "greater_than", "value": 0},
                    {"rule": "less_than", "value": 1000.5, "message": "Too expensive"}
                  ]
                },
                {
                  "kind": "decimal",
                  "tag": "total",
                  "title": "Total",
                  "formula": "$price * $quantity"
                },
                {
                  "kind": "slider",
                  "tag": "volume",
                  "minimum": -10,
                  "maximum": 10,
                  "step": 0.5,
                  "value": 2.5
                },
                {
                  "kind": "stepper",
                  "tag": "guests",
                  "value": 4.0
                },
                {
                  "kind": "countdown",
                  "tag": "timer",
                  "presentation": "popover",
                  "minuteInterval": 5,
                  "value": 1500.0
                }
              ]
            },
            {
              "title": "Choices",
              "rows": [
                {
                  "kind": "switch",
                  "tag": "advanced",
                  "value": true
                },
                {
                  "kind": "check",
                  "tag": "newsletter",
                  "value": false
                },
                {
                  "kind": "check",
                  "tag": "locked"
                },
                {
                  "kind": "segmented",
                  "tag": "size",
                  "options": [
                    {"value": "S"},
                    {"value": "M"},
                    {"value": "L", "title": "Large"}
                  ],
                  "value": "M"
                },
                {
                  "kind": "picker",
                  "tag": "rating",
                  "options": [
                    {"value": 1, "title": "One"},
                    {"value": 2, "title": "Two"}
                  ]
                },
                {
                  "kind": "pushSelector",
                  "tag": "country",
                  "title": "Country",
                  "options": [
                    {"value": "US", "title": "United States", "section": "America"},
                    {"value": "FR", "title": "France", "section": "Europe"}
                  ],
                  "selectorTitle": "Countries",
                  "value": "FR"
                },
                {
                  "kind": "actionSheet",
                  "tag": "ratio",
                  "options": [
                    {"value": 0.5},
                    {"value": 1.0}
                  ]
                },
                {
                  "kind": "alert",
                  "tag": "confirmed",
                  "options": [
                    {"value": true, "title": "Yes"},
                    {"value": false, "title": "No"}
                  ]
                },
                {
                  "kind": "alert",
                  "tag": "later",
                  "valueType": "int"
                },
                {
                  "kind": "multipleSelector",
                  "tag": "days",
                  "options": [
                    {"value": "mon", "title": "Monday"},
                    {"value": "tue", "title": "Tuesday"}
                  ],
                  "value": ["mon"]
                },
                {
                  "kind": "leftRightSelector",
                  "tag": "city",
                  "choices": [
                    {
                      "value": "FR",
                      "title": "France",
                      "options": [
                        {"value": "Paris"},
                        {"value": "Lyon"}
                      ]
                    }
                  ],
                  "selectorTitle": "Cities",
                  "value": {"left": "FR", "right": "Lyon"}
                }
              ]
            },
            {
              "title": "Dates",
              "collapsible": true,
              "collapsed": true,
              "rows": [
                {
                  "kind": "date",
                  "tag": "birthday",
                  "presentation": "input",
                  "minimumDate": "1900-01-01T00:00:00.000Z",
                  "maximumDate": "2030-01-01T00:00:00.000Z",
                  "validations": [
                    {"rule": "max_value", "value": "2029-01-01T00:00:00.000Z"}
                  ]
                },
                {
                  "kind": "time",
                  "tag": "alarm",
                  "minuteInterval": 15,
                  "keepsInlineEditorExpanded": true
                },
                {
                  "kind": "dateTime",
                  "tag": "starts",
                  "value": "2027-01-15T08:00:00.000Z"
                }
              ]
            },
            {
              "title": "Phones",
              "multivalued": {
                "options": ["insert", "delete", "reorder"],
                "addTitle": "Add phone",
                "tag": "phones",
                "template": {
                  "kind": "phone",
                  "placeholder": "Phone"
                }
              },
              "rows": [
                {
                  "kind": "phone",
                  "placeholder": "Phone",
                  "value": "555-0100"
                }
              ]
            },
            {
              "tag": "emails",
              "multivalued": {
                "options": ["insert"],
                "insertMode": "lastRow",
                "tag": "emailList",
                "template": "firstEmail"
              },
              "rows": [
                {
                  "kind": "email",
                  "tag": "firstEmail",
                  "value": "a@example.com"
                }
              ]
            },
            {
              "rows": [
                {
                  "kind": "label",
                  "tag": "version",
                  "title": "Version",
                  "value": "1.0"
                },
                {
                  "kind": "info",
                  "tag": "build",
                  "value": "42"
                },
                {
                  "kind": "button",
                  "tag": "save",
                  "title": "Save",
                  "disabled": "$title IS EMPTY"
                }
              ]
            }
          ]
        }

        """#

    /// The smallest definition.
    static let minimal = #"""
        {
          "forma": 1,
          "sections": []
        }

        """#
}
