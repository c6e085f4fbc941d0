#!/usr/bin/env python3
"""Writes docs/ios-coverage.md from the symbol graphs of Reel's iOS façade.

Usage: ios-coverage.py SYMBOL_GRAPH_FOLDER OUTPUT.md [--check]

The symbol graphs are what `swift package dump-symbol-graph` extracts from the built modules
(UIKit, QuartzCore, CoreGraphics and their extensions of Foundation's types), so the table
lists exactly what the façade declares and cannot drift from it. The census rows
(census.tsv beside this script: what 21 public iOS animation libraries use) are marked in it,
and the totals give the census coverage. With --check it writes nothing and exits 1 when
OUTPUT.md differs from what it would write.
"""

import json
import os
import re
import sys

MODULES = ["UIKit", "QuartzCore", "CoreGraphics"]
# The C-level names `import UIKit` brings (NSEC_PER_SEC, kCFBooleanTrue) live here, re-exported.
GLOBAL_MODULES = MODULES + ["_ReelFoundation"]
COLOR_LITERAL_CONFORMANCE = False
# Symbol kinds that are types (a heading each) rather than members.
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
KIND_NAMES = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.typealias": "typealias", "swift.init": "init", "swift.property": "property",
    "swift.type.property": "static property", "swift.method": "method", "swift.type.method": "static method",
    "swift.enum.case": "case", "swift.subscript": "subscript", "swift.func": "function", "swift.var": "constant",
    "swift.func.op": "operator", "swift.associatedtype": "associated type", "swift.type.subscript": "subscript",
}


def load(folder):
    """Every public symbol of the façade's modules: {type path: {"kind", "module", "members": {title: info},
    "super": superclass path, "conforms": [protocol names]}} and the functions and constants."""
    types, globals_, paths, relationships = {}, {}, {}, []
    for name in sorted(os.listdir(folder)):
        module = name.split("@")[0].split(".")[0]
        if module not in GLOBAL_MODULES or not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(folder, name)) as f:
            graph = json.load(f)
        relationships += graph["relationships"]
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            if module not in MODULES and len(symbol["pathComponents"]) > 1:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            path = symbol["pathComponents"]
            kind = symbol["kind"]["identifier"]
            title = path[-1]  # `centerX` (an enum case's title is `NSLayoutConstraint.Attribute.centerX`)
            if any(p.startswith("_") for p in path):
                continue
            declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
            info = {"kind": KIND_NAMES.get(kind, kind), "declaration": " ".join(declaration.split()),
                    "open": symbol.get("accessLevel") == "open", "module": module}
            if kind in TYPE_KINDS:
                entry = types.setdefault(".".join(path), {"members": {}})
                entry.update(info)
            elif len(path) == 1:
                globals_[title] = info
            else:
                owner = types.setdefault(".".join(path[:-1]), {"members": {}, "module": module, "kind": "extension"})
                owner["members"].setdefault(title, info)
    for r in relationships:
        owner = types.get(paths.get(r["source"], ""))
        if owner is None:
            continue
        target = paths.get(r["target"]) or r.get("targetFallback", "").split(".")[-1]
        if r["kind"] == "inheritsFrom":
            owner["super"] = target
        elif r["kind"] == "conformsTo":
            owner.setdefault("conforms", []).append(target)
    return types, globals_


def color_literal_conformance(sources):
    """Whether UIColor conforms to `_ExpressibleByColorLiteral` in the UIKit module's sources."""
    pattern = re.compile(r"(class|extension)\s+UIColor\b[^{]*_ExpressibleByColorLiteral")
    for root, _, names in os.walk(sources):
        for name in names:
            if name.endswith(".swift") and pattern.search(open(os.path.join(root, name)).read()):
                return True
    return False


def labels(title):
    """`fill(_:with:)` -> ("fill", ["_", "with"]); a property -> (name, None)."""
    if "(" not in title:
        return title, None
    base, rest = title.split("(", 1)
    return base, [l for l in rest.rstrip(")").split(":") if l]


def defaults_cover(used, declared):
    """Whether a call written as `used` (`fillPath()`) reaches the declared member (title, info)
    through default arguments (`fillPath(using rule: CGPathFillRule = .winding)`)."""
    title, info = declared
    base, want = labels(used)
    have_base, have = labels(title)
    if want is None or have is None or base != have_base or len(have) <= len(want):
        return False
    if have[:len(want)] != want:
        return False
    return info["declaration"].count("=") >= len(have) - len(want)


