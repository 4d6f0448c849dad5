import Foundation

/// What `scripts/new-feature` writes, read from its command line and checked whole before a
/// single file is touched: every refusal is a ``ToolError`` that says why and what to do instead.
struct FeatureSpec {
  /// A field's type: a scalar, an enum of words, or a list of one of those; optional or not.
  struct Kind {
    /// `Int`, `Double`, `Bool`, `String`, `Date`, `UUID`, or `enum`.
    var base: String
    /// An enum's words, as the server spells them.
    var choices: [String] = []
    var isList = false
    var isOptional = false

    init(_ text: String, field: String) throws(ToolError) {
      guard
        let match = text.wholeMatch(
          of: #/(\[)?(Int|Double|Bool|String|Date|UUID|enum\(([^()]*)\))(\])?(\?)?/#),
        (match.output.1 == nil) == (match.output.4 == nil)
      else {
        throw ToolError(
          "'\(field):\(text)' has no type Strata knows: write Int, Double, Bool, String, Date, "
            + "UUID or enum(word,word,…), or a list of one as [Type], each optionally with ?, "
            + "for example 'tags:[String]?' or 'status:enum(open,closed)'")
      }
      base = String(match.output.2)
      isList = match.output.1 != nil
      isOptional = match.output.5 != nil
      guard let words = match.output.3 else { return }
      base = "enum"
      choices = words.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard choices.count >= 2 else {
        throw ToolError(
          "the enum of '\(field)' needs at least two words, such as enum(open,closed)")
      }
      for word in choices where word.wholeMatch(of: #/[A-Za-z][A-Za-z0-9_\-]{0,39}/#) == nil {
        throw ToolError(
          "'\(word)' in the enum of '\(field)' is not a word Strata can name: letters, digits, "
            + "_ and -, starting with a letter")
      }
      guard Set(choices).count == choices.count else {
        throw ToolError("the enum of '\(field)' lists a word twice")
      }
      let cases = choices.map(FeatureNames.swiftName)
      guard Set(cases).count == cases.count else {
        throw ToolError(
          "two words in the enum of '\(field)' give the same Swift name: "
            + cases.joined(separator: ", "))
      }
    }

    /// The Swift type, an enum's named `enumType`.
    func swift(_ enumType: String) -> String {
      let element = base == "enum" ? enumType : base
      return (isList ? "[\(element)]" : element) + (isOptional ? "?" : "")
    }

    /// The kind in a doc comment's words: "a date", "a list of text", "one of a, b".
    var described: String {
      let words: (one: String, many: String) =
        switch base {
        case "Int": ("a whole number", "whole numbers")
        case "Double": ("a number", "numbers")
        case "Bool": ("true or false", "trues and falses")
        case "String": ("text", "text")
        case "Date": ("a date, ISO 8601 on the wire", "dates, ISO 8601 on the wire")
        case "UUID": ("a UUID", "UUIDs")
        default:
          (
            "one of " + choices.joined(separator: ", "),
            "words, each one of " + choices.joined(separator: ", ")
          )
        }
      return (isList ? "a list of " + words.many : words.one) + (isOptional ? " (optional)" : "")
    }
  }

  /// One field: `dueOn:Date?`.
  struct Field {
    /// Its name on the wire, the server's.
    var wire: String
    var kind: Kind
    /// Its Swift name: `userID` for `userId`.
    var swift: String
    /// Its option, without the dashes: `user-id`.
    var option: String
    /// The type of an enum field: the model's name and the field's, `TodoPriority`.
    var enumType = ""

    var swiftType: String { kind.swift(enumType) }

    init(_ text: String) throws(ToolError) {
      guard let match = text.wholeMatch(of: #/([A-Za-z][A-Za-z0-9_]{0,59}):(\S+)/#) else {
        throw ToolError(
          "'\(text)' is not a field: write name:Type, such as 'title:String' or 'dueOn:Date?'; "
            + "the name is the server's, starting with a letter")
      }
      wire = String(match.output.1)
      guard wire.wholeMatch(of: #/[a-z][A-Za-z0-9]*(_[A-Za-z0-9]+)*/#) != nil else {
        throw ToolError(
          "'\(wire)' is not a field name Strata can read: lowerCamelCase or snake_case, starting "
            + "with a lowercase letter, such as 'dueOn' or 'due_on'")
      }
      kind = try Kind(String(match.output.2), field: wire)
      swift = FeatureNames.swiftName(wire)
      option = FeatureNames.kebab(wire)
      if FeatureNames.resourceMembers.contains(swift) {
        let reason =
          swift == "id"
          ? "is implicit: every resource has an id (--id-kind says its type); leave it out of "
            + "--fields"
          : "is a member every resource already has; a field cannot take its name"
        throw ToolError("the field '\(wire)' (Swift name \(swift)) \(reason)")
      }
    }
  }

