import Foundation
import TestSupport
import Testing

@testable import TemplateTools

/// scripts/new-feature's pure part: the spec, the names rule, and the text of every file and
/// line it writes. No file is read or written, so thousands of specs take a second.
@Suite("new-feature: the spec, its names and what it writes")
struct FeatureTests {
  static let takenTypes: Set = ["MainActor", "Date", "String", "Resource", "Task", "Settings"]
  static let takenModules: Set = ["Domain", "Features", "CLI", "Todos", "TodosTests"]
  static let takenCommands: Set = [
    "profile", "articles", "bookmark", "bookmarks", "sync", "browse", "outbox", "help", "version",
    "todo", "todos",
  ]

  static func spec(
    _ fields: String = "title:String", name: String = "Notes", model: String = "Note",
    path: String = "/notes", actions: String? = nil, itemPath: String? = nil,
    idKind: String? = nil, paging: String? = nil, parent: FeatureSpec.Parent? = nil,
    edits: String? = nil
  ) throws(ToolError) -> FeatureSpec {
    var spec = try FeatureSpec(
      name: name, model: model, path: path, fields: fields, actions: actions, itemPath: itemPath,
      idKind: idKind, paging: paging, parent: parent, edits: edits)
    try spec.checkNames(types: takenTypes, modules: takenModules, commands: takenCommands)
    return spec
  }

  static func file(_ spec: FeatureSpec, _ suffix: String) -> String {
    spec.files.first { $0.path.hasSuffix(suffix) }?.text ?? ""
  }

  @Test("Names agree with the app's on every row of the shared table")
  func sharedNames() throws {
    try #require(SharedNames.table.count >= 10, "scripts/tests/names.json was not read")
    for row in SharedNames.table {
      #expect(FeatureNames.kebab(row.name) == row.kebab, "kebab(\(row.name))")
      #expect(FeatureNames.swiftName(row.name) == row.swift, "swiftName(\(row.name))")
      #expect(FeatureNames.label(row.name) == row.label, "label(\(row.name))")
    }
    #expect(FeatureNames.escaped("default") == "`default`")
    #expect(FeatureNames.escaped("title") == "title")
  }

