import Foundation
import TemplateTools

extension Template {
  static let newFeatureHelp = """
    usage: scripts/new-feature <Name> --model <Type> --path <template> --fields "<name>:<Type> ..."
                               [--actions list,show,add,edit,delete,<own>] [--item-path <template>]
                               [--id-kind Int|String|UUID] [--paging <preset>]
                               [--parent <Name>:<part>] [--edits patch|put] [--dry-run]

    Grows the app by one resource, in one command. For example:

        scripts/new-feature Todos --model Todo --path '/users/{userId}/todos' \\
            --fields 'userId:Int title:String completed:Bool dueOn:Date? priority:enum(low,high)?' \\
            --actions list,show,add,edit,delete

    A resource is one Swift type; every layer serves it through one generic type, written and
    tested once. So the feature adds only what is its own:

        Modules/<Name>/<Type>.swift        what it is: Swift names, the server's names (CodingKeys),
                                           its address (the path's parameters, typed) and its schema
                                           (names, storage name, actions, parent, fields)
        Modules/<Name>/<Type>+Route.swift  where it travels: its paths, and its paging
        Modules/<Name>/<Type>+Presentable.swift  how it reads: the defaults, to write over
        Modules/<Name>/<Type><Field>.swift one per enum field: the words it holds
        Tests/<Name>Tests/<Type>Tests.swift  exact JSON both ways, the schema, the route, unknown
                                           enum words
        Package.swift                      the module and its tests, one block at the end of the
                                           section of generated features; the CLI depends on
                                           it (checked with dump-package)
        Modules/CLI/Composition/Resources.swift   one line: `<Type>.self`
        README.md                          the usage line of each command

    and from that one line, the app has `strata <name>` (a page of the list, `--json` too),
    `strata <type> show <id>`, and as --actions allow `add`, `edit` (PATCH of the changed fields),
    `delete` and each action of the app's own (`--actions list,show,archive` gives
    `strata <type> archive <id>`, a POST to `<item>/archive`), offline too through the outbox; its
    screens in the terminal app and its routes in the embedded sandbox, when the app has them;
    `strata sync` refreshing every list read before.

    --id-kind says what the server's identifiers are (Int by default, String, UUID); --paging how
    its lists are paged when not as the rest of the API's (\(Generator.pagingNames)); cursor
    and drf-cursor reach page N from page N-1, json-api's records are JSON:API's too; --edits put
    that an edit is sent as a PUT of the whole item, read just before (PATCH of the changed
    fields by default); --parent Books:slug that it is listed under the resource of the feature
    Books, the path's {slug} holding a book's identifier.

    <Name> is plural and <Type> singular, both UpperCamelCase: the commands are their kebab case
    (`strata todos`, `strata todo show 3`). Field types: Int, Double, Bool, String, Date (ISO 8601
    on the wire; a date alone accepted), enum(word,word,…), a list of one of those as [Type], and
    `?` on any of them. A field's name is the server's (lowerCamelCase or snake_case); its Swift
    name follows the API Design Guidelines (`userId` is `userID`, `avatar_url` is `avatarURL`),
    and its option is kebab case (`--user-id`). `id` is implicit. A path parameter `{postId}` is
    a whole number, `{slug:String}` text and `{key:UUID}` a UUID; each is a part of the
    resource's typed address and a required option (`--post-id N`, `--slug TEXT`). The item path
    defaults to `/<the path's last word>/{id}`, as JSONPlaceholder has it.

    Names follow one closed rule: a type the feature declares must not already be declared by a
    module that can see it (the toolchain's modules, read from their symbol graphs, and this
    package's), no command or option may be taken twice, and a Swift keyword is always written in
    backticks. Anything refused changes no file (--dry-run lists what would be written and changes
    none). `scripts/remove-feature <Name>` takes it all away again.
    Exit codes: 0 added, shown or helped; 1 refused, nothing changed; 2 a usage error.
    """

