#!/usr/bin/env python3
"""Makes the DocC articles from the guides in Docs/, so the two never drift apart.

Usage: docc-articles.py [--check] [--into DIR] [SYMBOL_GRAPH_DIR]
Each guide named in GUIDES becomes Sources/<Module>/<Module>.docc/Articles/<Name>.md:
links to guides in the same catalog become <doc:...> links, links to other guides become
their text, and — given the symbol graphs — code spans naming one of the module's public
types (`Form`) become symbol links (``Form``) that DocC resolves and checks.
With --check, nothing is written and the exit status is 1 when an article is out of date.
With --into DIR, the articles are written under DIR/<Module>.docc/Articles instead (for a
build from copies of the catalogs).
"""
import json
import os
import re
import sys

GUIDES = {
    "FormaCore": ["GettingStarted", "Rows", "Values", "Changes", "Conditions", "Validation",
                  "Presentation", "Localization", "Renderers", "Architecture", "Benchmarks"],
    "FormaDefinitions": ["Definitions"],
    "Forma": ["UIKit", "Migrating from Eureka", "Migrating from XLForm", "Migrating from FXForms",
              "Migrating from 3lvis Form"],
    "FormaTerminal": ["Terminal"],
    "LinearRegex": ["RegularExpressions"],
    "FormaTesting": ["Testing"],
}
HEADER = "<!-- Made by .ci/docc-articles.py from Docs/{guide}.md: edit that file, then run the script. -->\n\n"


def article_name(guide):
    return guide.replace(" ", "-")


def public_types(graph_dir, module):
    if not graph_dir:
        return set()
    path = os.path.join(graph_dir, f"{module}.symbols.json")
    if not os.path.exists(path):
        return set()
    with open(path) as file:
        symbols = json.load(file)["symbols"]
    kinds = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
    return {s["names"]["title"] for s in symbols
            if s["kind"]["identifier"] in kinds and len(s["pathComponents"]) == 1}


def convert(text, module, guide, types):
    here = set(GUIDES[module])

    def link(match):
        label, target = match.group(1), match.group(2)
        if target.startswith("http") or not re.search(r"\.md(#.*)?$", target):
            return match.group(0)
        name = re.sub(r"\.md(#.*)?$", "", target).replace("%20", " ")
        name = os.path.basename(name)
        if name in here:
            return f"<doc:{article_name(name)}>"
        return label

    out = []
    in_code = False
    for line in text.splitlines():
        if line.startswith("```"):
            in_code = not in_code
            out.append(line)
            continue
        if in_code:
            out.append(line)
            continue
        line = re.sub(r"\[([^\]]+)\]\(([^)\s]+)\)", link, line)
        if types:
            line = re.sub(r"(?<!`)`([A-Z][A-Za-z0-9]*)`(?!`)",
                          lambda m: f"``{m.group(1)}``" if m.group(1) in types else m.group(0), line)
        out.append(line)
    title, rest = out[0], out[1:]
    return title + "\n\n" + HEADER.format(guide=guide).strip() + "\n" + "\n".join(rest) + "\n"


def main(arguments):
    check = "--check" in arguments
    arguments = [a for a in arguments if a != "--check"]
    into = None
    if "--into" in arguments:
        at = arguments.index("--into")
        into = arguments[at + 1]
        del arguments[at:at + 2]
    graph_dir = arguments[0] if arguments else None
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    stale = []
    for module, guides in GUIDES.items():
        types = public_types(graph_dir, module)
        directory = os.path.join(into or os.path.join(root, "Sources", module), f"{module}.docc", "Articles")
        for guide in guides:
            source = os.path.join(root, "Docs", f"{guide}.md")
            if not os.path.exists(source):
                continue
            with open(source) as file:
                article = convert(file.read(), module, guide, types)
            target = os.path.join(directory, f"{article_name(guide)}.md")
            current = open(target).read() if os.path.exists(target) else None
            if current == article:
                continue
            stale.append(os.path.relpath(target, root))
            if not check:
                os.makedirs(directory, exist_ok=True)
                with open(target, "w") as file:
                    file.write(article)
    if check and stale:
        print("DocC articles out of date with Docs/ (run .ci/docc-articles.py with the symbol graphs):")
        for path in stale:
            print(f"  {path}")
        return 1
    for path in stale:
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
