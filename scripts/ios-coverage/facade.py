"""Reads what Reel's iOS façade declares from the symbol graphs `swift package dump-symbol-graph` writes.

`load` gives every public type of the UIKit, QuartzCore and CoreGraphics modules (and their extensions
of other modules' types, and Foundation's own CGRect, CGPoint, CGSize, CGVector and CGAffineTransform,
whose Apple surface swift-corelibs-foundation gives on Linux) with its members: each member title (`addAnimations(_:delayFactor:)`) maps to
the list of its declarations (overloads), each with its kind, static-ness, declaration text and
whether its doc comment says `Reel: accepted`.
"""

import json
import os

MODULES = ["UIKit", "QuartzCore", "CoreGraphics"]
# The C-level names `import UIKit` brings (NSEC_PER_SEC, kCFBooleanTrue) live here, re-exported.
GLOBAL_MODULES = MODULES + ["_ReelFoundation"]
# Foundation's own geometry types on Linux: their Foundation members count as the façade's (iOS has
# them from CoreGraphics), the rest of Foundation does not.
FOUNDATION_TYPES = {"CGRect", "CGPoint", "CGSize", "CGVector", "CGAffineTransform"}
# Symbol kinds that are types (a heading each) rather than members.
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"}
STATIC_KINDS = {"swift.type.property", "swift.type.method", "swift.type.subscript", "swift.func.op"}
KIND_NAMES = {
    "swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.typealias": "typealias", "swift.init": "init", "swift.property": "property",
    "swift.type.property": "static property", "swift.method": "method", "swift.type.method": "static method",
    "swift.enum.case": "case", "swift.subscript": "subscript", "swift.func": "function", "swift.var": "constant",
    "swift.func.op": "operator", "swift.associatedtype": "associated type", "swift.type.subscript": "subscript",
}
ACCEPTED = "Reel: accepted"


def describe(symbol, module):
    kind = symbol["kind"]["identifier"]
    declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
    comment = [line.get("text", "").strip() for line in symbol.get("docComment", {}).get("lines", [])]
    return {
        "kind": KIND_NAMES.get(kind, kind), "declaration": " ".join(declaration.split()),
        "open": symbol.get("accessLevel") == "open", "module": module, "static": kind in STATIC_KINDS,
        "accepted": next((line for line in comment if line.startswith(ACCEPTED)), None),
    }


def load(folder):
    """Every public symbol of the façade's modules: {type path: {"kind", "module", "members": {title:
    [info, …]}, "super": superclass path, "conforms": [protocol names]}} and the functions and constants."""
    types, globals_, paths, relationships, hidden, internal = {}, {}, {}, [], set(), set()
    for name in sorted(os.listdir(folder)):
        module = name.split("@")[0].split(".")[0]
        if module not in GLOBAL_MODULES + ["Foundation"] or not name.endswith(".symbols.json"):
            continue
        if module == "Foundation" and name != "Foundation.symbols.json":
            continue
        with open(os.path.join(folder, name)) as f:
            graph = json.load(f)
        relationships += graph["relationships"]
        for symbol in graph["symbols"]:
            paths[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
            if "@" in name and "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                # Another module's type's defaults, there for a conformance of ours to a non-public
                # protocol (`Int: ReelValueBridge`): not the façade's.
                continue
            if module == "Foundation" and symbol["pathComponents"][0] not in FOUNDATION_TYPES:
                continue
            if module not in MODULES + ["Foundation"] and len(symbol["pathComponents"]) > 1:
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                if symbol["kind"]["identifier"] in TYPE_KINDS:
                    internal.add(".".join(symbol["pathComponents"]))
                # A non-public designated initialiser still stops a class inheriting its superclass's.
                declaration = " ".join(f["spelling"] for f in symbol.get("declarationFragments", []))
                if symbol["kind"]["identifier"] == "swift.init" and "convenience" not in declaration.split():
                    hidden.add(".".join(symbol["pathComponents"][:-1]))
                continue
            path = symbol["pathComponents"]
            title = path[-1]  # `centerX` (an enum case's title is `NSLayoutConstraint.Attribute.centerX`)
            if any(p.startswith("_") for p in path):
                continue
            info = describe(symbol, module)
            if symbol["kind"]["identifier"] in TYPE_KINDS:
                entry = types.setdefault(".".join(path), {"members": {}})
                entry.update(info)
            elif len(path) == 1:
                globals_[title] = info
            else:
                owner = types.setdefault(".".join(path[:-1]), {"members": {}, "module": module, "kind": "extension"})
                owner["members"].setdefault(title, []).append(info)
    for r in relationships:
        owner = types.get(paths.get(r["source"], ""))
        if owner is None:
            continue
        target = paths.get(r["target"]) or r.get("targetFallback", "").split(".")[-1]
        if r["kind"] == "inheritsFrom":
            owner["super"] = target
        elif r["kind"] == "conformsTo":
            owner.setdefault("conforms", []).append(target)
    # The public members of non-public types (a `public var description` of an internal struct).
    for name in internal:
        types.pop(name, None)
    for name in hidden & set(types):
        types[name]["hidden_init"] = True
    for entry in types.values():
        for infos in entry["members"].values():
            infos.sort(key=lambda i: (i["static"], i["kind"], i["declaration"]))
    return types, globals_
