"""Tests of the generator's pure part, scripts/feature_kit.py: fast (a second or two), run by
`swift test` (ArchitectureTests) and on their own with

    python3 -m unittest discover -s scripts/tests

The randomized test draws specs from a seeded generator that favours the hard cases (Swift
keywords, acronyms, snake_case, digits, names of the generated code's own members) and holds
every spec the kit accepts to what must be true of its output. A failure prints the seed and
the spec, so it can be replayed: STRATA_GENERATOR_SEED=<seed>.
"""

import json
import os
import random
import re
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
import feature_kit as kit  # noqa: E402

IDENTIFIER = re.compile(r"`?[A-Za-z_][A-Za-z0-9_]*`?")
TAKEN_TYPES = {"MainActor", "Date", "String", "Resource", "Task", "Settings"}
TAKEN_MODULES = {"Domain", "Features", "CLI", "Todos", "TodosTests"}
TAKEN_COMMANDS = {"profile", "articles", "bookmark", "bookmarks", "sync", "browse", "outbox",
                  "help", "version", "todo", "todos"}


def names_table():
    with open(os.path.join(HERE, "names.json"), encoding="utf-8") as handle:
        return json.load(handle)["names"]


class NamesTests(unittest.TestCase):
    def test_agrees_with_the_shared_table(self):
        for row in names_table():
            with self.subTest(name=row["name"]):
                self.assertEqual(kit.kebab(row["name"]), row["kebab"])
                self.assertEqual(kit.swift_name(row["name"]), row["swift"])
                self.assertEqual(kit.label(row["name"]), row["label"])

    def test_keywords_are_written_in_backticks(self):
        self.assertEqual(kit.escaped("default"), "`default`")
        self.assertEqual(kit.escaped("title"), "title")

    def test_kebab_never_has_an_underscore_or_a_capital(self):
        for name in ("post_id", "postId", "POST_ID", "Post-Id"):
            self.assertRegex(kit.kebab(name), r"^[a-z0-9]+(-[a-z0-9]+)*$")


def spec(fields="title:String", name="Notes", model="Note", path="/notes", **extra):
    return kit.Spec(name, model, path, fields, extra.get("actions"), extra.get("item_path"),
                    extra.get("id_kind"), extra.get("paging"), extra.get("parent"),
                    extra.get("edits"))