def load_census(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            owner, member, kind, sets = line.rstrip("\n").split("\t")
            rows.append((owner, member, kind, int(sets)))
    return rows


def declared(types, globals_, owner, member):
    if owner == "(global)":
        return member in globals_ or member.rstrip("()").split("(")[0] in {g.split("(")[0] for g in globals_}
    if member.startswith("(protocol"):
        return owner in types
    if member.startswith("#colorLiteral"):
        # Symbol graphs leave out conformances to underscored protocols: read the declaration.
        return COLOR_LITERAL_CONFORMANCE
    # A member a superclass declares (`init()` of every NSObject subclass) is the subclass's too.
    seen = set()
    while owner not in seen:
        seen.add(owner)
        entry = types.get(owner)
        if entry is None:
            return owner == "NSObject" and member == "init()"
        if member in entry["members"] or any(defaults_cover(member, m) for m in entry["members"].items()):
            return True
        owner = entry.get("super", "")
    return False


def render(types, globals_, census):
    used = {}
    for owner, member, kind, sets in census:
        used[(owner, member)] = sets
    have = [(o, m, s) for (o, m, k, s) in census if declared(types, globals_, o, m)]
    lines = [
        "# What Reel's iOS façade declares",
        "",
        "Generated by `scripts/ios-coverage.sh` from the symbol graphs of the `UIKit`, `QuartzCore` and",
        "`CoreGraphics` modules (what the compiler sees): do not edit. `make test` fails when it is out of",
        "date. Every public type and member is listed with its declaration; **open** marks what a",
        "subclass can override. Members that public iOS animation code uses (the census of 21 public",
        "libraries) carry the number of libraries that use them; census members the façade lacks are",
        "listed under [Census members not declared](#census-members-not-declared).",
        "",
        "Census coverage: **%d of %d** members declared (%d %%), **%d of %d** uses (%d %%)." % (
            len(have), len(census), round(100 * len(have) / len(census)),
            sum(s for _, _, s in have), sum(s for *_, s in census),
            round(100 * sum(s for _, _, s in have) / sum(s for *_, s in census))),
        "",
    ]
    for module in MODULES:
        names = sorted(t for t, e in types.items() if e.get("module") == module)
        count = sum(len(types[t]["members"]) for t in names)
        lines += ["## %s" % module, "", "%d types and extensions, %d members." % (len(names), count), ""]
        for name in names:
            entry = types[name]
            lines += ["### `%s` (%s)" % (name, entry.get("kind", "type")), ""]
            if not entry["members"]:
                lines += ["No members of its own.", ""]
                continue
            lines += ["| member | kind | census | declaration |", "|---|---|---|---|"]
            for title in sorted(entry["members"]):
                info = entry["members"][title]
                sets = used.get((name, title))
                lines.append("| `%s` | %s%s | %s | `%s` |" % (
                    title.replace("|", "\\|"), info["kind"], ", open" if info["open"] else "",
                    "%d" % sets if sets else "", info["declaration"].replace("|", "\\|").replace("`", "'")))
            lines.append("")
    lines += ["## Functions and constants", "", "| name | census | declaration |", "|---|---|---|"]
    for title in sorted(globals_):
        info = globals_[title]
        sets = used.get(("(global)", title))
        lines.append("| `%s` | %s | `%s` |" % (title, "%d" % sets if sets else "",
                                            info["declaration"].replace("|", "\\|").replace("`", "'")))
    missing = [(o, m, k, s) for (o, m, k, s) in census if not declared(types, globals_, o, m)]
    lines += ["", "## Census members not declared", ""]
    if not missing:
        lines.append("None: every census member is declared.")
    else:
        lines += ["%d census members (%d uses) are not declared by the façade's own modules." % (
            len(missing), sum(s for *_, s in missing)), "",
            "| type | member | kind | libraries |", "|---|---|---|---|"]
        for o, m, k, s in sorted(missing, key=lambda r: (-r[3], r[0], r[1])):
            lines.append("| `%s` | `%s` | %s | %d |" % (o, m, k, s))
    return "\n".join(lines) + "\n"


def main():
    folder, output = sys.argv[1], sys.argv[2]
    check = "--check" in sys.argv[3:]
    global COLOR_LITERAL_CONFORMANCE
    here = os.path.dirname(os.path.abspath(__file__))
    COLOR_LITERAL_CONFORMANCE = color_literal_conformance(os.path.join(here, "..", "..", "Sources", "UIKit"))
    types, globals_ = load(folder)
    census = load_census(os.path.join(here, "census.tsv"))
    text = render(types, globals_, census)
    if check:
        current = open(output).read() if os.path.exists(output) else ""
        if current != text:
            sys.stderr.write("%s is out of date: run scripts/ios-coverage.sh\n" % output)
            sys.exit(1)
        return
    with open(output, "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