  /// One parameter of a path, one part of the resource's address: `{postId}` (a whole number),
  /// `{slug:String}` or `{key:UUID}`.
  struct Parameter {
    var name: String
    /// `Int`, `String` or `UUID`.
    var kind: String
    var option: String { FeatureNames.kebab(name) }
    var swift: String { FeatureNames.swiftName(name) }
    var placeholder: String { ["String": "TEXT", "UUID": "UUID"][kind] ?? "N" }
    /// The value the generated test and the next command give it: `1`, `general`, or the UUID
    /// whose last byte is 1.
    var example: String {
      ["String": "general", "UUID": "00000000-0000-4000-8000-000000000001"][kind] ?? "1"
    }
  }

  /// The resource this one is listed under: its feature's module, its model, and the parameter
  /// of the path that holds its identifier.
  struct Parent {
    var module: String
    var model: String
    var key: String
  }

  static let actions = ["list", "show", "add", "edit", "delete"]
  static let defaultActions = ["list", "show"]
  static let idKinds = ["Int", "String", "UUID"]
  /// The paging conventions `Paging` names, and their Swift names.
  static let paging: KeyValuePairs<String, String> = [
    "json-server": "jsonServer", "json-server-v1": "jsonServerV1", "drf": "drf", "link": "link",
    "limit-offset": "limitOffset", "drf-limit-offset": "drfLimitOffset",
    "x-pagination": "xPagination", "postgrest": "postgrest", "json-api": "jsonAPI",
    "cursor": "cursor", "drf-cursor": "drfCursor", "whole": "whole",
  ]
  /// The options a resource's commands take already: no field may become one, and no path
  /// parameter either (which the list's paging options rule out too).
  static let fieldReserved: Set = [
    "json", "base-url", "data-dir", "timeout", "offline", "verbose", "trace", "help", "version",
    "clear",
  ]
  static let parameterReserved = fieldReserved.union(["page", "per-page"])

  /// The feature, plural: `Todos`; its module.
  var name: String
  /// The type, singular: `Todo`.
  var model: String
  var idKind: String
  /// A paging preset's name, when the resource's lists are not paged as the API's are.
  var paging: String?
  /// How an edit is sent: `patch` or `put`.
  var edits: String
  /// The collection's path, parameters as `{name}`.
  var collection: String
  var parameters: [Parameter]
  /// One item's path, and whether it was given rather than made from the collection's.
  var item: String
  var itemGiven: Bool
  /// The collection's parameters the item path uses.
  var itemParameters: [Parameter]
  /// The standard actions in their order, then the app's own in the order given.
  var actions: [String]
  var parent: Parent?
  var fields: [Field]
  /// Whether the test spells the types in full (`Comments.Comment`), since what only it imports
  /// (Swift Testing) declares one of their names.
  var qualifiedInTests = false

  var listCommand: String { FeatureNames.kebab(name) }
  var itemCommand: String { FeatureNames.kebab(model) }
  var storageName: String { FeatureNames.kebab(name) }
  var customActions: [String] { actions.filter { !Self.actions.contains($0) } }
  /// Every type the feature declares: the model and its enums.
  var declaredTypes: [String] { [model] + fields.map(\.enumType).filter { !$0.isEmpty } }

  func field(_ wire: String) -> Field? { fields.first { $0.wire == wire } }