class SpecTests(unittest.TestCase):
    def refused(self, *args, **kwargs):
        with self.assertRaises(kit.Refused):
            made = spec(*args, **kwargs)
            kit.check_names(made, TAKEN_TYPES, TAKEN_MODULES, TAKEN_COMMANDS)

    def test_a_field_named_like_the_model_works(self):
        made = spec("note:String")
        self.assertIn("public var note: String", kit.model_file(made))

    def test_a_type_the_toolchain_declares_is_refused(self):
        self.refused(model="MainActor", name="MainActors")
        self.refused(model="Settings", name="SettingsList")

    def test_a_name_only_swift_testing_declares_is_spelled_in_full_in_the_test(self):
        made = spec("postId:Int body:String", name="Comments", model="Comment",
                    path="/posts/{postId}/comments")
        kit.check_names(made, set(), set(), set(), tests_see={"Comment", "Tag"})
        test = kit.test_file(made)
        self.assertIn("static let sample = Comments.Comment(", test)
        self.assertNotRegex(test, r"[^.]\bComment\(")
        self.assertIn("public struct Comment: Resource", kit.model_file(made))

    def test_an_enum_named_like_a_visible_type_is_refused(self):
        # Note + Tag would be NoteTag: free; a model "Da" with a field "te" makes "DaTe", free;
        # the enum of field "task" on model "" cannot exist, so build one that clashes.
        with self.assertRaises(kit.Refused):
            made = spec("title:String", model="Ta", name="Tas", path="/tas")
            made.fields[0].enum_type = "Task"
            kit.check_names(made, TAKEN_TYPES, TAKEN_MODULES, TAKEN_COMMANDS)

    def test_a_module_or_command_taken_is_refused(self):
        self.refused(name="Todos", model="TodoItem", path="/t")
        self.refused(name="Bookmarks", model="Mark", path="/b")
        # A type named like a module: `Domain.Domain` would not compile where both are seen.
        self.refused(name="Widgets", model="Domain", path="/w")

    def test_typed_path_parameters(self):
        made = spec("slug:String title:String", path="/boards/{slug:String}/notes")
        self.assertEqual([(p.name, p.kind) for p in made.parameters], [("slug", "String")])
        self.assertIn("--slug TEXT", kit.usages(made)[0])
        self.refused("slug:Int title:String", path="/boards/{slug:String}/notes")

    def test_snake_case_wire_names(self):
        made = spec("postId:Int html_url:String", path="/posts/{postId}/notes")
        self.assertEqual(made.fields[1].swift, "htmlURL")
        self.assertIn('case htmlURL = "html_url"', kit.model_file(made))
        self.assertIn("--post-id N", kit.usages(made)[0])
        # The field post_id and the parameter postId would both be --post-id.
        self.assertRaises(kit.Refused, spec, "post_id:Int html_url:String",
                          path="/posts/{postId}/notes")
        self.assertRaises(kit.Refused, spec, path="/posts/{post_id}/notes")

    def test_the_item_path(self):
        self.assertEqual(spec(path="/users/{userId}/notes").item, "/notes/{id}")
        made = spec("userId:Int title:String", path="/users/{userId}/notes",
                    item_path="/users/{userId}/notes/{id}")
        self.assertEqual(made.item, "/users/{userId}/notes/{id}")
        self.assertIn("strata note show <id> --user-id N [options]", kit.usages(made))
        self.refused(item_path="/notes/{key}")
        self.refused(path="/notes", item_path="/users/{userId}/notes/{id}")

    def test_a_trailing_slash_is_kept(self):
        # Django REST framework's routers, FastAPI and Flask serve collections at /notes/.
        made = spec(path="/boards/{boardId}/notes/")
        self.assertEqual((made.collection, made.item), ("/boards/{boardId}/notes/", "/notes/{id}/"))
        self.assertIn('collection: "/boards/{boardId}/notes/"', kit.route_file(made))
        self.assertEqual(spec(path="/notes", item_path="/notes/{id}/").item, "/notes/{id}/")

    def test_bad_specs_are_refused(self):
        for arguments in [
            dict(fields=""), dict(fields="a"), dict(fields="a:Float"), dict(fields="id:Int"),
            dict(fields="self:Int"), dict(fields="hashValue:Int"), dict(fields="a:[Int"),
            dict(fields="a:enum(x)"), dict(fields="a:enum(x,x)"), dict(fields="a:enum(x,1y)"),
            dict(fields="a:Int a:String"), dict(fields="userId:Int userID:Int"),
            dict(fields="json:Int"), dict(fields="clear:Bool"), dict(fields="A:Int"),
            dict(path="notes"), dict(path="/"), dict(path="/a//b"), dict(path="/{json}"),
            dict(path="/{page}"), dict(path="/{id}"), dict(path="/a/{x}/{x}"),
            dict(path="/{x}"), dict(actions="list,fly-away"), dict(actions=""),
            dict(actions="list,Archive"), dict(actions="list,help"), dict(actions="list,default"),
            dict(id_kind="Long"), dict(paging="keyset"),
            dict(path="/boards/{slug:String}/notes", parent=("Boards", "Board", "boardId")),
            dict(name="notes"), dict(name="NotesTests"), dict(model="Notes"),
            dict(model="NOTES"), dict(name="Struct", model="Protocol"),
        ]:
            with self.subTest(arguments=arguments):
                self.refused(**arguments)

    def test_actions_keep_their_order(self):
        made = spec(actions="delete,list,add")
        self.assertEqual(made.actions, ["list", "add", "delete"])
        self.assertIn("actions: [.list, .add, .delete]", kit.model_file(made))
        self.assertNotIn("actions:", kit.model_file(spec()))

    def test_actions_of_the_apps_own(self):
        made = spec(actions="markRead,list,show,archive")
        self.assertEqual(made.actions, ["list", "show", "markRead", "archive"])
        self.assertIn('.custom("markRead"), .custom("archive")', kit.model_file(made))
        self.assertIn("strata note mark-read <id> [options]", kit.usages(made))
        self.assertIn("strata note archive <id> [options]", kit.usages(made))

    def test_identifier_kinds(self):
        self.assertIn("public var id: Int", kit.model_file(spec()))
        made = spec(id_kind="String")
        self.assertIn("public var id: String", kit.model_file(made))
        self.assertIn('"id":"notes-3"', kit.test_file(made))
        uuid = spec(id_kind="UUID")
        self.assertIn("public var id: UUID", kit.model_file(uuid))
        self.assertIn("public import Foundation", kit.model_file(uuid))
        self.assertIn("00000000-0000-4000-8000-000000000003", kit.test_file(uuid))

    def test_the_route_and_its_paging(self):
        route = kit.route_file(spec(paging="drf"))
        self.assertIn('ResourceRoute<Note>(collection: "/notes", paging: .drf)', route)
        self.assertIn('paging: .jsonServerV1', kit.route_file(spec(paging="json-server-v1")))
        self.assertIn('paging: .limitOffset', kit.route_file(spec(paging="limit-offset")))
        self.assertIn('(collection: "/notes")', kit.route_file(spec()))
        self.assertIn('paging: .jsonAPI, records: .jsonAPI(type: "notes"))',
                      kit.route_file(spec(paging="json-api")))
        self.assertIn('(collection: "/notes", paging: .drf, edits: .put)',
                      kit.route_file(spec(paging="drf", edits="put", actions="list,show,edit")))
        self.assertNotIn("edits:", kit.route_file(spec(edits="patch", actions="list,edit")))
        with self.assertRaisesRegex(kit.Refused, "has no edit"):
            spec(edits="put")
        with self.assertRaisesRegex(kit.Refused, "choose patch or put"):
            spec(edits="post", actions="list,edit")

    def test_an_address_from_the_path(self):
        made = spec("title:String", path="/books/{slug:String}/chapters/{number}/notes")
        model = kit.model_file(made)
        self.assertIn("public struct Address: ResourceAddress", model)
        self.assertIn("public var slug: String", model)
        self.assertIn("public var number: Int", model)
        self.assertIn("AddressPart(CodingKeys.slug, \\Address.slug)", model)
        self.assertIn('"/books/{slug}/chapters/{number}/notes"', kit.route_file(made))
        self.assertNotIn("struct Address", kit.model_file(spec()))

    def test_a_parent(self):
        made = spec("title:String", name="Chapters", model="Chapter",
                    path="/books/{slug:String}/chapters", parent=("Books", "Book", "slug"))
        model = kit.model_file(made)
        self.assertIn("\nimport Books\n", "\n" + model)
        self.assertIn("parent: ResourceParent(Book.self, key: .slug)", model)
        self.assertIn('"Books"', kit.manifest_entries(made))


