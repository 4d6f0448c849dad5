"""The pure part of `scripts/new-feature` and `scripts/remove-feature`: reading a feature's spec,
the rules for its names, and the text of every file and line it adds. No file is read or
written here, so `scripts/tests/test_feature_kit.py` can try thousands of specs in a second.

A generated resource is one Swift type in a module of its own, in three files: what it is (the
type, its `CodingKeys`, its address, its `schema`: Domain), where it travels (its route:
Networking) and how it reads (its `Presentable` conformance: Features). Every layer serves it
through one generic type (`RemoteResourceRepository`, `ListViewModel`, `ResourceListScreen`,
`ResourceListCommand`, …), so the feature adds only what is its own, its enums, and a test of
exactly those.

The names rule is closed: a name the feature declares must not be declared already by any module
that can see it (the toolchain's modules and the package's own, found by reading them, not by a
list of cases seen so far), and no Swift keyword is ever written bare.
"""

import re

# MARK: Swift's own words

# The reserved words of Swift, from The Swift Programming Language, "Lexical Structure":
# keywords used in declarations, statements, expressions and types, and patterns. Any of them
# can name a property or an enum case once written in backticks, which is what the generator
# does; the contextual keywords (`get`, `set`, `lazy`, …) need no backticks.
KEYWORDS = frozenset("""
    associatedtype borrowing class consuming deinit enum extension fileprivate func import init
    inout internal let nonisolated open operator precedencegroup private protocol public
    rethrows static struct subscript typealias var
    break case catch continue default defer do else fallthrough for guard if in repeat return
    throw switch where while
    Any as await catch false is nil rethrows self Self super throw throws true try
    _ async actor any some consume copy discard each macro package Type Protocol
""".split())

# The members every resource already has, from the protocols it conforms to (Codable,
# Hashable, Identifiable and Domain's Resource), and `self`, which a parameter cannot be named
# without hiding the instance in the initializer: a field cannot take one of these Swift names.
RESOURCE_MEMBERS = frozenset(
    {"id", "hashValue", "hash", "encode", "init", "schema", "CodingKeys", "self", "Self", "Type"})

# Words spelled in capitals inside a Swift name, as the API Design Guidelines ask: a wire name
# `avatarUrl` is `avatarURL` in Swift. Domain's `ResourceNames.acronyms` is the same list, and
# `scripts/tests/names.json` holds both to the same answers.
ACRONYMS = ("id", "url", "uri", "uuid", "api", "http", "https", "html", "json", "xml", "ip")

SCALARS = ("Int", "Double", "Bool", "String", "Date", "UUID")

# The options every command takes, and those the resource commands declare themselves: a field
# or a path parameter must not become one of them.
COMMON_OPTIONS = frozenset(
    {"json", "base-url", "data-dir", "timeout", "offline", "verbose", "trace", "help", "version"})
FIELD_RESERVED_OPTIONS = COMMON_OPTIONS | {"clear"}
PARAMETER_RESERVED_OPTIONS = COMMON_OPTIONS | {"clear", "page", "per-page"}

ACTIONS = ("list", "show", "add", "edit", "delete")
DEFAULT_ACTIONS = ("list", "show")
# The words a resource's item commands already take: an action of the app's own cannot be one.
ITEM_SUBCOMMANDS = frozenset(ACTIONS) | {"help"}

ID_KINDS = ("Int", "String", "UUID")
# The paging conventions `Paging.presets` names, and their Swift names.
PAGING = {"json-server": "jsonServer", "json-server-v1": "jsonServerV1", "drf": "drf",
          "link": "link", "limit-offset": "limitOffset", "drf-limit-offset": "drfLimitOffset",
          "x-pagination": "xPagination", "postgrest": "postgrest", "json-api": "jsonAPI",
          "cursor": "cursor", "drf-cursor": "drfCursor", "whole": "whole"}

PACKAGE_MARKER = "    // new-feature: targets go above this line."
RESOURCES_MARKER = "    // new-feature: resources"
README_HELP_LINE = "strata --help | --version"


class Refused(Exception):
    """A spec the generator will not write: the message says why, and what to do instead."""


def refuse(message):
    raise Refused(message)


# MARK: Names


def words(name):
    """`userId` → [user, Id]; `created_at` → [created, at]; `URLList` → [URL, List]; a digit
    belongs to the word before it (`line2`)."""
    parts = []
    for chunk in re.split(r"[_\-\s]+", name):
        parts += re.findall(r"[A-Z]+[0-9]*(?![a-z])|[A-Z]?[a-z0-9]+", chunk)
    return [part for part in parts if part]


def kebab(name):
    """`BlogPost` → `blog-post`, `postId` → `post-id`, `created_at` → `created-at`, `URLList` →
    `url-list`: the form of commands and options. Domain's `ResourceNames.kebab` agrees."""
    return "-".join(word.lower() for word in words(name))


def swift_name(wire):
    """The Swift name of a wire name: lowerCamelCase with acronyms in capitals, so `userId` is
    `userID`, `avatar_url` is `avatarURL` and `html_url` is `htmlURL`."""
    result = []
    for index, word in enumerate(words(wire)):
        lower = word.lower()
        if index == 0:
            result.append(lower)
        elif lower in ACRONYMS:
            result.append(lower.upper())
        else:
            result.append(lower[:1].upper() + lower[1:])
    return "".join(result)


