/// 3lvis Form documents written for these tests from that format's documentation: groups
/// with sections of fields, values with defaults and targets, validations, formulas,
/// hidden and disabled fields, and a dynamic section with its template.
enum ThreeLvisFixtures {
    static let order = #"""
        {
          "groups": [
            {
              "id": "customer",
              "title": "Customer",
              "collapsible": true,
              "sections": [
                {
                  "id": "customer-0",
                  "fields": [
                    {"id": "first_name", "title": "First name", "type": "name", "size": {"width": 30, "height": 1},
                     "validations": {"required": true, "min_length": 2}},
                    {"id": "email", "title": "Email", "type": "email", "info": "We never share it",
                     "validations": {"format": "[^@]+@[^@]+", "required": true}},
                    {"id": "email_again", "title": "Email again", "type": "email",
                     "validations": {"compare_to": "email", "compare_rule": "=="}},
                    {"id": "phone", "title": "Phone", "type": "text", "input_type": "number", "placeholder": "Phone"},
                    {"id": "password", "title": "Password", "type": "password", "validations": {"max_length": 64}},
                    {"id": "spacer", "type": "spacer"}
                  ]
                }
              ]
            },
            {
              "id": "order",
              "title": "Order",
              "sections": [
                {
                  "id": "order-0",
                  "fields": [
                    {"id": "kind", "title": "Kind", "type": "select",
                     "values": [
                       {"id": 0, "title": "Pickup", "default": true,
                        "targets": [{"id": "address", "type": "field", "action": "hide"},
                                    {"id": "delivery", "type": "section", "action": "hide"}]},
                       {"id": 1, "title": "Delivery", "info": "Extra fee",
                        "targets": [{"id": "address", "type": "field", "action": "show"},
                                    {"id": "delivery", "type": "section", "action": "show"}]}
                     ]},
                    {"id": "address", "title": "Address", "type": "text"},
                    {"id": "size", "title": "Size", "type": "segment",
                     "values": [{"id": "s", "title": "Small"}, {"id": "l", "title": "Large", "default": true}]},
                    {"id": "toppings", "title": "Toppings", "type": "multi_select",
                     "values": [{"id": "cheese", "title": "Cheese"}, {"id": "olives", "title": "Olives"}]},
                    {"id": "express", "title": "Express", "type": "switch", "value": 0,
                     "targets": [{"id": "fee", "type": "field", "action": "enable", "condition": "$express == true"}]},
                    {"id": "guests", "title": "Guests", "type": "count", "value": 2,
                     "validations": {"min_value": 1, "max_value": 12}},
                    {"id": "price", "title": "Price", "type": "float", "value": "9.5"},
                    {"id": "quantity", "title": "Quantity", "type": "number", "value": 2},
                    {"id": "fee", "title": "Fee", "type": "float", "disabled": true},
                    {"id": "total", "title": "Total", "type": "float", "disabled": true, "formula": "$price * $quantity"},
                    {"id": "label", "title": "Label", "type": "text", "formula": "first_name email"},
                    {"id": "day", "title": "Day", "type": "date", "value": "2027-01-15T00:00:00Z",
                     "minimum_date": "2027-01-01T00:00:00Z"},
                    {"id": "at", "title": "At", "type": "time"},
                    {"id": "when", "title": "When", "type": "date_time", "hidden": true},
                    {"id": "photo", "title": "Photo", "type": "image"},
                    {"id": "send", "title": "Send", "type": "button"}
                  ]
                },
                {"id": "delivery", "fields": [{"id": "door", "title": "Door code", "type": "text"}]},
                {"id": "contacts", "type": "dynamic", "action_title": "Add contact", "fields": null}
              ]
            }
          ],
          "templates": {
            "fields": null,
            "sections": [
              {
                "id": "contacts",
                "fields": [
                  {"id": "contacts[:index].name", "title": "Name", "type": "name"},
                  {"id": "contacts[:index].phone", "title": "Phone", "type": "number"},
                  {"id": "contacts[:index].remove", "title": "Remove", "type": "button"}
                ]
              }
            ]
          }
        }
        """#

    /// The README's smallest form: an array of groups.
    static let basic = #"""
        [{"id": "group-id", "title": "Group title", "sections": [{"id": "section-0",
          "fields": [{"id": "first_name", "title": "First name", "type": "name", "size": {"width": 30, "height": 1}}]}]}]
        """#

    /// Dynamic sections: companies (a name and a phone each) and tickets whose template has
    /// option targets, a formula reading the item's own fields and a default option; a field
    /// outside reads the first company's name.
    static let dynamic = #"""
        {
          "groups": [
            {
              "id": "people",
              "title": "People",
              "collapsible": false,
              "sections": [
                {
                  "id": "contact",
                  "fields": [
                    {"id": "email", "title": "Email", "type": "email",
                     "targets": [{"id": "note", "type": "field", "action": "show", "condition": "$companies[0].name == 'Hyper'"}]},
                    {"id": "first_company", "title": "First company", "type": "text", "formula": "companies[0].name"},
                    {"id": "note", "title": "Note", "type": "text", "hidden": true}
                  ]
                },
                {"id": "companies", "type": "dynamic", "action_title": "Add company", "fields": null},
                {"id": "tickets", "type": "dynamic", "action_title": "Add ticket"}
              ]
            }
          ],
          "templates": {
            "sections": [
              {
                "id": "companies",
                "fields": [
                  {"id": "companies[:index].name", "title": "Name", "type": "name", "validations": {"required": true}},
                  {"id": "companies[:index].phone", "title": "Phone", "type": "number"},
                  {"id": "companies[:index].remove", "title": "Remove", "type": "button"}
                ]
              },
              {
                "id": "tickets",
                "fields": [
                  {"id": "tickets[:index].kind", "title": "Kind", "type": "select",
                   "values": [
                     {"id": "adult", "title": "Adult", "value": 39,
                      "targets": [{"id": "tickets[:index].age", "type": "field", "action": "hide"}]},
                     {"id": "child", "title": "Child", "value": 10, "default": true,
                      "targets": [{"id": "tickets[:index].age", "type": "field", "action": "show"}]}
                   ]},
                  {"id": "tickets[:index].age", "title": "Age", "type": "number"},
                  {"id": "tickets[:index].quantity", "title": "Quantity", "type": "number", "value": 1},
                  {"id": "tickets[:index].total", "title": "Total", "type": "float", "disabled": true,
                   "formula": "$tickets[:index].quantity * tickets[:index].kind"},
                  {"id": "tickets[:index].remove", "title": "Remove", "type": "button"}
                ]
              }
            ]
          }
        }
        """#
}