class SharedFileTests(unittest.TestCase):
    MANIFEST = '''let package = Package(
  targets: [
    .target(name: "Domain", path: "Modules/Domain"),
    .executableTarget(
      name: "CLI",
      dependencies: ["Domain", "TerminalUI"],
      path: "Modules/CLI"
    ),

    // new-feature: targets go above this line.

    // MARK: - Optional parts
    // MARK: TerminalUI: the views.
    .target(name: "TerminalUI"),
  ]
)
'''
    RESOURCES = '''import Domain

enum Resources {
  static let all: [any Resource.Type] = [
    // new-feature: resources (scripts/new-feature adds a line above this one)
  ]
}
'''
    README = "```\nstrata profile [options]\nstrata --help | --version\n```\n"

    def test_add_then_remove_restores_every_shared_file(self):
        made = spec("boardId:Int title:String", path="/boards/{boardId}/notes",
                    actions="list,show,add,edit,delete")
        manifest = kit.add_manifest(self.MANIFEST, made)
        self.assertIn('dependencies: ["Domain", "Notes", "TerminalUI"]', manifest)
        self.assertEqual(kit.remove_manifest(manifest, "Notes"), self.MANIFEST)
        resources = kit.add_resource(self.RESOURCES, made)
        self.assertIn("import Notes\n", resources)
        self.assertIn("Note.self,", resources)
        self.assertEqual(kit.remove_resource(resources, "Notes", "Note"), self.RESOURCES)
        readme = kit.add_readme(self.README, made)
        self.assertEqual(len(readme.split("\n")), len(self.README.split("\n")) + 5)
        self.assertEqual(kit.remove_readme(readme, "notes", "note"), self.README)

    def test_a_dependency_that_joins_an_extra_stays_on_its_own_line(self):
        # `"TerminalUI",`: scripts/remove-extra browse takes the whole line out, so adding a
        # feature must not merge it into the sorted names; a marked line stays apart too.
        for line in ['"TerminalUI",', '"TerminalUI",  // browse']:
            manifest = self.MANIFEST.replace(
                'dependencies: ["Domain", "TerminalUI"],',
                f'dependencies: [\n        "Domain",\n        {line}\n      ],')
            made = spec("title:String", path="/notes")
            added = kit.add_manifest(manifest, made)
            self.assertIn(f'"Domain", "Notes",\n        {line}\n      ],', added)
            self.assertEqual(kit.remove_manifest(added, "Notes"), manifest)

    def test_two_features_and_removing_the_first(self):
        first = spec()
        second = spec(name="Cards", model="Card", path="/cards")
        resources = kit.add_resource(kit.add_resource(self.RESOURCES, first), second)
        self.assertLess(resources.index("Note.self"), resources.index("Card.self"))
        self.assertLess(resources.index("import Cards"), resources.index("import Domain"))
        removed = kit.remove_resource(resources, "Notes", "Note")
        self.assertEqual(removed, kit.add_resource(self.RESOURCES, second))