def upper_camel(name):
    """`priority` → `Priority`, `userID` → `UserID`: a Swift name as the start of a type name."""
    return name[:1].upper() + name[1:]


def lower_first(name):
    return name[:1].lower() + name[1:]


def escaped(identifier):
    """An identifier as Swift code may write it: a reserved word in backticks."""
    return f"`{identifier}`" if identifier in KEYWORDS else identifier


# An argument label at a call site may be any keyword but these three, and the compiler refuses
# backticks it does not need there.
LABEL_KEYWORDS = frozenset({"inout", "var", "let"})


def label_escaped(identifier):
    """An identifier as an argument label at a call site: backticks only where needed."""
    return f"`{identifier}`" if identifier in LABEL_KEYWORDS else identifier


def label(wire):
    """A wire name in words for people: `userId` → "User ID", `dueOn` → "Due on". Domain's
    `ResourceNames.words` writes the same (it is the field's default label)."""
    out = []
    for index, word in enumerate(words(wire)):
        lower = word.lower()
        if lower in ACRONYMS:
            out.append(lower.upper())
        elif index == 0:
            out.append(lower[:1].upper() + lower[1:])
        else:
            out.append(lower)
    return " ".join(out)


def phrase(wire):
    return kebab(wire).replace("-", " ")


# MARK: The spec


class Kind:
    """A field's type: a scalar, an enum of words, or a list of one of those; optional or not."""

    def __init__(self, base, choices=None, is_list=False, optional=False):
        self.base, self.choices, self.is_list, self.optional = base, choices, is_list, optional

    @staticmethod
    def parse(text, field):
        match = re.fullmatch(
            r"(\[)?(Int|Double|Bool|String|Date|UUID|enum\(([^()]*)\))(\])?(\?)?", text)
        if not match or bool(match.group(1)) != bool(match.group(4)):
            refuse(f"'{field}:{text}' has no type Strata knows: write Int, Double, Bool, String, "
                   "Date, UUID or enum(word,word,…), or a list of one as [Type], each optionally "
                   "with ?"
                   ", for example 'tags:[String]?' or 'status:enum(open,closed)'")
        choices = None
        base = match.group(2)
        if base.startswith("enum("):
            choices = [word for word in match.group(3).split(",")]
            if len(choices) < 2:
                refuse(f"the enum of '{field}' needs at least two words, such as "
                       "enum(open,closed)")
            for word in choices:
                if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_\-]{0,39}", word):
                    refuse(f"'{word}' in the enum of '{field}' is not a word Strata can name: "
                           "letters, digits, _ and -, starting with a letter")
            if len(set(choices)) != len(choices):
                refuse(f"the enum of '{field}' lists a word twice")
            cases = [swift_name(word) for word in choices]
            if len(set(cases)) != len(cases):
                refuse(f"two words in the enum of '{field}' give the same Swift name: "
                       + ", ".join(cases))
            if any(not case for case in cases):
                refuse(f"a word in the enum of '{field}' has no letters to name it with")
            base = "enum"
        return Kind(base, choices, bool(match.group(1)), match.group(5) == "?")

    def swift(self, enum_type):
        element = enum_type if self.base == "enum" else self.base
        text = f"[{element}]" if self.is_list else element
        return text + ("?" if self.optional else "")

    def describe(self):
        """Words for the kind in a doc comment: "a date", "a list of text", "one of a, b"."""
        one, many = {
            "Int": ("a whole number", "whole numbers"), "Double": ("a number", "numbers"),
            "Bool": ("true or false", "trues and falses"), "String": ("text", "text"),
            "Date": ("a date, ISO 8601 on the wire", "dates, ISO 8601 on the wire"),
            "UUID": ("a UUID", "UUIDs"),
        }.get(self.base) or ("one of " + ", ".join(self.choices),
                             "words, each one of " + ", ".join(self.choices))
        text = "a list of " + many if self.is_list else one
        return text + (" (optional)" if self.optional else "")


class Field:
    """One field: `dueOn:Date?`."""

    def __init__(self, text):
        match = re.fullmatch(r"([A-Za-z][A-Za-z0-9_]{0,59}):(\S+)", text)
        if not match:
            refuse(f"'{text}' is not a field: write name:Type, such as 'title:String' or "
                   "'dueOn:Date?'; the name is the server's, starting with a letter")
        self.wire = match.group(1)
        if not re.fullmatch(r"[a-z][A-Za-z0-9]*(_[A-Za-z0-9]+)*", self.wire):
            refuse(f"'{self.wire}' is not a field name Strata can read: lowerCamelCase or "
                   "snake_case, starting with a lowercase letter, such as 'dueOn' or 'due_on'")
        self.kind = Kind.parse(match.group(2), self.wire)
        self.swift = swift_name(self.wire)
        if self.swift in RESOURCE_MEMBERS:
            reason = ("is implicit: every resource has an id (--id-kind says its type); leave "
                      "it out of --fields"
                      if self.swift == "id" else
                      "is a member every resource already has; a field cannot take its name")
            refuse(f"the field '{self.wire}' (Swift name {self.swift}) {reason}")
        self.option = kebab(self.wire)
        self.enum_type = None  # set by the spec: <Model><Field>

    @property
    def swift_type(self):
        return self.kind.swift(self.enum_type)