  /// `new-feature`: one resource added, or with `--dry-run` what would be written.
  static func newFeature(_ arguments: inout Arguments) {
    if arguments.flag("--help") || arguments.flag("-h") {
      print(newFeatureHelp)
      return
    }
    // `--model=Todo` as argparse reads it: the option, then its value.
    arguments.rest = arguments.rest.flatMap { word in
      word.hasPrefix("--") && word.contains("=")
        ? word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
          .map(String.init) : [word]
    }
    let dryRun = arguments.flag("--dry-run")
    var values: [String: String] = [:]
    for flag in [
      "--model", "--path", "--fields", "--actions", "--item-path", "--id-kind", "--paging",
      "--parent", "--edits",
    ] {
      values[flag] = arguments.option(flag)
    }
    let missing = ["--model", "--path", "--fields"].filter { values[$0] == nil }
    guard arguments.rest.count == 1, let name = arguments.rest.first, !name.hasPrefix("-"),
      missing.isEmpty, let model = values["--model"], let path = values["--path"],
      let fields = values["--fields"]
    else {
      let problem =
        missing.isEmpty
        ? "give one <Name>, and only the options above: \(arguments.rest.joined(separator: " "))"
        : "the options \(missing.joined(separator: ", ")) are required"
      fail(newFeatureHelp.components(separatedBy: "\n\n")[0] + "\nnew-feature: error: \(problem)")
    }
    let generator = Generator(root: packageRoot)
    let addition: Generator.Addition
    var manifest: Manifest?
    do {
      addition = try generator.plan(
        name: name, model: model, path: path, fields: fields, actions: values["--actions"],
        itemPath: values["--item-path"], idKind: values["--id-kind"], paging: values["--paging"],
        parent: values["--parent"], edits: values["--edits"])
      if !dryRun { manifest = try generator.apply(addition) }
    } catch {
      fail("new-feature: \(error); nothing was changed.", code: 1)
    }
    let graph = !dryRun && redrawGraph(from: manifest)
    print("\(dryRun ? "Would add" : "Added") the resource \(addition.title):")
    for path in addition.written.map(\.path).sorted() { print("  + \(path)") }
    for path in addition.edited.map(\.path).sorted() { print("  ~ \(path)") }
    if graph { print("  ~ ARCHITECTURE.md (the module graph)") }
    print(
      dryRun ? "Nothing was changed." : "Next: swift run \(addition.example)   (then: swift test)")
  }

  /// `remove-feature`: a generated resource taken out, or with `--dry-run` what would go.
  static func removeFeature(_ arguments: inout Arguments) {
    let dryRun = arguments.flag("--dry-run")
    guard arguments.rest.count == 1, let name = arguments.rest.first, !name.hasPrefix("-") else {
      print(
        """
        Takes a resource that scripts/new-feature added back out of the app.

            scripts/remove-feature <Name> [--dry-run]

        It removes what the generator wrote (Modules/<Name>, Tests/<Name>Tests), its block in
        Package.swift and the CLI's dependency on it, its line and import in
        Modules/CLI/Composition/Resources.swift and its usage lines in README.md, then redraws the
        module graph: the tree passes every gate again. Offline copies and queued changes of the
        resource in a data directory are left there; `strata outbox` shows such a change as one
        nothing can send, and `strata outbox discard <id>` drops it.

        A module the generator did not write, or one another resource is listed under, is refused,
        and nothing is changed. Exit codes: 0 removed, shown or helped; 1 refused, or no <Name>.
        """)
      exit(["-h", "--help"].contains(arguments.rest.first ?? "") ? 0 : 1)
    }
    let generator = Generator(root: packageRoot)
    let subtraction: Generator.Subtraction
    do {
      subtraction = try generator.planRemoval(of: name)
      if !dryRun { try generator.apply(subtraction) }
    } catch {
      fail("remove-feature: \(error); nothing was changed.", code: 1)
    }
    let graph = !dryRun && redrawGraph()
    print("\(dryRun ? "Would remove" : "Removed") the resource \(subtraction.title):")
    for path in subtraction.deleted { print("  - \(path)") }
    for path in subtraction.edited.map(\.path) { print("  ~ \(path)") }
    if graph { print("  ~ ARCHITECTURE.md (the module graph)") }
    if dryRun { print("Nothing was changed.") }
  }

  /// Redraws ARCHITECTURE.md's module graph from `manifest` (or a new dump); whether it could.
  static func redrawGraph(from manifest: Manifest? = nil) -> Bool {
    let file = packageRoot.appendingPathComponent("ARCHITECTURE.md")
    guard let manifest = manifest ?? (try? Manifest.dump(root: packageRoot)),
      let text = try? String(contentsOf: file, encoding: .utf8),
      let redrawn = try? ModuleGraph.redraw(text, from: manifest)
    else { return false }
    return (try? redrawn.write(to: file, atomically: true, encoding: .utf8)) != nil
  }
}

extension Template {
  /// The generated samples that are in the tree (``Extra/generatedSamples``), each planned as
  /// `remove-feature` takes it.
  static func plannedGeneratedSamples() throws(ToolError) -> [GeneratedSample] {
    let generator = Generator(root: packageRoot)
    return try Extra.generatedSamples.filter {
      FileManager.default.fileExists(
        atPath: packageRoot.appendingPathComponent("Modules/\($0)").path)
    }.map { name throws(ToolError) in
      let planned = try generator.planRemoval(of: name)
      return GeneratedSample(
        title: planned.title, removal: Removal(deleted: planned.deleted, edits: planned.edited),
        apply: { () throws(ToolError) in try generator.apply(planned) })
    }
  }
}