  @Test(
    "A spec that cannot be written is refused, saying why",
    arguments: [
      ("fields=", "give at least one field"), ("fields=a", "is not a field"),
      ("fields=a:Float", "has no type Strata knows"), ("fields=id:Int", "is implicit"),
      ("fields=self:Int", "a member every resource already has"),
      ("fields=hashValue:Int", "a member every resource already has"),
      ("fields=a:[Int", "has no type Strata knows"),
      ("fields=a:enum(x)", "needs at least two words"), ("fields=a:enum(x,x)", "a word twice"),
      ("fields=a:enum(x,1y)", "is not a word Strata can name"),
      ("fields=a:Int a:String", "the field 'a' comes twice"),
      ("fields=userId:Int userID:Int", "the Swift name 'userID' comes for two fields"),
      ("fields=json:Int", "would be --json"), ("fields=clear:Bool", "would be --clear"),
      ("fields=A:Int", "is not a field name Strata can read"),
      ("path=notes", "must be a path such as"), ("path=/", "must be a path such as"),
      ("path=/a//b", "must be a path such as"), ("path=/x/{json}", "would be --json"),
      ("path=/x/{page}", "would be --page"), ("path=/x/{id}", "cannot be named id"),
      ("path=/a/{x}/{x}", "appears twice"), ("path=/{x}", "needs at least one word"),
      ("path=/a b", "is not a path segment"), ("actions=list,fly-away", "is not an action"),
      ("actions=", "needs at least one of"), ("actions=list,Archive", "is not an action"),
      ("actions=list,help", "which is taken"), ("actions=list,default", "which is taken"),
      ("actions=list,list", "listed twice"), ("idKind=Long", "is not an identifier's type"),
      ("paging=keyset", "is not a paging convention"), ("edits=put", "has no edit"),
      ("edits=post", "choose patch or put"), ("name=notes", "is not a feature name"),
      ("name=NotesTests", "ends in Mocks or Tests"), ("model=Notes", "need different names"),
      ("model=NOTES", "give the same command"), ("model=Protocol", "is a Swift keyword"),
      ("model=MainActor", "would clash with the MainActor"),
      ("model=Settings", "would clash with the Settings"),
      ("name=Todos", "a module named Todos already exists"),
      ("name=Bookmarks", "the command 'strata bookmarks' exists already"),
      ("model=Domain", "would clash with the Domain"), ("itemPath=/notes/{key}", "needs {id}"),
      ("itemPath=/users/{userId}/notes/{id}", "is not a parameter of the path"),
      ("parent=boardId", "--parent names 'boardId'"),
      ("parent=x", "cannot be listed under itself"),
    ])
  func refused(argument: String, saying: String) {
    let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let (key, value) = (String(parts[0]), parts.count > 1 ? String(parts[1]) : "")
    let parent = FeatureSpec.Parent(module: "Notes", model: "Board", key: value)
    let error = #expect(throws: ToolError.self) {
      _ = try Self.spec(
        key == "fields" ? value : "title:String", name: key == "name" ? value : "Notes",
        model: key == "model" ? value : "Note",
        path: key == "path" ? value : key == "parent" ? "/x/{x}/notes" : "/notes",
        actions: key == "actions" ? value : nil, itemPath: key == "itemPath" ? value : nil,
        idKind: key == "idKind" ? value : nil, paging: key == "paging" ? value : nil,
        parent: key == "parent" ? parent : nil, edits: key == "edits" ? value : nil)
    }
    #expect(error?.description.contains(saying) == true, "\(error?.description ?? "accepted")")
  }

  @Test("A type the feature declares may not clash with one visible where it is used")
  func enumClash() throws {
    var spec = try FeatureSpec(
      name: "Notes", model: "Note", path: "/notes", fields: "tag:enum(a,b) note:String")
    #expect(Self.file(spec, "/Note.swift").contains("public var note: String"))
    let error = #expect(throws: ToolError.self) {
      try spec.checkNames(types: ["NoteTag"], modules: [], commands: [])
    }
    #expect(error?.description.contains("the enum NoteTag") == true)
  }

  @Test("A name only Swift Testing declares is spelled in full in the test, and nowhere else")
  func qualifiedInTests() throws {
    var spec = try FeatureSpec(
      name: "Comments", model: "Comment", path: "/posts/{postId}/comments",
      fields: "postId:Int body:String")
    try spec.checkNames(types: [], modules: [], commands: [], testsSee: ["Comment", "Tag"])
    let test = Self.file(spec, "Tests.swift")
    #expect(test.contains("static let sample = Comments.Comment("))
    #expect(test.firstMatch(of: #/[^.]\bComment\(/#) == nil)
    #expect(Self.file(spec, "/Comment.swift").contains("public struct Comment: Resource"))
  }

  @Test("A path's parameters are typed parts of the address, and options of every command")
  func paths() throws {
    let typed = try Self.spec("slug:String title:String", path: "/boards/{slug:String}/notes")
    #expect(typed.parameters.map { [$0.name, $0.kind] } == [["slug", "String"]])
    #expect(FeatureEdits.usages(typed)[0].contains("--slug TEXT"))
    #expect(throws: ToolError.self) {
      try Self.spec("slug:Int title:String", path: "/boards/{slug:String}/notes")
    }
    let snake = try Self.spec("postId:Int html_url:String", path: "/posts/{postId}/notes")
    #expect(snake.fields[1].swift == "htmlURL")
    #expect(Self.file(snake, "/Note.swift").contains("case htmlURL = \"html_url\""))
    #expect(throws: ToolError.self) {
      try Self.spec("post_id:Int html_url:String", path: "/posts/{postId}/notes")
    }
    let address = Self.file(
      try Self.spec(path: "/books/{slug:String}/chapters/{number}/notes"), "/Note.swift")
    #expect(address.contains("public struct Address: ResourceAddress"))
    #expect(address.contains("AddressPart(CodingKeys.slug, \\Address.slug)"))
    #expect(address.contains("public var number: Int"))
    #expect(
      Self.file(try Self.spec(path: "/books/{slug:String}/notes"), "+Route.swift")
        .contains("(collection: \"/books/{slug}/notes\")"))
    #expect(!Self.file(try Self.spec(), "/Note.swift").contains("struct Address"))
  }

  @Test("The item path is the path's last word and {id}, or as given; a trailing slash is kept")
  func itemPaths() throws {
    #expect(try Self.spec(path: "/users/{userId}/notes").item == "/notes/{id}")
    let given = try Self.spec(
      "userId:Int title:String", path: "/users/{userId}/notes",
      itemPath: "/users/{userId}/notes/{id}")
    #expect(FeatureEdits.usages(given).contains("strata note show <id> --user-id N [options]"))
    let slashed = try Self.spec(path: "/boards/{boardId}/notes/")
    #expect([slashed.collection, slashed.item] == ["/boards/{boardId}/notes/", "/notes/{id}/"])
    #expect(Self.file(slashed, "+Route.swift").contains("collection: \"/boards/{boardId}/notes/\""))
  }

  @Test("Actions keep the standard order, then the app's own as given")
  func actions() throws {
    let standard = try Self.spec(actions: "delete,list,add")
    #expect(standard.actions == ["list", "add", "delete"])
    #expect(Self.file(standard, "/Note.swift").contains("actions: [.list, .add, .delete]"))
    #expect(!Self.file(try Self.spec(), "/Note.swift").contains("actions:"))
    let own = try Self.spec(actions: "markRead,list,show,archive")
    #expect(own.actions == ["list", "show", "markRead", "archive"])
    #expect(Self.file(own, "/Note.swift").contains(".custom(\"markRead\"), .custom(\"archive\")"))
    #expect(FeatureEdits.usages(own).contains("strata note mark-read <id> [options]"))
  }

  @Test("Identifiers, paging, edits and a parent are declared as the options say")
  func declarations() throws {
    let text = try Self.spec(idKind: "String")
    #expect(Self.file(text, "/Note.swift").contains("public var id: String"))
    #expect(Self.file(text, "Tests.swift").contains("\"id\":\"notes-3\""))
    let uuid = try Self.spec(idKind: "UUID")
    #expect(Self.file(uuid, "/Note.swift").contains("public import Foundation"))
    #expect(Self.file(uuid, "Tests.swift").contains("00000000-0000-4000-8000-000000000003"))
    let route = { (spec: FeatureSpec) in Self.file(spec, "+Route.swift") }
    #expect(route(try Self.spec(paging: "drf")).contains("(collection: \"/notes\", paging: .drf)"))
    #expect(
      route(try Self.spec(paging: "json-api"))
        .contains("paging: .jsonAPI, records: .jsonAPI(type: \"notes\"))"))
    #expect(
      route(try Self.spec(actions: "list,show,edit", paging: "drf", edits: "put"))
        .contains("(collection: \"/notes\", paging: .drf, edits: .put)"))
    let parent = try Self.spec(
      name: "Chapters", model: "Chapter", path: "/books/{slug:String}/chapters",
      parent: FeatureSpec.Parent(module: "Books", model: "Book", key: "slug"))
    let model = Self.file(parent, "/Chapter.swift")
    #expect(("\n" + model).contains("\nimport Books\n"))
    #expect(model.contains("parent: ResourceParent(Book.self, key: .slug)"))
    #expect(FeatureEdits.manifestBlock(parent).contains("\"Books\""))
  }

  static let manifest = """
    let package = Package(
      targets: [
        .target(name: "Domain", path: "Modules/Domain"),
        .executableTarget(
          name: "CLI",
          dependencies: ["Domain", "TerminalUI"],
          path: "Modules/CLI"
        ),

        // MARK: - Features generated by scripts/new-feature

        // MARK: - Optional parts
        // MARK: TerminalUI: the views.
        .target(name: "TerminalUI"),
      ]
    )

    """
  static let resources =
    "import Domain\n" + """

      enum Resources {
        static let all: [any Resource.Type] = [
        ]
      }

      """
  static let readme = "```\nstrata profile [options]\nstrata --help | --version\n```\n"

  @Test("Adding then removing a feature leaves every shared file as it was")
  func sharedFiles() throws {
    let spec = try Self.spec(
      "boardId:Int title:String", path: "/boards/{boardId}/notes",
      actions: "list,show,add,edit,delete")
    let manifest = try FeatureEdits.addManifest(Self.manifest, spec)
    #expect(manifest.contains("dependencies: [\"Domain\", \"Notes\", \"TerminalUI\"]"))
    #expect(try FeatureEdits.removeManifest(manifest, "Notes") == Self.manifest)
    // A second feature goes at the end of the section, after the first.
    let two = try FeatureEdits.addManifest(manifest, Self.spec(name: "Cards", model: "Card"))
    #expect(two.contains("path: \"Tests/NotesTests\"\n    ),\n\n    // MARK: Cards\n"))
    let resources = try FeatureEdits.addResource(Self.resources, spec)
    #expect(resources.contains("import Notes\n") && resources.contains("Note.self,"))
    #expect(try FeatureEdits.removeResource(resources, "Notes", "Note") == Self.resources)
    // The list as swift-format leaves it once emptied, `[]`, grows the same way.
    let emptied = Self.resources.replacingOccurrences(of: "[\n  ]", with: "[]")
    #expect(emptied != Self.resources)
    #expect(try FeatureEdits.addResource(emptied, spec) == resources)
    let readme = try FeatureEdits.addReadme(Self.readme, spec)
    #expect(readme.split(separator: "\n").count == Self.readme.split(separator: "\n").count + 5)
    #expect(FeatureEdits.removeReadme(readme, list: "notes", item: "note") == Self.readme)
    // A dependency that joins an extra, or carries a comment, keeps its own line.
    for line in ["\"TerminalUI\",", "\"TerminalUI\",  // the terminal app"] {
      let joined = Self.manifest.replacingOccurrences(
        of: "dependencies: [\"Domain\", \"TerminalUI\"],",
        with: "dependencies: [\n        \"Domain\",\n        \(line)\n      ],")
      let added = try FeatureEdits.addManifest(joined, try Self.spec())
      #expect(added.contains("\"Domain\", \"Notes\",\n        \(line)\n      ],"))
      #expect(try FeatureEdits.removeManifest(added, "Notes") == joined)
    }
    // Two features, the first removed: as if only the second had been added.
    let second = try Self.spec(name: "Cards", model: "Card", path: "/cards")
    let both = try FeatureEdits.addResource(FeatureEdits.addResource(Self.resources, spec), second)
    #expect(both.hasPrefix("import Cards\nimport Domain\nimport Notes\n"))
    #expect(
      try FeatureEdits.removeResource(both, "Notes", "Note")
        == FeatureEdits.addResource(Self.resources, second))
  }

  /// A seeded generator (SplitMix64): the same specs on every run.
  struct Seeded: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("Every spec accepted, of hundreds drawn from the hard cases, makes sound code")
  func randomized() throws {
    var random = Seeded(state: 20_261_201)
    let words = [
      "title", "note", "user", "id", "url", "html", "due", "on", "at", "created", "default",
      "self", "class", "in", "is", "schema", "hash", "value", "page", "json", "clear", "type",
      "api", "count", "2", "x", "uuid", "init", "encode", "protocol", "Self", "some", "any",
    ]
    func wire() -> String {
      let parts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        words.randomElement(using: &random) ?? "x"
      }
      if Bool.random(using: &random) && Bool.random(using: &random) {
        return parts.map { $0.lowercased() }.joined(separator: "_")
      }
      return parts[0].lowercased() + parts.dropFirst().map(FeatureNames.upperFirst).joined()
    }
    func kind() -> String {
      var base = ["Int", "Double", "Bool", "String", "Date"].randomElement(using: &random) ?? "Int"
      if Int.random(in: 0..<5, using: &random) == 0 {
        let choices = (0..<Int.random(in: 1...4, using: &random)).map { _ in
          wire() + (["", "-x", "_y"].randomElement(using: &random) ?? "")
        }
        base = "enum(\(choices.joined(separator: ",")))"
      }
      if Int.random(in: 0..<5, using: &random) == 0 { base = "[\(base)]" }
      return base + (Int.random(in: 0..<3, using: &random) == 0 ? "?" : "")
    }
    var accepted = 0
    for _ in 0..<500 {
      let parameters = (0..<Int.random(in: 0...2, using: &random)).map { _ in wire() }
      let segments =
        parameters.flatMap { parameter in
          [
            ["users", "boards", "a"].randomElement(using: &random) ?? "a",
            "{\(parameter)\(["", ":String", ":Int"].randomElement(using: &random) ?? "")}",
          ]
        } + [["notes", "items", "x-y", "v1.2"].randomElement(using: &random) ?? "notes"]
      var fields = (0..<Int.random(in: 1...6, using: &random)).map { _ in "\(wire()):\(kind())" }
      if let first = parameters.first, Bool.random(using: &random) { fields.append("\(first):Int") }
      let model = (0..<Int.random(in: 1...2, using: &random)).map { _ in
        FeatureNames.upperFirst(words.randomElement(using: &random) ?? "x")
      }.joined()
      let actions = (FeatureSpec.actions + ["archive", "markRead"]).shuffled(using: &random)
        .prefix(Int.random(in: 1...5, using: &random))
      let spec: FeatureSpec
      do {
        spec = try Self.spec(
          fields.joined(separator: " "), name: model + "s", model: model,
          path: "/" + segments.joined(separator: "/"), actions: actions.joined(separator: ","),
          idKind: FeatureSpec.idKinds.randomElement(using: &random),
          paging: ([nil] + FeatureSpec.paging.map(\.key)).randomElement(using: &random) ?? nil)
      } catch {
        #expect(!error.description.isEmpty)
        continue
      }
      accepted += 1
      // A failure names the spec drawn, so it can be tried again by hand.
      try check(
        spec,
        "\(model)s --path /\(segments.joined(separator: "/")) --fields '\(fields.joined(separator: " "))'"
      )
    }
    // The draws favour hard cases, but not so hard that nothing passes.
    #expect(accepted > 50)
  }

  private func check(_ spec: FeatureSpec, _ drawn: String) throws {
    let drawn = Comment(rawValue: drawn)
    let model = Self.file(spec, "/\(spec.model).swift")
    let test = Self.file(spec, "Tests.swift")
    // Every property is an identifier, and no keyword is bare.
    for match in model.matches(of: #/public var (\S+):/#) {
      let name = String(match.output.1)
      #expect(name.wholeMatch(of: #/`?[A-Za-z_][A-Za-z0-9_]*`?/#) != nil, drawn)
      #expect(!FeatureNames.keywords.contains(name), drawn)
    }
    // The coding keys hold every wire name once, and nothing else.
    let keys = try #require(model.components(separatedBy: "enum CodingKeys").dropFirst().first)
      .prefix { $0 != "}" }
    var wire = keys.matches(of: #/case (\S+) = "([^"]+)"/#).map { String($0.output.2) }
    if let same = keys.firstMatch(of: #/case (id(?:, [^\n=]+)?)\n/#) {
      wire += same.output.1.components(separatedBy: ", ").map {
        $0.replacingOccurrences(of: "`", with: "")
      }
    }
    #expect(wire.sorted() == (["id"] + spec.fields.map(\.wire)).sorted(), drawn)
    // A call site escapes only the labels that need it.
    for match in test.matches(of: #/`(\w+)`:/#) {
      #expect(FeatureNames.labelKeywords.contains(String(match.output.1)), drawn)
    }
    // The sample is JSON, with every field, and the enums' words are theirs.
    let json = try #require(test.firstMatch(of: #/static let json = #"""\n\s*(.*)\n/#))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.1.utf8)) as? [String: Any])
    #expect(object.keys.sorted() == (["id"] + spec.fields.map(\.wire)).sorted(), drawn)
    for field in spec.fields where field.kind.base == "enum" {
      let values =
        field.kind.isList ? object[field.wire] as? [String] : [object[field.wire] as? String ?? ""]
      #expect(values.map { Set($0).isSubset(of: field.kind.choices) } == true, drawn)
    }
    // Options are kebab case, and every usage line is a command's.
    for option in spec.fields.map(\.option) + spec.parameters.map(\.option) {
      #expect(option.wholeMatch(of: #/[a-z0-9]+(-[a-z0-9]+)*/#) != nil, drawn)
    }
    let usages = FeatureEdits.usages(spec)
    #expect(usages.count == spec.actions.count, drawn)
    #expect(usages.allSatisfy { $0.hasPrefix("strata ") && $0.hasSuffix(" [options]") }, drawn)
    // No doc comment runs past the line length.
    for (_, text) in spec.files {
      for line in text.split(separator: "\n")
      where line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
        #expect(line.unicodeScalars.count <= 100, drawn)
      }
    }
  }
}