class Parameter:
    """One parameter of a path: `{postId}` (a whole number), `{slug:String}` or `{key:UUID}`:
    one part of the resource's address."""

    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.option = kebab(name)
        self.swift = swift_name(name)

    @property
    def placeholder(self):
        return {"Int": "N", "String": "TEXT", "UUID": "UUID"}[self.kind]


def parse_path(text, what):
    if not text.startswith("/") or text == "/" or "//" in text:
        refuse(f"the {what} '{text}' must be a path such as /posts/{{postId}}/comments: starting "
               "with /, with no empty segment (a slash at the end is kept)")
    segments, parameters = [], []
    for segment in text.strip("/").split("/"):
        # A parameter's name is the app's own (the server never sees it): letters and digits,
        # as Domain's PathTemplate reads them.
        match = re.fullmatch(r"\{([a-z][A-Za-z0-9]*)(?::(Int|String|UUID))?\}", segment)
        if match:
            parameters.append(Parameter(match.group(1), match.group(2) or "Int"))
            segments.append("{%s}" % match.group(1))
        elif re.fullmatch(r"[A-Za-z0-9_\-.~]+", segment) and segment not in (".", ".."):
            segments.append(segment)
        else:
            refuse(f"'{segment}' in the {what} is not a path segment: use letters, digits and "
                   "_ - . ~, or a parameter {name} (a whole number), {name:String} or "
                   "{name:UUID}")
    names = [parameter.name for parameter in parameters]
    if len(set(names)) != len(names):
        refuse(f"a parameter appears twice in the {what} '{text}'")
    return "/" + "/".join(segments) + ("/" if text.endswith("/") else ""), parameters


class Spec:
    """What to generate, checked whole before a single file is touched."""

    def __init__(self, name, model, path, fields, actions=None, item_path=None, id_kind=None,
                 paging=None, parent=None, edits=None):
        self.name, self.model = name or "", model or ""
        self.id_kind = id_kind or "Int"
        if self.id_kind not in ID_KINDS:
            refuse(f"'{self.id_kind}' is not an identifier's type: choose Int, String or UUID")
        if paging is not None and paging not in PAGING:
            refuse(f"'{paging}' is not a paging convention: choose {', '.join(PAGING)}")
        self.paging = paging
        if edits not in (None, "patch", "put"):
            refuse(f"'{edits}' is not how an edit is sent: choose patch or put")
        self.edits = edits or "patch"
        check_type_shape(self.name, "feature")
        check_type_shape(self.model, "model")
        if self.model == self.name:
            refuse("the model and the feature need different names: the feature is plural "
                   "(Comments), the model singular (Comment)")
        if kebab(self.model) == kebab(self.name):
            refuse(f"{self.model} and {self.name} give the same command, "
                   f"'strata {kebab(self.name)}'; choose names that differ in more than case")
        self.collection, self.parameters = parse_path(path or "", "path")
        last = [s for s in self.collection.strip("/").split("/") if not s.startswith("{")]
        if not last:
            refuse(f"the path '{path}' needs at least one word, such as /todos")
        if item_path is None:
            slash = "/" if self.collection.endswith("/") else ""
            self.item, self.item_given = f"/{last[-1]}/{{id}}{slash}", False
            item_parameters = [Parameter("id", "Int")]
        else:
            (self.item, item_parameters), self.item_given = parse_path(item_path, "item path"), True
        if not any(p.name == "id" for p in item_parameters):
            refuse(f"the item path '{self.item}' needs {{id}}, the item's identifier")
        known = {p.name: p for p in self.parameters}
        for parameter in item_parameters:
            if parameter.name == "id":
                continue
            if parameter.name not in known or known[parameter.name].kind != parameter.kind:
                refuse(f"the item path's {{{parameter.name}}} is not a parameter of the path "
                       f"'{self.collection}' of the same kind; an item path may use only the "
                       "collection's parameters and {id}")
        if any(p.name == "id" for p in self.parameters):
            refuse("the path's parameters cannot be named id: that is the item's identifier")
        self.item_parameters = [p for p in self.parameters
                                if p.name in {q.name for q in item_parameters}]

        self.qualified_in_tests = False
        self.actions = parse_actions(actions)
        if self.edits == "put" and "edit" not in self.actions:
            refuse("--edits put says how an edit is sent, and --actions has no edit")
        # parent: (module, model, key): the resource it is listed under, the part of its
        # address that holds the parent's identifier.
        self.parent = parent
        if parent is not None:
            module, parent_model, key = parent
            if key not in {p.name for p in self.parameters}:
                refuse(f"--parent names '{key}', which is not a parameter of the path "
                       f"'{self.collection}': say which part of the path is the "
                       f"{phrase(parent_model)}'s identifier, such as --parent {module}:{key}")
            if module == self.module or parent_model == self.model:
                refuse("a resource cannot be listed under itself")
        self.fields = [Field(text) for text in (fields or "").split()]
        if not self.fields:
            refuse("give at least one field, for example --fields 'title:String'")
        for field in self.fields:
            if field.kind.base == "enum":
                field.enum_type = self.model + upper_camel(field.swift)
        check_unique([f.wire for f in self.fields], "field", "twice in --fields")
        check_unique([f.swift for f in self.fields], "Swift name", "for two fields")
        check_unique([f.option for f in self.fields] + [p.option for p in self.parameters
                                                        if p.name not in self.field_names],
                     "option", "for two things")
        for field in self.fields:
            if field.option in FIELD_RESERVED_OPTIONS:
                refuse(f"the field '{field.wire}' would be --{field.option}, which the commands "
                       "already take; a field cannot have that name")
        for parameter in self.parameters:
            if parameter.option in PARAMETER_RESERVED_OPTIONS:
                refuse(f"the path parameter {{{parameter.name}}} would be --{parameter.option}, "
                       "which the commands already take; rename it")
            field = self.field(parameter.name)
            wanted = parameter.kind
            if field and (field.kind.base != wanted or field.kind.is_list
                          or field.kind.optional):
                refuse(f"the field '{field.wire}' is also the path parameter "
                       f"{{{parameter.name}}}, so it must be {wanted}, not optional")
        if all(self.field(p.name) for p in self.parameters) and len(self.fields) == len(
                [p for p in self.parameters if self.field(p.name)]):
            refuse("give at least one field that is not a path parameter")

    @property
    def field_names(self):
        return {field.wire for field in self.fields}

    def field(self, wire):
        return next((field for field in self.fields if field.wire == wire), None)

    @property
    def list_command(self):
        return kebab(self.name)

    @property
    def item_command(self):
        return kebab(self.model)

    @property
    def module(self):
        return self.name

    @property
    def custom_actions(self):
        return [action for action in self.actions if action not in ACTIONS]

    @property
    def storage_name(self):
        return kebab(self.name)

    @property
    def declared_types(self):
        """Every type name the feature declares: the model and its enums."""
        return [self.model] + [f.enum_type for f in self.fields if f.enum_type]

    @property
    def plural_words(self):
        return phrase(self.name)

    @property
    def singular_words(self):
        return phrase(self.model)