# MARK: Randomized


WORDS = ["title", "note", "user", "id", "url", "html", "due", "on", "at", "created", "default",
         "self", "class", "in", "is", "schema", "hash", "value", "page", "json", "clear", "type",
         "api", "count", "2", "x", "uuid", "init", "encode", "protocol", "Self", "some", "any"]
TYPES = ["Int", "Double", "Bool", "String", "Date"]


def random_wire(rng):
    parts = [rng.choice(WORDS) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.3:
        return "_".join(part.lower() for part in parts)
    return parts[0].lower() + "".join(part[:1].upper() + part[1:] for part in parts[1:])


def random_type(rng):
    if rng.random() < 0.2:
        words = [random_wire(rng) + rng.choice(["", "-x", "_y"]) for _ in range(rng.randint(1, 4))]
        base = f"enum({','.join(words)})"
    else:
        base = rng.choice(TYPES)
    if rng.random() < 0.2:
        base = f"[{base}]"
    return base + ("?" if rng.random() < 0.3 else "")


def random_type_name(rng):
    return "".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(1, 2)))


def random_arguments(rng):
    parameters = [random_wire(rng) for _ in range(rng.randint(0, 2))]
    segments = []
    for parameter in parameters:
        segments += [rng.choice(["users", "boards", "a"]),
                     "{%s%s}" % (parameter, rng.choice(["", ":String", ":Int"]))]
    segments.append(rng.choice(["notes", "items", "x-y", "v1.2"]))
    fields = [f"{random_wire(rng)}:{random_type(rng)}" for _ in range(rng.randint(1, 6))]
    if parameters and rng.random() < 0.5:
        fields.append(f"{parameters[0]}:Int")
    model = random_type_name(rng)
    actions = ",".join(rng.sample(kit.ACTIONS + ("archive", "markRead"), rng.randint(1, 5)))
    return dict(name=model + "s", model=model, path="/" + "/".join(segments),
                fields=" ".join(fields), actions=actions)


