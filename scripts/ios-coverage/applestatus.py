"""The status of each member of Apple's lists against the façade, and its part of docs/ios-coverage.md.

A member is **implemented** when the façade declares a member with the same Swift name and labels and
the same kind (initialiser, method, property, subscript, case) and static-ness, on the type, a
superclass or a protocol they conform to (a protocol extension's default counts); **accepted** when
that declaration's doc comment has a line starting `Reel: accepted`; **absent** when the data line says
`;; absent: <reason>`; **missing** otherwise. Initialisers count as Swift inherits them (a superclass's
only while the class declares no designated initialiser, public or not). Apple overloads with the same
labels share the façade's name group, and the compile test (surface.py) checks each one's signature;
when Apple has more of them than the façade, the ones whose parameter types no façade declaration has
are missing.
"""

import applelist

STATUSES = ["implemented", "accepted", "absent", "missing"]
CATEGORY = {
    "init": {"init"}, "func": {"method", "static method", "operator"}, "var": {"property", "static property"},
    "subscript": {"subscript"}, "case": {"case", "static property"},
}


def owners(types, name):
    """`name`, its superclasses, then the protocols any of them conforms to (for their extensions)."""
    chain, seen, current = [], set(), name
    while current in types and current not in seen:
        seen.add(current)
        chain.append(current)
        current = types[current].get("super", "")
    for owner in list(chain):
        for protocol in types[owner].get("conforms", []):
            if protocol in types and protocol not in seen:
                seen.add(protocol)
                chain.append(protocol)
    return chain


def base(title):
    return title.split("(")[0]


NSOBJECT_INIT = {"kind": "init", "declaration": "init()", "open": False, "static": False, "accepted": None,
                 "module": "Foundation"}


def designated(entry):
    """Whether a class declares a designated initialiser (public, or `hidden_init`: a non-public one)."""
    if entry.get("hidden_init"):
        return True
    return any(i["kind"] == "init" and "convenience" not in i["declaration"].split()
               for infos in entry["members"].values() for i in infos)


def match_init(types, apple_type, member):
    """Initialisers follow Swift's inheritance: a class has its own, and its superclass's only while
    it declares no designated initialiser (a `required` one is everyone's); up to Foundation's NSObject,
    whose `init()` a class that declares none has."""
    current, inherits, seen = apple_type.name, True, set()
    while current in types and current not in seen:
        seen.add(current)
        entry = types[current]
        infos = [i for i in entry["members"].get(member.title, []) if i["kind"] == "init"]
        if infos and (inherits or any("required" in i["declaration"].split() for i in infos)):
            return infos
        inherits = inherits and not designated(entry)
        current = entry.get("super", "")
    if inherits and current == "NSObject" and member.title == "init()" and len(seen) > 0:
        return [NSOBJECT_INIT]
    return []


def match(types, apple_type, member):
    """The façade declarations that answer `member`, or ([], why) when none does."""
    if member.kind == "init":
        found = match_init(types, apple_type, member)
        return (found, "") if found else ([], "")
    wrong = []
    for owner in owners(types, apple_type.name):
        members = types[owner]["members"]
        infos = members.get(member.title, [])
        if member.kind == "case":
            infos = [i for t, group in members.items() if base(t) == member.name for i in group]
        fits = [i for i in infos if i["kind"] in CATEGORY[member.kind]]
        same = [i for i in fits if member.kind == "case" or i["static"] == member.static]
        if same:
            return same, ""
        wrong += fits or infos
    if wrong:
        info = wrong[0]
        return [], "the façade's is a%s %s" % ("n" if info["kind"][0] in "aeiou" else "", info["kind"])
    return [], ""