def parse_actions(text):
    """The standard actions in their order, then the app's own (`archive`, `markRead`) in the
    order given."""
    if text is None:
        return list(DEFAULT_ACTIONS)
    actions = [a.strip() for a in text.split(",") if a.strip()]
    for action in actions:
        if action in ACTIONS:
            continue
        if not re.fullmatch(r"[a-z][A-Za-z]{0,39}", action):
            refuse(f"'{action}' is not an action: choose from {','.join(ACTIONS)}, or name one "
                   "of the app's own in lowerCamelCase letters, such as archive or markRead")
        if kebab(action) in ITEM_SUBCOMMANDS or action in KEYWORDS:
            refuse(f"the action '{action}' would be 'strata <item> {kebab(action)}', which is "
                   "taken; choose another name")
    if len(set(actions)) != len(actions):
        refuse("an action is listed twice in --actions")
    if not actions:
        refuse(f"--actions needs at least one of {','.join(ACTIONS)}")
    return [a for a in ACTIONS if a in actions] + [a for a in actions if a not in ACTIONS]


def check_unique(values, what, where):
    seen = set()
    for value in values:
        if value in seen:
            refuse(f"the {what} '{value}' comes {where}")
        seen.add(value)


def check_type_shape(name, what):
    if not re.fullmatch(r"[A-Z][A-Za-z0-9]*", name):
        example = "Comments" if what == "feature" else "Comment"
        refuse(f"'{name}' is not a {what} name: UpperCamelCase letters and digits, starting with "
               f"a capital, for example {example}")
    if len(name) > 40:
        refuse(f"'{name}' is longer than 40 characters")
    if name.endswith("Mocks") or name.endswith("Tests"):
        refuse(f"'{name}' ends in Mocks or Tests, which Strata keeps for test targets")
    if name in KEYWORDS:
        refuse(f"'{name}' is a Swift keyword")


def check_names(spec, taken_types, taken_modules, taken_commands, tests_see=frozenset()):
    """The closed rule, given what is declared already: `taken_types`, every top-level name the
    modules that see the feature declare (the toolchain's and the package's); `taken_modules`,
    every module name; `taken_commands`, the first word of every command; `tests_see`, what only
    the generated test's imports add (Swift Testing's `Comment`, `Tag`…): there the feature's
    types are spelled in full (`Comments.Comment`) rather than refused."""
    spec.qualified_in_tests = bool(set(spec.declared_types) & set(tests_see))
    for name in spec.declared_types:
        if name in taken_types or name in taken_modules:
            if name == spec.model:
                refuse(f"the type {name} would clash with the {name} already visible where it "
                       "is used (in the toolchain or this package); choose another, such as "
                       f"{name}Item")
            refuse(f"the enum {name} (the model's name and the field's) would clash with the "
                   f"{name} already visible where it is used; rename the field")
    for name in (spec.module, spec.module + "Tests"):
        if name in taken_modules:
            refuse(f"a module named {name} already exists")
        if name in taken_types:
            refuse(f"the module {name} would share its name with the type {name} that code "
                   "importing it can see; choose another feature name")
    if len(set(spec.declared_types + [spec.module])) != len(spec.declared_types) + 1:
        refuse("the feature's module and one of its types would have the same name")
    for command in (spec.list_command, spec.item_command):
        if command in taken_commands:
            refuse(f"the command 'strata {command}' exists already")


