"""Reads Apple's member lists: scripts/ios-coverage/apple/<Module>/<Type>.txt (format: apple/README.md).

Each line is one member's Swift declaration as Apple's documentation shows it; `parse_member` splits
it into what the coverage table and the compile test need (kind, name, labels, parameter types,
result, accessors). A line it cannot read raises `ListError` naming the file and line.
"""

import os
import re
from dataclasses import dataclass, field

MODULES = ["UIKit", "QuartzCore", "CoreGraphics"]


class ListError(Exception):
    """A data line that is not a declaration this reader understands."""


@dataclass
class Parameter:
    label: str  # "_" for none
    name: str  # the internal name (label when there is only one)
    type: str  # without `inout`, `...` and the default
    inout: bool = False
    variadic: bool = False
    default: str = ""


@dataclass
class Member:
    line: int
    text: str  # the declaration as written (without `;; absent`)
    kind: str  # init | func | var | subscript | case
    name: str  # `addAnimations`, `init`, `subscript`, `fractionComplete`, `==`
    static: bool = False  # `static`/`class` members
    keyword: str = ""  # `class` or `static` as written
    overridable: bool = False  # the `open ` prefix: the compile test overrides it
    optional: bool = False  # an optional protocol requirement
    modifiers: list = field(default_factory=list)  # convenience, required, mutating, override …
    generics: str = ""  # `<T: Foo>` as written
    where: str = ""  # a trailing `where` clause
    parameters: list = field(default_factory=list)
    failable: str = ""  # `?` or `!` of `init?`
    effects: str = ""  # `async`, `throws`, `async throws`, `rethrows`
    result: str = ""  # `-> R` of funcs and subscripts; the type of a var
    settable: bool = False  # `{ get set }`, or a stored `var` with no accessors
    constant: bool = False  # `let`
    absent: str = ""  # the reason after `;; absent:`
    associated: str = ""  # an enum case's `(…)` payload as written

    @property
    def title(self):
        """The Swift name as the symbol graph spells it: `addAnimations(_:delayFactor:)`, `duration`."""
        if self.kind in ("var", "case"):
            return self.name
        if self.is_operator:
            # An operator's parameters have no argument labels (`==(_:_:)`), whatever names they have.
            return "%s(%s)" % (self.name, "_:" * len(self.parameters))
        return "%s(%s)" % (self.name, "".join(p.label + ":" for p in self.parameters))

    @property
    def is_operator(self):
        """Whether the member is an operator function (`==`, `+`, `*=`)."""
        return self.kind == "func" and not re.match(r"^[A-Za-z_]", self.name)

    @property
    def generic(self):
        """Whether the member needs types the compile test cannot name (generic parameters, `some`)."""
        types = [p.type for p in self.parameters] + [self.result]
        return bool(self.generics) or any(re.search(r"\bsome\b", t) for t in types)


@dataclass
class AppleType:
    module: str
    name: str  # `UIView.AnimationOptions`
    path: str  # the data file, relative to the repository
    kind: str = ""  # class | struct | enum | protocol
    inherits: list = field(default_factory=list)
    sources: list = field(default_factory=list)
    members: list = field(default_factory=list)