class RandomizedTests(unittest.TestCase):
    def test_every_accepted_spec_makes_sound_code(self):
        seed = int(os.environ.get("STRATA_GENERATOR_SEED", "20261201"))
        rng = random.Random(seed)
        accepted = 0
        for attempt in range(3000):
            arguments = random_arguments(rng)
            try:
                made = kit.Spec(arguments["name"], arguments["model"], arguments["path"],
                                arguments["fields"], arguments["actions"],
                                id_kind=rng.choice(kit.ID_KINDS),
                                paging=rng.choice([None] + list(kit.PAGING)))
                kit.check_names(made, TAKEN_TYPES, TAKEN_MODULES, TAKEN_COMMANDS)
            except kit.Refused as refusal:
                self.assertTrue(str(refusal), arguments)
                continue
            accepted += 1
            with self.subTest(seed=seed, attempt=attempt, spec=arguments):
                self.check(made)
        # The generator favours hard cases, but not so hard that nothing passes.
        self.assertGreater(accepted, 300)

    def check(self, made):
        produced = kit.files(made)
        model = produced[f"Modules/{made.module}/{made.model}.swift"]
        test = produced[f"Tests/{made.module}Tests/{made.model}Tests.swift"]
        # Every name the code declares is a Swift identifier, and no keyword is bare.
        for line in model.split("\n"):
            declared = re.match(r"\s*public var (\S+):", line)
            if declared:
                self.assertRegex(declared.group(1), IDENTIFIER)
                bare = declared.group(1).strip("`")
                self.assertTrue(bare not in kit.KEYWORDS or declared.group(1).startswith("`"))
        # The coding keys hold every wire name once, and nothing else.
        coding_keys = model[model.index("enum CodingKeys"):]
        coding_keys = coding_keys[:coding_keys.index("}")]
        keys = re.findall(r'case (\S+) = "([^"]+)"', coding_keys)
        same = re.search(r"case (id(?:, [^\n=]+)?)\n", coding_keys).group(1).split(", ")
        wire = sorted([raw for _, raw in keys] + [name.strip("`") for name in same])
        self.assertEqual(wire, sorted(["id"] + [f.wire for f in made.fields]))
        # A call site escapes only the labels that need it.
        for label in re.findall(r"`(\w+)`:", test):
            self.assertIn(label, kit.LABEL_KEYWORDS, test)
        # The sample JSON is JSON, with every field, and the enums' words are theirs.
        sample = re.search(r'static let json = #"""\n\s*(.*)\n', test).group(1)
        decoded = json.loads(sample)
        self.assertEqual(sorted(decoded), sorted(["id"] + [f.wire for f in made.fields]))
        for field in made.fields:
            if field.kind.base == "enum":
                values = decoded[field.wire] if field.kind.is_list else [decoded[field.wire]]
                self.assertTrue(set(values) <= set(field.kind.choices))
        # Options are kebab case, unique, and none is one the commands take already.
        options = [f.option for f in made.fields] + [p.option for p in made.parameters]
        for option in options:
            self.assertRegex(option, r"^[a-z0-9]+(-[a-z0-9]+)*$")
        self.assertFalse(set(f.option for f in made.fields) & kit.FIELD_RESERVED_OPTIONS)
        # Every usage line names its command, and the list comes first when there is one.
        lines = kit.usages(made)
        self.assertEqual(len(lines), len(made.actions))
        for line in lines:
            self.assertTrue(line.startswith("strata ") and line.endswith(" [options]"))
        # No doc comment runs past the line length.
        for text in produced.values():
            for line in text.split("\n"):
                if line.strip().startswith("///"):
                    self.assertLessEqual(len(line), 100, line)


if __name__ == "__main__":
    unittest.main()