# MARK: Sample values, for the generated test


def sample_value(field, index, spec):
    """(JSON text, Swift expression) for the sample item's field."""
    kind = field.kind

    def one(position):
        base = kind.base
        if base == "Int":
            return str(index + position), str(index + position)
        if base == "Double":
            value = f"{index + position}.5"
            return value, value
        if base == "Bool":
            return ("true", "true") if (index + position) % 2 == 0 else ("false", "false")
        if base == "String":
            text = f"{label(field.wire)} {index + position}"
            return f'"{text}"', f'"{text}"'
        if base == "Date":
            day = 20 + (index + position) % 8
            seconds = 1_798_070_400 - (24 - day) * 86_400
            return f'"2026-12-{day:02d}"', \
                f"Date(timeIntervalSince1970: {seconds:_})"
        if base == "UUID":
            return uuid_sample(index + position)
        word = kind.choices[(index + position) % len(kind.choices)]
        return f'"{word}"', "." + escaped(swift_name(word))

    parameter = next((p for p in spec.parameters if p.name == field.wire), None)
    if parameter:
        return parameter_sample(parameter)
    if kind.is_list:
        items = [one(0), one(1)]
        return "[" + ",".join(i[0] for i in items) + "]", \
            "[" + ", ".join(i[1] for i in items) + "]"
    return one(0)


def uuid_sample(number):
    """(JSON text, Swift expression) of a UUID made from `number` (below 256), the same on every
    run: its bytes written out, since reading its text could fail and a test forces nothing."""
    text = "00000000-0000-4000-8000-%012X" % number
    return f'"{text}"', f"UUID(uuid: (0, 0, 0, 0, 0, 0, 0x40, 0, 0x80, 0, 0, 0, 0, 0, 0, {number}))"


def parameter_sample(parameter):
    """(JSON text, Swift expression) of the value the sample gives an address's part."""
    if parameter.kind == "String":
        return '"general"', '"general"'
    if parameter.kind == "UUID":
        return uuid_sample(1)
    return "1", "1"


def id_sample(spec, number=3):
    """(JSON text, Swift expression) of the sample item's identifier."""
    if spec.id_kind == "String":
        text = f"{spec.storage_name}-{number}"
        return f'"{text}"', f'"{text}"'
    if spec.id_kind == "UUID":
        return uuid_sample(number)
    return str(number), str(number)


def json_object(pairs):
    return "{" + ",".join(f'"{key}":{value}' for key, value in sorted(pairs)) + "}"


# MARK: The files


def model_file(spec):
    uses_foundation = spec.id_kind == "UUID" or any(
        field.kind.base in ("Date", "UUID") for field in spec.fields) or any(
        parameter.kind == "UUID" for parameter in spec.parameters)
    imports = ["public import Domain"] + (["public import Foundation"] if uses_foundation else [])
    if spec.parent:
        # Only the schema's initial value names the parent, and that is not public API.
        imports.append(f"import {spec.parent[0]}")
    imports.sort(key=lambda line: line.split()[-1])
    properties = "\n".join(
        f"  /// {upper_camel(field.kind.describe())}"
        + (f"; `{field.wire}` on the wire" if field.wire != field.swift else "") + ".\n"
        + f"  public var {escaped(field.swift)}: {field.swift_type}"
        for field in spec.fields)
    renamed = [f for f in spec.fields if f.wire != f.swift]
    same = ["id"] + [escaped(f.swift) for f in spec.fields if f.wire == f.swift]
    keys = [f"    case {', '.join(same)}"] + [
        f'    case {escaped(f.swift)} = "{f.wire}"' for f in renamed]
    schema_arguments = [f'singular: "{spec.model}"', f'plural: "{spec.name}"',
                        f'storageName: "{spec.storage_name}"']
    if spec.actions != list(DEFAULT_ACTIONS):
        schema_arguments.append("actions: [" + ", ".join(
            "." + a if a in ACTIONS else f'.custom("{a}")' for a in spec.actions) + "]")
    if spec.parent:
        key = next(p for p in spec.parameters if p.name == spec.parent[2])
        schema_arguments.append(
            f"parent: ResourceParent({spec.parent[1]}.self, key: .{escaped(key.swift)})")
    fields = "\n".join(
        f"      ResourceField(.{escaped(f.swift)}, \\.{escaped(f.swift)})," for f in spec.fields)
    parameters = ", ".join(
        f"{escaped(f.swift)}: {f.swift_type}" + (" = nil" if f.kind.optional else "")
        for f in spec.fields)
    assignments = "\n".join(
        f"    self.{escaped(f.swift)} = {escaped(f.swift)}" for f in spec.fields)
    return f'''{chr(10).join(imports)}

/// A {spec.singular_words}. Generated by `scripts/new-feature`: its Swift names are its properties, the server's names its `CodingKeys`, its rules its `schema`, and every layer serves it through one generic type. Where it travels is its route, in `{spec.model}+Route.swift`.
public struct {spec.model}: Resource {{
  /// The server's identifier.
  public var id: {spec.id_kind}
{properties}

  /// The names on the wire.
  public enum CodingKeys: String, CodingKey, CaseIterable {{
{chr(10).join(keys)}
  }}
{address_declaration(spec)}
  /// Its names, what may be done with it, and its fields.
  public static let schema = ResourceSchema<{spec.model}>(
    {", ".join(schema_arguments)},
    fields: [
{fields}
    ])

  /// A {spec.singular_words} with every field given.
  public init(id: {spec.id_kind}, {parameters}) {{
    self.id = id
{assignments}
  }}
}}
'''