def lacks_overload(apple_type, member, infos):
    """When Apple has more overloads of a name than the façade declares, the ones whose parameter
    types no façade declaration has are missing (the others are checked by the compile test)."""
    siblings = [m for m in apple_type.members
                if m.title == member.title and m.static == member.static and m.kind == member.kind and not m.absent]
    if len(siblings) <= len(infos):
        return False
    declared = set()
    for info in infos:
        try:
            facade = applelist.parse_member(applelist.strip_attributes(info["declaration"]), 0)
        except applelist.ListError:
            return False  # a declaration this reader cannot compare: leave it to the compile test
        declared.add(applelist.parameter_types(facade, apple_type.name))
    return applelist.parameter_types(member, apple_type.name) not in declared


def status(types, apple_type, member):
    """(status, note, façade declarations) of one Apple member."""
    if member.absent:
        return "absent", member.absent, []
    infos, why = match(types, apple_type, member)
    if not infos:
        return "missing", why, []
    if lacks_overload(apple_type, member, infos):
        return "missing", "the façade has no overload with these parameter types", []
    accepted = [i["accepted"] for i in infos if i["accepted"]]
    if accepted:
        return "accepted", accepted[0][len("Reel: accepted"):].lstrip(" ;:,"), infos
    return "implemented", "", infos


def tally(types, apple_types):
    """{module: {status: count}} and the statuses of every member, by (type name, line)."""
    counts, statuses = {}, {}
    for apple_type in apple_types:
        row = counts.setdefault(apple_type.module, dict.fromkeys(["types", "listed"] + STATUSES, 0))
        row["types"] += 1
        for member in apple_type.members:
            result = status(types, apple_type, member)
            statuses[(apple_type.name, member.line)] = result
            row["listed"] += 1
            row[result[0]] += 1
    return counts, statuses


def summary(counts, modules, unlisted):
    """The table at the top of docs/ios-coverage.md: per module and in total."""
    lines = ["| module | types with a list | Apple members | implemented | accepted | absent | missing |"
             " types without a list |", "|---|---|---|---|---|---|---|---|"]
    total = dict.fromkeys(["types", "listed"] + STATUSES, 0)
    for module in modules:
        row = counts.get(module, dict.fromkeys(total, 0))
        for key in total:
            total[key] += row[key]
        lines.append("| %s | %d | %d | %d | %d | %d | %d | %d |" % (
            module, row["types"], row["listed"], row["implemented"], row["accepted"], row["absent"],
            row["missing"], unlisted.get(module, 0)))
    lines.append("| **total** | **%d** | **%d** | **%d** | **%d** | **%d** | **%d** | **%d** |" % (
        total["types"], total["listed"], total["implemented"], total["accepted"], total["absent"],
        total["missing"], sum(unlisted.values())))
    return lines


def cell(text):
    return text.replace("|", "\\|").replace("`", "'")


def section(apple_type, statuses, used, extras):
    """One listed type: every Apple member with its status, then the façade's own extra members
    (`extras`: [(title, info)])."""
    counted = [statuses[(apple_type.name, m.line)][0] for m in apple_type.members]
    lines = ["Apple's list: [%s](../%s), %d members: %s." % (
        apple_type.path.split("/")[-1], apple_type.path, len(counted),
        ", ".join("%d %s" % (counted.count(s), s) for s in STATUSES)), ""]
    if apple_type.members:
        lines += ["| Apple member | status | census | Apple's declaration |", "|---|---|---|---|"]
        for member in apple_type.members:
            state, note, _ = statuses[(apple_type.name, member.line)]
            label = "**%s**" % state if state == "missing" else state
            if note:
                label += ": " + cell(note)
            sets = used.get((apple_type.name, member.title))
            lines.append("| `%s`%s | %s | %s | `%s` |" % (
                cell(member.title), " (static)" if member.static else "", label, "%d" % sets if sets else "",
                cell(member.text)))
        lines.append("")
    if extras:
        lines += ["The façade's own members beyond Apple's list:", "",
                  "| member | kind | census | declaration |", "|---|---|---|---|"]
        for title, info in extras:
            sets = used.get((apple_type.name, title))
            lines.append("| `%s` | %s%s | %s | `%s` |" % (
                cell(title), info["kind"], ", open" if info["open"] else "", "%d" % sets if sets else "",
                cell(info["declaration"])))
        lines.append("")
    return lines