def split_top(text, separator=","):
    """Splits at `separator` outside (), [], <> and string literals (`->` is not a bracket)."""
    parts, depth, start, i, quoted = [], 0, 0, 0, False
    while i < len(text):
        c = text[i]
        if c == '"':
            quoted = not quoted
        elif quoted:
            pass
        elif c in "([{<":
            depth += 1
        elif c in ")]}" or (c == ">" and text[i - 1] != "-"):
            depth -= 1
        elif depth == 0 and text.startswith(separator, i):
            parts.append(text[start:i])
            start = i + len(separator)
            i = start
            continue
        i += 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def closing(text, start):
    """The index of the bracket that closes the one at `start`."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c in pairs:
            depth += 1
        elif c in pairs.values() and not (c == ">" and text[i - 1] == "-"):
            depth -= 1
            if depth == 0:
                return i
    raise ListError("unbalanced `%s`" % text[start])


IDENTIFIER = r"`?[A-Za-z_][A-Za-z0-9_]*`?"


def parse_parameter(text, subscript):
    head, _, rest = text.partition(":")
    if not rest:
        raise ListError("parameter `%s` has no type" % text)
    names = head.split()
    if not 1 <= len(names) <= 2 or not all(re.fullmatch(IDENTIFIER, n) for n in names):
        raise ListError("parameter `%s` has no readable label and name" % text)
    label = names[0] if len(names) == 2 or not subscript else "_"
    parameter = Parameter(label=label.strip("`"), name=names[-1].strip("`"), type="")
    parts = split_top(rest, "=")
    kind = parts[0]
    if len(parts) > 1:
        parameter.default = "=".join(parts[1:]).strip()
    if kind.startswith("inout "):
        parameter.inout, kind = True, kind[len("inout "):].strip()
    if kind.endswith("..."):
        parameter.variadic, kind = True, kind[:-3].strip()
    if not kind:
        raise ListError("parameter `%s` has no type" % text)
    parameter.type = kind
    return parameter


def parse_parameters(text, start, subscript=False):
    """The parameters in the parentheses at `start`, and the index after them."""
    if start >= len(text) or text[start] != "(":
        raise ListError("expected `(` after the name")
    end = closing(text, start)
    inner = text[start + 1:end].strip()
    parameters = [parse_parameter(p, subscript) for p in split_top(inner)] if inner else []
    return parameters, end + 1


PREFIXES = ("open", "optional", "override", "class", "static", "convenience", "required", "mutating",
            "nonmutating", "final", "dynamic", "public", "lazy", "weak", "unowned(unsafe)", "unowned")


def parse_member(text, line):
    """One declaration line (without comment and `;; absent`) as a Member."""
    member = Member(line=line, text=text, kind="", name="")
    rest = text
    while True:
        word = rest.split(" ", 1)[0]
        if word not in PREFIXES:
            break
        rest = rest[len(word):].strip()
        if word == "open":
            member.overridable = True
        elif word == "optional":
            member.optional = True
        elif word in ("class", "static"):
            member.static, member.keyword = True, word
        else:
            member.modifiers.append(word)
    if rest.startswith("@"):
        raise ListError("attributes (%s) are left out of the data" % rest.split()[0])
    if re.match(r"(func|init|subscript|var|let|case)\b", rest) is None:
        raise ListError("expected func, init, subscript, var, let or case, found `%s`" % rest.split()[0])
    keyword = re.match(r"\w+", rest).group(0)
    rest = rest[len(keyword):]
    parse = {"func": parse_function, "init": parse_function, "subscript": parse_function,
             "var": parse_property, "let": parse_property, "case": parse_case}[keyword]
    parse(member, keyword, rest)
    return member


def parse_function(member, keyword, rest):
    member.kind = keyword
    if keyword == "func":
        match = re.match(r"\s*(%s|[-+*/%%=<>!&|^~.?]+)\s*" % IDENTIFIER, rest)
        if match is None:
            raise ListError("a func needs a name")
        member.name = match.group(1).strip("`")
        rest = rest[match.end():]
    else:
        member.name = keyword
        if keyword == "init" and rest[:1] in ("?", "!"):
            member.failable, rest = rest[0], rest[1:]
    rest = rest.lstrip()
    if rest.startswith("<"):
        end = closing(rest, 0)
        member.generics, rest = rest[:end + 1], rest[end + 1:].lstrip()
    member.parameters, index = parse_parameters(rest, 0, subscript=keyword == "subscript")
    rest = rest[index:].strip()
    accessors = re.search(r"\{\s*get(\s+set)?\s*\}$", rest)
    if accessors:
        if keyword != "subscript":
            raise ListError("only subscripts and properties have `{ get }`")
        member.settable = bool(accessors.group(1))
        rest = rest[:accessors.start()].strip()
    elif keyword == "subscript":
        raise ListError("a subscript needs `{ get }` or `{ get set }`")
    where = re.search(r"\bwhere\b", rest)
    if where:
        member.where, rest = rest[where.start():].strip(), rest[:where.start()].strip()
    effects = re.match(r"((async|throws|rethrows)\s*)*", rest)
    member.effects, rest = " ".join(effects.group(0).split()), rest[effects.end():].strip()
    if rest.startswith("->"):
        if keyword == "init":
            raise ListError("an init has no `->`")
        member.result = rest[2:].strip()
        rest = ""
    if rest:
        raise ListError("unexpected `%s`" % rest)
    if keyword == "subscript" and not member.result:
        raise ListError("a subscript needs `-> Type`")


def parse_property(member, keyword, rest):
    member.kind, member.constant = "var", keyword == "let"
    match = re.match(r"\s*(%s)\s*:\s*" % IDENTIFIER, rest)
    if match is None:
        raise ListError("a property needs `name: Type`")
    member.name = match.group(1).strip("`")
    rest = rest[match.end():].strip()
    accessors = re.search(r"\{\s*get(\s+set)?\s*\}$", rest)
    if accessors:
        member.settable = bool(accessors.group(1))
        rest = rest[:accessors.start()].strip()
    elif len(split_top(rest, "=")) > 1:
        raise ListError("a property's value is left out of the data")
    else:
        member.settable = keyword == "var"
    if not rest:
        raise ListError("a property needs a type")
    member.result = rest


def parse_case(member, keyword, rest):
    member.kind = "case"
    match = re.match(r"\s*(%s)\s*" % IDENTIFIER, rest)
    if match is None:
        raise ListError("a case needs a name")
    member.name = match.group(1).strip("`")
    rest = rest[match.end():]
    if rest.startswith("("):
        end = closing(rest, 0)
        member.associated, rest = rest[:end + 1], rest[end + 1:].strip()
        member.parameters = [parse_associated(p) for p in split_top(member.associated[1:-1])]
    if rest.startswith("="):
        rest = ""
    if rest:
        raise ListError("unexpected `%s` after the case" % rest)


def parse_associated(text):
    """An enum case's payload element: `Int` or `label: Int`."""
    head, colon, kind = text.partition(":")
    if colon and re.fullmatch(IDENTIFIER, head.strip()):
        return Parameter(label=head.strip().strip("`"), name=head.strip().strip("`"), type=kind.strip())
    return Parameter(label="_", name="_", type=text.strip())