def address_declaration(spec):
    """The resource's address, when its path has parameters: one typed part each."""
    if not spec.parameters:
        return ""
    properties = "\n".join(
        f"    /// The {phrase(p.name)}" + (f"; `{p.name}` in the path" if p.name != p.swift
                                          else "") + ".\n"
        f"    public var {escaped(p.swift)}: {p.kind}" for p in spec.parameters)
    renamed = [p for p in spec.parameters if p.name != p.swift]
    same = [escaped(p.swift) for p in spec.parameters if p.name == p.swift]
    keys = ([f"      case {', '.join(same)}"] if same else []) + [
        f'      case {escaped(p.swift)} = "{p.name}"' for p in renamed]
    parts = ", ".join(
        f"AddressPart(CodingKeys.{escaped(p.swift)}, \\Address.{escaped(p.swift)})"
        for p in spec.parameters)
    arguments = ", ".join(f"{escaped(p.swift)}: {p.kind}" for p in spec.parameters)
    assignments = "\n".join(
        f"      self.{escaped(p.swift)} = {escaped(p.swift)}" for p in spec.parameters)
    return f'''
  /// Which {spec.plural_words}: the parts of `{spec.collection}`.
  public struct Address: ResourceAddress {{
{properties}

    /// The names in the path.
    public enum CodingKeys: String, CodingKey {{
{chr(10).join(keys)}
    }}

    /// Its parts, in the path's order.
    public static let parts = [{parts}]

    /// The address with every part given.
    public init({arguments}) {{
{assignments}
    }}
  }}
'''


def route_file(spec):
    arguments = [f'collection: "{spec.collection}"']
    if spec.item_given:
        arguments.append(f'item: "{spec.item}"')
    if spec.paging:
        arguments.append(f"paging: .{PAGING[spec.paging]}")
    paged = f", paged the `{spec.paging}` way" if spec.paging else ""
    if spec.paging == "json-api":
        # JSON:API's lists hold JSON:API's records.
        arguments.append(f'records: .jsonAPI(type: "{spec.storage_name}")')
        paged += (f", its records JSON:API's of type `{spec.storage_name}` (write the server's "
                  "type if it differs: djangorestframework-jsonapi's is its model's class name "
                  "unless told otherwise)")
    if spec.edits == "put":
        arguments.append("edits: .put")
        paged += ", an edit sent as a `PUT` of the whole item, as read just before"
    return f'''public import Networking

/// Where {spec.plural_words} travel: `{spec.collection}`, each at `{spec.item}`{paged}. Generated by `scripts/new-feature`.
extension {spec.model}: RemoteResource {{
  /// Its collection's path, and one item's.
  public static let route = ResourceRoute<{spec.model}>({", ".join(arguments)})
}}
'''


def presentable_file(spec):
    return f'''public import Features

/// How a {spec.singular_words} reads to a person: every label and its row's summary are the defaults, made from its fields. Generated by `scripts/new-feature`; write what should read otherwise here.
extension {spec.model}: Presentable {{}}
'''


def enum_file(spec, field):
    # A case is its word on the wire (its raw value, when the Swift name differs): a doc comment
    # would only repeat it.
    cases = "\n".join(
        f"  case {escaped(swift_name(word))}"
        + (f' = "{word}"' if swift_name(word) != word else "")
        for word in field.kind.choices)
    return f'''public import Domain

/// The words a {spec.singular_words}'s `{field.wire}` holds. Generated by `scripts/new-feature`.
public enum {field.enum_type}: String, FieldChoice {{
{cases}
}}
'''