  init(
    name: String, model: String, path: String, fields: String, actions: String? = nil,
    itemPath: String? = nil, idKind: String? = nil, paging: String? = nil, parent: Parent? = nil,
    edits: String? = nil
  ) throws(ToolError) {
    (self.name, self.model, self.idKind) = (name, model, idKind ?? "Int")
    guard Self.idKinds.contains(self.idKind) else {
      throw ToolError("'\(self.idKind)' is not an identifier's type: choose Int, String or UUID")
    }
    if let paging, !Self.paging.contains(where: { $0.key == paging }) {
      let names = Self.paging.map(\.key).joined(separator: ", ")
      throw ToolError("'\(paging)' is not a paging convention: choose \(names)")
    }
    self.paging = paging
    guard [nil, "patch", "put"].contains(edits) else {
      throw ToolError("'\(edits ?? "")' is not how an edit is sent: choose patch or put")
    }
    self.edits = edits ?? "patch"
    try Self.checkTypeShape(name, "feature")
    try Self.checkTypeShape(model, "model")
    guard model != name else {
      throw ToolError(
        "the model and the feature need different names: the feature is plural (Comments), the "
          + "model singular (Comment)")
    }
    guard FeatureNames.kebab(model) != FeatureNames.kebab(name) else {
      throw ToolError(
        "\(model) and \(name) give the same command, 'strata \(FeatureNames.kebab(name))'; "
          + "choose names that differ in more than case")
    }
    (collection, parameters) = try Self.parsePath(path, "path")
    guard let last = collection.split(separator: "/").last(where: { !$0.hasPrefix("{") }) else {
      throw ToolError("the path '\(path)' needs at least one word, such as /todos")
    }
    var itemParts = [Parameter(name: "id", kind: "Int")]
    if let itemPath {
      (item, itemParts) = try Self.parsePath(itemPath, "item path")
    } else {
      item = "/\(last)/{id}" + (collection.hasSuffix("/") ? "/" : "")
    }
    itemGiven = itemPath != nil
    guard itemParts.contains(where: { $0.name == "id" }) else {
      throw ToolError("the item path '\(item)' needs {id}, the item's identifier")
    }
    for part in itemParts where part.name != "id" {
      guard parameters.contains(where: { $0.name == part.name && $0.kind == part.kind }) else {
        throw ToolError(
          "the item path's {\(part.name)} is not a parameter of the path '\(collection)' of the "
            + "same kind; an item path may use only the collection's parameters and {id}")
      }
    }
    guard !parameters.contains(where: { $0.name == "id" }) else {
      throw ToolError("the path's parameters cannot be named id: that is the item's identifier")
    }
    itemParameters = parameters.filter { parameter in
      itemParts.contains { $0.name == parameter.name }
    }
    self.actions = try Self.parseActions(actions)
    guard self.edits == "patch" || self.actions.contains("edit") else {
      throw ToolError("--edits put says how an edit is sent, and --actions has no edit")
    }
    self.parent = parent
    if let parent {
      guard parameters.contains(where: { $0.name == parent.key }) else {
        throw ToolError(
          "--parent names '\(parent.key)', which is not a parameter of the path '\(collection)': "
            + "say which part of the path is the \(FeatureNames.phrase(parent.model))'s "
            + "identifier, such as --parent \(parent.module):\(parent.key)")
      }
      guard parent.module != name, parent.model != model else {
        throw ToolError("a resource cannot be listed under itself")
      }
    }
    var read: [Field] = []
    for text in fields.split(whereSeparator: \.isWhitespace) {
      var field = try Field(String(text))
      if field.kind.base == "enum" {
        field.enumType = model + FeatureNames.upperFirst(field.swift)
      }
      read.append(field)
    }
    self.fields = read
    try checkFields()
  }

  private func checkFields() throws(ToolError) {
    guard !fields.isEmpty else {
      throw ToolError("give at least one field, for example --fields 'title:String'")
    }
    try Self.checkUnique(fields.map(\.wire), "field", "twice in --fields")
    try Self.checkUnique(fields.map(\.swift), "Swift name", "for two fields")
    try Self.checkUnique(
      fields.map(\.option) + parameters.filter { field($0.name) == nil }.map(\.option), "option",
      "for two things")
    for field in fields where Self.fieldReserved.contains(field.option) {
      throw ToolError(
        "the field '\(field.wire)' would be --\(field.option), which the commands already take; "
          + "a field cannot have that name")
    }
    for parameter in parameters {
      if Self.parameterReserved.contains(parameter.option) {
        throw ToolError(
          "the path parameter {\(parameter.name)} would be --\(parameter.option), which the "
            + "commands already take; rename it")
      }
      if let field = field(parameter.name),
        field.kind.base != parameter.kind || field.kind.isList || field.kind.isOptional
      {
        throw ToolError(
          "the field '\(field.wire)' is also the path parameter {\(parameter.name)}, so it must "
            + "be \(parameter.kind), not optional")
      }
    }
    let asParameters = parameters.filter { field($0.name) != nil }
    if asParameters.count == parameters.count, fields.count == asParameters.count {
      throw ToolError("give at least one field that is not a path parameter")
    }
  }