def parse_type_line(kind_text, apple_type):
    match = re.fullmatch(r"(class|struct|enum|protocol)\s+([\w.]+)\s*(:\s*(.*))?", kind_text)
    if match is None:
        raise ListError("`type:` needs `class|struct|enum|protocol Name[: Super, Protocols]`")
    if match.group(2) != apple_type.name:
        raise ListError("`type:` names %s but the file is %s" % (match.group(2), apple_type.name))
    apple_type.kind = match.group(1)
    apple_type.inherits = split_top(match.group(4)) if match.group(4) else []


def strip_attributes(declaration):
    """A symbol graph's declaration (`@MainActor public func f()`) as the data writes it (`func f()`)."""
    leading = r"^\s*(@\w+(\([^)]*\))?|public|package|nonisolated(\(unsafe\))?|@preconcurrency)\s+"
    while re.match(leading, declaration):
        declaration = re.sub(leading, "", declaration, count=1)
    return declaration.strip()


def parameter_types(member, type_name):
    """The parameter types of `member`, spelled alike whatever the spelling (`TimeInterval` and
    `Double`, `any P` and `P`, `@escaping`), to tell overloads apart."""
    found = []
    for p in member.parameters:
        text = re.sub(r"\bSelf\b", type_name, p.type)
        text = re.sub(r"@escaping|@Sendable|\bany\b|\b(Swift|Foundation|CoreGraphics|QuartzCore|UIKit)\.", "", text)
        text = re.sub(r"\b(CF)?TimeInterval\b", "Double", text).replace("!", "?")
        found.append(("inout " if p.inout else "") + "".join(text.split()) + ("..." if p.variadic else ""))
    return tuple(found)


def read_list(root, module, filename):
    name = filename[:-len(".txt")]
    path = os.path.join(root, module, filename)
    apple_type = AppleType(module=module, name=name, path=os.path.relpath(path, os.path.join(root, "..", "..", "..")))
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, raw in enumerate(lines, 1):
        text = raw.strip()
        try:
            if not text:
                continue
            if text.startswith("#"):
                source = re.match(r"#\s*source:\s*(\S+)", text)
                if source:
                    apple_type.sources.append(source.group(1))
                continue
            if text.startswith("type:"):
                parse_type_line(text[len("type:"):].strip(), apple_type)
                continue
            declaration, _, note = text.partition(";;")
            member = parse_member(" ".join(declaration.split()), number)
            if note:
                absent = re.fullmatch(r"\s*absent:\s*(.+)", note)
                if absent is None:
                    raise ListError("after `;;` only `absent: <reason>` may follow")
                member.absent = absent.group(1).strip()
            apple_type.members.append(member)
        except ListError as error:
            raise ListError("%s:%d: %s\n    %s" % (apple_type.path, number, error, text)) from None
    if not apple_type.kind:
        raise ListError("%s: no `type:` line" % apple_type.path)
    return apple_type


def read_lists(root):
    """Every data file under `root` (scripts/ios-coverage/apple), by module then type name."""
    found = []
    for module in MODULES:
        folder = os.path.join(root, module)
        if not os.path.isdir(folder):
            continue
        for filename in sorted(os.listdir(folder)):
            if filename.endswith(".txt"):
                found.append(read_list(root, module, filename))
    return found