def test_file(spec):
    model = f"{spec.module}.{spec.model}" if spec.qualified_in_tests else spec.model
    index = 3
    identifier = id_sample(spec, index)
    pairs = [("id", identifier[0])]
    arguments = [f"id: {identifier[1]}"]
    for field in spec.fields:
        json_value, swift_value = sample_value(field, index, spec)
        pairs.append((field.wire, json_value))
        arguments.append(f"{label_escaped(field.swift)}: {swift_value}")
    optional = [f for f in spec.fields if f.kind.optional]
    required_pairs = [("id", identifier[0])] + [
        (f.wire, sample_value(f, index, spec)[0]) for f in spec.fields if not f.kind.optional]
    required_arguments = [f"id: {identifier[1]}"] + [
        f"{label_escaped(f.swift)}: {sample_value(f, index, spec)[1]}"
        for f in spec.fields if not f.kind.optional]
    keys = ", ".join(f'"{f.wire}"' for f in spec.fields)
    tests = [f'''  @Test("Reads the server's JSON, every field exactly")
  func decodes() throws {{
    let decoded = try ResourceCoding.decoder().decode({model}.self, from: Data(Self.json.utf8))
    #expect(decoded == Self.sample)
  }}

  @Test("Writes the server's JSON, every key and value exactly")
  func encodes() throws {{
    let encoded = try ResourceCoding.encoder().encode(Self.sample)
    #expect(String(decoding: encoded, as: UTF8.self) == Self.json)
  }}

  @Test("Its schema covers every coding key, in order, and holds together")
  func schema() {{
    #expect({model}.schema.inconsistencies.isEmpty)
    #expect({model}.schema.fields.map(\\.key) == [{keys}])
  }}

  @Test("Its route fits it: the paths name its address and its identifier")
  func route() {{
    #expect({model}.route.inconsistencies.isEmpty)
  }}''']
    if optional:
        tests.append(f'''  @Test("Its optional fields may be missing")
  func optionalFields() throws {{
    let json = #"{json_object(required_pairs)}"#
    let decoded = try ResourceCoding.decoder().decode({model}.self, from: Data(json.utf8))
    #expect(decoded == {model}({", ".join(required_arguments)}))
  }}''')
    for field in spec.fields:
        if field.kind.base != "enum":
            continue
        word = sample_value(field, index, spec)[0]
        # A list keeps its shape, so the word is what the decoder refuses, not the brackets.
        made_up = '["made-up"]' if field.kind.is_list else '"made-up"'
        tests.append(f'''  @Test("A {phrase(field.wire)} the server made up is an error naming it, never a crash")
  func unknown{upper_camel(field.swift)}() throws {{
    let json = Self.json.replacingOccurrences(of: #"{word}"#, with: #"{made_up}"#)
    let error = try #require(throws: DecodingError.self) {{
      try ResourceCoding.decoder().decode({model}.self, from: Data(json.utf8))
    }}
    guard case .dataCorrupted(let context) = error else {{
      Issue.record("not a word the enum lacks: \\(error)")
      return
    }}
    #expect((context.underlyingError as? UnknownChoice)?.value == "made-up")
  }}''')
    imports = "\n".join(f"import {m}" for m in sorted(["Domain", "Foundation", "Networking",
                                                            "Testing", spec.module]))
    return f'''{imports}

/// What is {spec.model}'s own: its wire names, its kinds, its rules. Generated by `scripts/new-feature`; every layer that serves it is generic, and tested once.
@Suite("{spec.model}")
struct {spec.model}Tests {{
  static let json = #"""
    {json_object(pairs)}
    """#

  static let sample = {model}(
    {", ".join(arguments)})

{(chr(10) + chr(10)).join(tests)}
}}
'''


def rewrap_doc_comments(text, width=100):
    """Rewraps each `///` paragraph that has a line over `width` columns (a long path makes
    one), keeping a code span on one line. swift format does not wrap comments."""
    lines, out, i = text.split("\n"), [], 0
    while i < len(lines):
        match = re.match(r"(\s*///) (.*)$", lines[i])
        if not match:
            out.append(lines[i])
            i += 1
            continue
        prefix, found = match.group(1), []
        start = i
        while i < len(lines) and re.match(re.escape(prefix) + r" \S", lines[i]) \
                and not re.match(re.escape(prefix) + r" (- |```)", lines[i]):
            found += re.findall(r"`[^`]*`\S*|\S+", lines[i][len(prefix) + 1:])
            i += 1
        if i == start or all(len(line) <= width for line in lines[start:i]):
            out += lines[start:max(i, start + 1)]
            i = max(i, start + 1)
            continue
        line = prefix
        for word in found:
            if line != prefix and len(line) + 1 + len(word) > width:
                out.append(line)
                line = prefix
            line += " " + word
        out.append(line)
    return "\n".join(out)


def files(spec):
    """Every file the feature adds, by path, its doc comments wrapped."""
    result = {
        f"Modules/{spec.module}/{spec.model}.swift": model_file(spec),
        f"Modules/{spec.module}/{spec.model}+Route.swift": route_file(spec),
        f"Modules/{spec.module}/{spec.model}+Presentable.swift": presentable_file(spec),
    }
    for field in spec.fields:
        if field.enum_type:
            result[f"Modules/{spec.module}/{field.enum_type}.swift"] = enum_file(spec, field)
    result[f"Tests/{spec.module}Tests/{spec.model}Tests.swift"] = test_file(spec)
    return {path: rewrap_doc_comments(text) for path, text in result.items()}


# MARK: The lines it adds to shared files


def manifest_entries(spec):
    dependencies = sorted({"Domain", "Features", "Networking"}
                          | ({spec.parent[0]} if spec.parent else set()))
    listed = ", ".join(f'"{name}"' for name in dependencies)
    tests = ", ".join(f'"{name}"' for name in sorted(dependencies + [spec.module]))
    return f'''    // MARK: {spec.module}
    // A resource, generated by scripts/new-feature: what it is (Domain), where it travels
    // (Networking) and how it reads (Features), a file each, and its test. Every layer serves it
    // through one generic type.
    .target(
      name: "{spec.module}",
      dependencies: [{listed}],
      path: "Modules/{spec.module}"
    ),
    .testTarget(
      name: "{spec.module}Tests",
      dependencies: [{tests}],
      path: "Tests/{spec.module}Tests"
    ),

'''


def option_usage(parameter):
    return f" --{parameter.option} {parameter.placeholder}"