  /// `path` with its parameters: `/posts/{postId}/comments` → `postId`, a whole number.
  static func parsePath(_ text: String, _ what: String) throws(ToolError) -> (
    String, [Parameter]
  ) {
    guard text.hasPrefix("/"), text != "/", !text.contains("//") else {
      throw ToolError(
        "the \(what) '\(text)' must be a path such as /posts/{postId}/comments: starting with /, "
          + "with no empty segment (a slash at the end is kept)")
    }
    var (segments, parameters): ([String], [Parameter]) = ([], [])
    for segment in text.split(separator: "/") {
      // A parameter's name is the app's own (the server never sees it): letters and digits,
      // as Domain's PathTemplate reads them.
      if let match = segment.wholeMatch(of: #/\{([a-z][A-Za-z0-9]*)(?::(Int|String|UUID))?\}/#) {
        parameters.append(
          Parameter(name: String(match.output.1), kind: match.output.2.map(String.init) ?? "Int"))
        segments.append("{\(match.output.1)}")
      } else if segment.wholeMatch(of: #/[A-Za-z0-9_\-.~]+/#) != nil, segment != ".",
        segment != ".."
      {
        segments.append(String(segment))
      } else {
        throw ToolError(
          "'\(segment)' in the \(what) is not a path segment: use letters, digits and _ - . ~, "
            + "or a parameter {name} (a whole number), {name:String} or {name:UUID}")
      }
    }
    guard Set(parameters.map(\.name)).count == parameters.count else {
      throw ToolError("a parameter appears twice in the \(what) '\(text)'")
    }
    return ("/" + segments.joined(separator: "/") + (text.hasSuffix("/") ? "/" : ""), parameters)
  }

  /// The standard actions in their order, then the app's own (`archive`, `markRead`) as given.
  static func parseActions(_ text: String?) throws(ToolError) -> [String] {
    guard let text else { return defaultActions }
    let given = text.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    .filter { !$0.isEmpty }
    for action in given where !actions.contains(action) {
      guard action.wholeMatch(of: #/[a-z][A-Za-z]{0,39}/#) != nil else {
        throw ToolError(
          "'\(action)' is not an action: choose from \(actions.joined(separator: ",")), or name "
            + "one of the app's own in lowerCamelCase letters, such as archive or markRead")
      }
      let word = FeatureNames.kebab(action)
      if actions.contains(word) || word == "help" || FeatureNames.keywords.contains(action) {
        throw ToolError(
          "the action '\(action)' would be 'strata <item> \(word)', which is taken; choose "
            + "another name")
      }
    }
    guard Set(given).count == given.count else {
      throw ToolError("an action is listed twice in --actions")
    }
    guard !given.isEmpty else {
      throw ToolError("--actions needs at least one of \(actions.joined(separator: ","))")
    }
    return actions.filter { given.contains($0) } + given.filter { !actions.contains($0) }
  }

  static func checkUnique(_ values: [String], _ what: String, _ where: String) throws(ToolError) {
    var seen: Set<String> = []
    for value in values where !seen.insert(value).inserted {
      throw ToolError("the \(what) '\(value)' comes \(`where`)")
    }
  }

  static func checkTypeShape(_ name: String, _ what: String) throws(ToolError) {
    guard name.wholeMatch(of: #/[A-Z][A-Za-z0-9]*/#) != nil else {
      throw ToolError(
        "'\(name)' is not a \(what) name: UpperCamelCase letters and digits, starting with a "
          + "capital, for example \(what == "feature" ? "Comments" : "Comment")")
    }
    guard name.count <= 40 else { throw ToolError("'\(name)' is longer than 40 characters") }
    guard !name.hasSuffix("Mocks"), !name.hasSuffix("Tests") else {
      throw ToolError("'\(name)' ends in Mocks or Tests, which Strata keeps for test targets")
    }
    guard !FeatureNames.keywords.contains(name) else {
      throw ToolError("'\(name)' is a Swift keyword")
    }
  }

  /// The closed rule, given what is declared already: `types`, every top-level name the modules
  /// that see the feature declare (the toolchain's and the package's); `modules`; `commands`, the
  /// first word of every command; `testsSee`, what only the generated test's imports add (Swift
  /// Testing's `Comment`, `Tag`…), where the feature's types are spelled in full instead.
  mutating func checkNames(
    types: Set<String>, modules: Set<String>, commands: Set<String>, testsSee: Set<String> = []
  ) throws(ToolError) {
    qualifiedInTests = !testsSee.isDisjoint(with: declaredTypes)
    for type in declaredTypes where types.contains(type) || modules.contains(type) {
      guard type != model else {
        throw ToolError(
          "the type \(type) would clash with the \(type) already visible where it is used (in "
            + "the toolchain or this package); choose another, such as \(type)Item")
      }
      throw ToolError(
        "the enum \(type) (the model's name and the field's) would clash with the \(type) "
          + "already visible where it is used; rename the field")
    }
    for module in [name, name + "Tests"] {
      guard !modules.contains(module) else {
        throw ToolError("a module named \(module) already exists")
      }
      guard !types.contains(module) else {
        throw ToolError(
          "the module \(module) would share its name with the type \(module) that code importing "
            + "it can see; choose another feature name")
      }
    }
    guard !declaredTypes.contains(name) else {
      throw ToolError("the feature's module and one of its types would have the same name")
    }
    for command in [listCommand, itemCommand] where commands.contains(command) {
      throw ToolError("the command 'strata \(command)' exists already")
    }
  }
}
