#!/usr/bin/env python3
"""Counts the public symbols of each module that have no documentation summary.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR MODULE... [--require-all]
Reads MODULE.symbols.json (and MODULE@Other.symbols.json, extensions of other modules'
types), prints one line per module and the undocumented symbols, and with --require-all
exits 1 when any public symbol lacks a summary.
"""
import json
import os
import sys


def symbols(directory, module):
    for name in sorted(os.listdir(directory)):
        if name == f"{module}.symbols.json" or name.startswith(f"{module}@"):
            with open(os.path.join(directory, name)) as file:
                yield from json.load(file)["symbols"]


def summary(symbol):
    lines = (symbol.get("docComment") or {}).get("lines") or []
    return " ".join(line.get("text", "") for line in lines).strip()


def main(arguments):
    require_all = "--require-all" in arguments
    arguments = [argument for argument in arguments if argument != "--require-all"]
    directory, modules = arguments[0], arguments[1:]
    total = documented = 0
    missing = []
    for module in modules:
        if not os.path.exists(os.path.join(directory, f"{module}.symbols.json")):
            continue
        count = done = 0
        for symbol in symbols(directory, module):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            count += 1
            if summary(symbol):
                done += 1
            else:
                missing.append(f"{module}: {symbol['kind']['displayName'].lower()} {'.'.join(symbol['pathComponents'])}")
        total += count
        documented += done
        print(f"{module}: {done}/{count} public symbols documented ({100 * done / max(count, 1):.1f}%)")
    print(f"all: {documented}/{total} ({100 * documented / max(total, 1):.1f}%)")
    for line in missing[:200]:
        print(f"  undocumented {line}")
    if len(missing) > 200:
        print(f"  … and {len(missing) - 200} more")
    return 1 if require_all and missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