def usages(spec):
    """The usage line of each command, as `CommandDefinition.usage` writes it."""
    collection = "".join(option_usage(p) for p in spec.parameters)
    item = "".join(option_usage(p) for p in spec.item_parameters)
    parameter_fields = {p.name for p in spec.parameters}
    fields = " <fields>" if any(f.wire not in parameter_fields for f in spec.fields) else ""
    lines = {
        "list": f"strata {spec.list_command}{collection} [--page N] [--per-page N] [options]",
        "show": f"strata {spec.item_command} show <id>{item} [options]",
        "add": f"strata {spec.item_command} add{collection}{fields} [options]",
        "edit": f"strata {spec.item_command} edit <id>{item} [--clear FIELDS]{fields} [options]",
        "delete": f"strata {spec.item_command} delete <id>{item} [options]",
    }
    for action in spec.custom_actions:
        lines[action] = f"strata {spec.item_command} {kebab(action)} <id>{item} [options]"
    return [lines[action] for action in spec.actions]


def add_manifest(manifest, spec):
    if PACKAGE_MARKER not in manifest:
        refuse(f"Package.swift has no line starting '{PACKAGE_MARKER.strip()}' to insert above")
    index = manifest.index(PACKAGE_MARKER)
    manifest = manifest[:index] + manifest_entries(spec) + manifest[index:]
    return set_cli_dependency(manifest, spec.module, present=True)


def remove_manifest(manifest, module):
    pattern = re.compile(
        r"    // MARK: " + re.escape(module) + r"\n    // A resource, generated by "
        r"scripts/new-feature.*?\n    \.testTarget\(\n      name: \"" + re.escape(module) + r"Tests\",.*?\n    \),\n\n",
        re.S)
    manifest, count = pattern.subn("", manifest, count=1)
    if count != 1:
        refuse(f"Package.swift has no block for {module} as scripts/new-feature writes it")
    return set_cli_dependency(manifest, module, present=False)


def set_cli_dependency(manifest, module, present):
    match = re.search(r'(\.executableTarget\(\s*name: "CLI",\s*dependencies: \[)([^\]]*)(\])',
                      manifest)
    if not match:
        refuse("Package.swift's CLI target has no dependencies list")
    # A line that joins an extra (`"TerminalUI",`, a target of the optional parts, which
    # scripts/remove-extra takes out whole) or carries a comment (a part's mark) stays as it is,
    # after the sorted names; the format wraps the rest.
    lines = match.group(2).split("\n")
    optional = manifest.split("// MARK: - Optional parts", 1)[1:]
    joins = {f'"{name}",' for part in optional for name in re.findall(r'name: "(\w+)"', part)}
    if any(re.search(r"//\s*\w+:(begin|end)\b", line) for line in lines):
        refuse("Package.swift's CLI dependencies hold a marked block (`// x:begin`): mark each "
               "line a part adds (`\"Name\",  // x`) instead, so the names can be sorted")
    def apart(line):
        return "//" in line or line.strip() in joins
    kept = [line.strip() for line in lines if apart(line)]
    names = set(re.findall(r'"([^"]+)"', " ".join(line for line in lines if not apart(line))))
    names = names | {module} if present else names - {module}
    listed = ", ".join(f'"{n}"' for n in sorted(names))
    if kept:
        listed = "\n        " + listed + ",\n" + "".join(f"        {line}\n" for line in kept) + "      "
    return manifest[:match.start(2)] + listed + manifest[match.end(2):]


def add_resource(source, spec):
    if RESOURCES_MARKER not in source:
        refuse("Modules/CLI/Composition/Resources.swift has lost its 'new-feature: resources' "
               "marker")
    source = add_import(source, spec.module)
    index = source.index(RESOURCES_MARKER)
    before = source[:index].rstrip(" \n")
    if not before.endswith("[") and not before.endswith(","):
        before += ","
    return before + f"\n    {spec.model}.self,\n" + source[index:]


def remove_resource(source, module, model):
    source, count = re.subn(r"\n\s*" + re.escape(model) + r"\.self,?", "", source, count=1)
    if count != 1:
        refuse(f"Resources.swift does not list {model}.self")
    source = re.sub(r"^import " + re.escape(module) + r"\n", "", source, count=1, flags=re.M)
    return source


def add_import(source, module):
    lines = source.split("\n")
    imports = [i for i, line in enumerate(lines) if line.startswith("import ")]
    position = next((i for i in imports if lines[i][len("import "):] > module),
                    imports[-1] + 1 if imports else 0)
    lines.insert(position, f"import {module}")
    return "\n".join(lines)


def add_readme(readme, spec):
    if README_HELP_LINE not in readme:
        refuse(f"README.md has no line starting '{README_HELP_LINE}' to insert above")
    index = readme.index(README_HELP_LINE)
    return readme[:index] + "".join(line + "\n" for line in usages(spec)) + readme[index:]


def remove_readme(readme, list_command, item_command):
    kept = [line for line in readme.split("\n")
            if not line.startswith(f"strata {list_command} ")
            and not line.startswith(f"strata {item_command} ")]
    return "\n".join(kept)


def read_schema_names(model_source):
    """(singular, plural) from a generated model's `schema`."""
    match = re.search(r'singular: "([A-Za-z0-9]+)", plural: "([A-Za-z0-9]+)"', model_source)
    if not match:
        refuse("the model file has no schema with singular: and plural: as new-feature writes")
    return match.group(1), match.group(2)
