import Domain

/// The sandbox's sample data: ten users and fifty short articles.
///
/// The articles are notes on the patterns Strata itself uses, so the demo teaches while it runs.
enum SandboxSeed {
  /// The users, in identifier order, as JSON objects in JSONPlaceholder's shape.
  static let users: [FieldValues] = [
    [
      "id": 1, "name": "Amara Okafor", "username": "amara", "email": "amara@layered.example",
      "address": [
        "street": "14 Foundry Lane", "suite": "Unit 3", "city": "Leeds", "zipcode": "LS1 4AP",
        "geo": ["lat": "53.7965", "lng": "-1.5478"],
      ],
      "phone": "+44 113 496 0101", "website": "amara.dev",
      "company": [
        "name": "Layered Systems", "catchPhrase": "Every boundary a contract",
        "bs": "dependable app foundations",
      ],
    ],
    [
      "id": 2, "name": "Tomás Ferreira", "username": "tomas", "email": "tomas@harbor.example",
      "address": [
        "street": "Rua das Flores 88", "city": "Porto", "zipcode": "4050-262",
        "geo": ["lat": "41.1441", "lng": "-8.6130"],
      ],
      "phone": "+351 22 012 3456", "website": "tomasferreira.pt",
      "company": [
        "name": "Harbor Apps", "catchPhrase": "Ship small, ship often",
        "bs": "offline-first mobile apps",
      ],
    ],
    [
      "id": 3, "name": "Mei Lin", "username": "meilin", "email": "mei.lin@quietcode.example",
      "address": [
        "street": "2-7-1 Marunouchi", "suite": "Floor 12", "city": "Tokyo", "zipcode": "100-0005",
        "geo": ["lat": "35.6812", "lng": "139.7671"],
      ],
      "phone": "+81 3 5555 0134", "website": "quietcode.jp",
      "company": [
        "name": "QuietCode KK", "catchPhrase": "Tests that tell the truth",
        "bs": "test tooling for Swift teams",
      ],
    ],
    [
      "id": 4, "name": "Jonas Becker", "username": "jbecker", "email": "jonas@modulwerk.example",
      "address": [
        "street": "Torstraße 140", "city": "Berlin", "zipcode": "10119",
        "geo": ["lat": "52.5290", "lng": "13.4010"],
      ],
      "phone": "+49 30 555 0187", "website": "modulwerk.de",
      "company": [
        "name": "Modulwerk GmbH", "catchPhrase": "Modules with manners",
        "bs": "build-time reduction",
      ],
    ],
    [
      "id": 5, "name": "Priya Raman", "username": "priya", "email": "priya@northstar.example",
      "address": [
        "street": "22 Residency Road", "suite": "Suite 400", "city": "Bengaluru",
        "zipcode": "560025",
        "geo": ["lat": "12.9700", "lng": "77.6000"],
      ],
      "phone": "+91 80 5555 0199", "website": "priyaraman.in",
      "company": [
        "name": "Northstar Labs", "catchPhrase": "Fewer surprises per release",
        "bs": "release engineering",
      ],
    ],
    [
      "id": 6, "name": "Lucas Moreau", "username": "lmoreau", "email": "lucas@atelier.example",
      "address": [
        "street": "9 Rue de Bretagne", "city": "Paris", "zipcode": "75003",
        "geo": ["lat": "48.8637", "lng": "2.3615"],
      ],
      "phone": "+33 1 55 55 01 23", "website": "ateliermobile.fr",
      "company": [
        "name": "Atelier Mobile", "catchPhrase": "Craft you can test",
        "bs": "native app consulting",
      ],
    ],
    [
      "id": 7, "name": "Sofia Lindqvist", "username": "sofia", "email": "sofia@fjordsoft.example",
      "address": [
        "street": "Drottninggatan 55", "suite": "3 tr", "city": "Stockholm", "zipcode": "111 21",
        "geo": ["lat": "59.3346", "lng": "18.0632"],
      ],
      "phone": "+46 8 555 012 34", "website": "fjordsoft.se",
      "company": [
        "name": "Fjordsoft AB", "catchPhrase": "Calm software for busy people",
        "bs": "accessible interfaces",
      ],
    ],
    [
      "id": 8, "name": "Daniel Osei", "username": "dosei", "email": "daniel@gridline.example",
      "address": [
        "street": "5 Independence Ave", "city": "Accra", "zipcode": "GA-145",
        "geo": ["lat": "5.5600", "lng": "-0.2057"],
      ],
      "phone": "+233 30 255 5019", "website": "gridline.dev",
      "company": [
        "name": "Gridline", "catchPhrase": "Resilient by default",
        "bs": "networking under bad conditions",
      ],
    ],
    [
      "id": 9, "name": "Hannah Kowalski", "username": "hannah",
      "email": "hannah@signalpath.example",
      "address": [
        "street": "ul. Floriańska 12", "suite": "m. 4", "city": "Kraków", "zipcode": "31-019",
        "geo": ["lat": "50.0640", "lng": "19.9410"],
      ],
      "phone": "+48 12 555 01 77", "website": "signalpath.pl",
      "company": [
        "name": "Signalpath", "catchPhrase": "Observe, then optimise",
        "bs": "performance profiling",
      ],
    ],
    [
      "id": 10, "name": "Mateo Rossi", "username": "mrossi", "email": "mateo@ponte.example",
      "address": [
        "street": "Via dei Coronari 21", "city": "Rome", "zipcode": "00186",
        "geo": ["lat": "41.8995", "lng": "12.4700"],
      ],
      "phone": "+39 06 5555 0142", "website": "ponte.it",
      "company": [
        "name": "Ponte Digitale", "catchPhrase": "Bridges, not walls", "bs": "API design",
      ],
    ],
  ]

  /// The articles, in identifier order (1 to 50), five by each user.
  static let posts: [SandboxPost] = [
    SandboxPost(
      userId: 1, id: 1, title: "Why the manifest is the first diagram",
      body: """
        Before anyone opens a source file, Package.swift already tells them which layer may \
        see which. Write every target out, group them by layer, and the architecture documents \
        itself.
        """),
    SandboxPost(
      userId: 1, id: 2, title: "Protocols belong at the seams",
      body: """
        A protocol earns its place where the outside world begins: the network, the disk, the \
        clock. Inside a layer, a concrete type is easier to read and just as easy to test.
        """),
    SandboxPost(
      userId: 1, id: 3, title: "The composition root is a place, not a framework",
      body: """
        Build the live objects in one function at the entry point and pass them down. \
        Everything below takes what it needs through its initializer, so nothing reaches for a \
        global.
        """),
    SandboxPost(
      userId: 1, id: 4, title: "Mocks fail loudly or not at all",
      body: """
        A mock that quietly returns a default lets a test pass for the wrong reason. Record \
        the call, fail the test, and the mistake shows up on the day it is made.
        """),
    SandboxPost(
      userId: 1, id: 5, title: "One error type per boundary",
      body: """
        Each layer turns what it receives into its own error type. A view model that never \
        sees URLError cannot accidentally show one to a person.
        """),
    SandboxPost(
      userId: 2, id: 6, title: "Offline first is a read policy",
      body: """
        Ask the server, keep a copy, and serve the copy when the server cannot be reached. The \
        interesting part is deciding which failures deserve the copy and which do not.
        """),
    SandboxPost(
      userId: 2, id: 7, title: "A 404 should never be hidden by a cache",
      body: """
        When the server says a profile no longer exists, showing yesterday's copy is a lie. \
        Only unreachability falls back to the store; refusals are reported as they are.
        """),
    SandboxPost(
      userId: 2, id: 8, title: "Atomic writes in four system calls",
      body: """
        Write to a temporary file in the same directory, flush it, rename it over the target, \
        flush the directory. A reader sees the old file or the new one, never half of either.
        """),
    SandboxPost(
      userId: 2, id: 9, title: "Tell people how old the data is",
      body: """
        A stale copy is useful only if it says so. One line, such as stored 3 hours ago, turns \
        a confusing screen into an honest one.
        """),
    SandboxPost(
      userId: 2, id: 10, title: "Sync writes last",
      body: """
        Fetch everything first and write only when it has all arrived. A sync killed halfway \
        then leaves the previous copy exactly as it was.
        """),
    SandboxPost(
      userId: 3, id: 11, title: "Never sleep in a unit test",
      body: """
        A test that waits half a second for a retry is slow and still flaky. Inject the clock, \
        advance it by hand, and the same test runs in microseconds every time.
        """),
    SandboxPost(
      userId: 3, id: 12, title: "Hold a call mid-flight with a gate",
      body: """
        To see the loading state, suspend the mocked call on a gate, look at the view model, \
        then open the gate. No polling, no yields, no luck.
        """),
    SandboxPost(
      userId: 3, id: 13, title: "Sociable tests above the boundary",
      body: """
        Mock the network and the disk, then use the real repository and the real store above \
        them. Tests stay fast and still catch the bugs between real collaborators.
        """),
    SandboxPost(
      userId: 3, id: 14, title: "One contract, two implementations",
      body: """
        Run the same suite against the real file accessor and its in-memory fake. When the \
        real one changes behaviour, the fake's run fails and the drift is caught.
        """),
    SandboxPost(
      userId: 3, id: 15, title: "Truth tables beat spot checks",
      body: """
        A retry policy is a function of method and status. Test every method against every \
        status and there is no corner left for a regression to hide in.
        """),
    SandboxPost(
      userId: 4, id: 16, title: "Transitive imports are a trap",
      body: """
        SwiftPM lets a file import a module its target never declared, as long as something \
        else brought it in. An architecture check that reads the imports closes the gap.
        """),
    SandboxPost(
      userId: 4, id: 17, title: "Small modules rebuild fast",
      body: """
        Change one view model and only its module and the ones above it recompile. The split \
        pays for itself the first busy afternoon.
        """),
    SandboxPost(
      userId: 4, id: 18, title: "Internal imports keep layers honest",
      body: """
        Mark imports internal by default and a module's public API cannot leak the layer \
        beneath it. A public import becomes a decision someone made on purpose.
        """),
    SandboxPost(
      userId: 4, id: 19, title: "Mocks live in their own targets",
      body: """
        Give each layer a Mocks target that only test targets link. Production code can then \
        never ship a test double by accident.
        """),
    SandboxPost(
      userId: 4, id: 20, title: "Name implementations by mechanism",
      body: """
        URLSessionTransport says how it works; LiveTransport says only that it is not a mock. \
        Prefer the name that tells the reader something.
        """),
    SandboxPost(
      userId: 5, id: 21, title: "Retry only what is safe to repeat",
      body: """
        GET, PUT and DELETE can be sent twice without harm; POST cannot. Retry the first kind \
        on transient failures and never the second.
        """),
    SandboxPost(
      userId: 5, id: 22, title: "Back off, then back off more",
      body: """
        Wait half a second, then a second. Spreading retries out gives a struggling server \
        room to recover instead of a second wave of traffic.
        """),
    SandboxPost(
      userId: 5, id: 23, title: "Honour Retry-After, within reason",
      body: """
        When a server says when to come back, believe it, up to a limit. A client that waits \
        ten minutes on a command line has stopped being helpful.
        """),
    SandboxPost(
      userId: 5, id: 24, title: "Deadlines beat timeouts",
      body: """
        A per-attempt timeout bounds one try; a total deadline bounds the whole operation, \
        retries included. People care about the second.
        """),
    SandboxPost(
      userId: 5, id: 25, title: "Cancellation is not a failure",
      body: """
        When a person cancels, report nothing and retry nothing. Treat CancellationError and \
        URLError.cancelled as the same event.
        """),
    SandboxPost(
      userId: 6, id: 26, title: "View state is an enum",
      body: """
        Idle, loading, loaded, failed: four cases the compiler can check. Scattered booleans \
        allow the states nobody designed for.
        """),
    SandboxPost(
      userId: 6, id: 27, title: "Validate before you send",
      body: """
        An edit form should refuse an empty name before it builds a request. The server never \
        sees input the app already knew was wrong.
        """),
    SandboxPost(
      userId: 6, id: 28, title: "Error messages are sentences",
      body: """
        Say what happened and what to do next, in one or two sentences. A status code alone is \
        a riddle, not a message.
        """),
    SandboxPost(
      userId: 6, id: 29, title: "Paging without duplicates",
      body: """
        Lists shift while people scroll. Remember the identifiers already shown and drop a \
        repeat instead of showing it twice.
        """),
    SandboxPost(
      userId: 6, id: 30, title: "The end of the list is not an error",
      body: """
        A page past the end is simply empty. Treating it as an error forces every caller to \
        special-case the last page.
        """),
    SandboxPost(
      userId: 7, id: 31, title: "Secrets stay out of logs",
      body: """
        Route every log line and every error message through one redaction function. Then a \
        token can only leak if someone bypasses it on purpose.
        """),
    SandboxPost(
      userId: 7, id: 32, title: "https by default, loopback by exception",
      body: """
        Refuse plain http except for this machine. Testing against a local server stays easy, \
        and nobody ships an insecure URL by mistake.
        """),
    SandboxPost(
      userId: 7, id: 33, title: "Redirects can carry credentials away",
      body: """
        Never forward an Authorization header to another origin, and never follow https down \
        to http. Both are easy to miss and costly to get wrong.
        """),
    SandboxPost(
      userId: 7, id: 34, title: "Cap the response size",
      body: """
        A misconfigured server can send gigabytes. Refuse a large Content-Length up front and \
        stop reading a stream once it passes the limit.
        """),
    SandboxPost(
      userId: 7, id: 35, title: "Files only their owner can read",
      body: """
        Create cache files with mode 0600 and directories with 0700. A profile cache is nobody \
        else's business.
        """),
    SandboxPost(
      userId: 8, id: 36, title: "Bad networks are the normal case",
      body: """
        Lost connections, captive portals and half-open sockets are everyday events on a \
        phone. Design the client for them first.
        """),
    SandboxPost(
      userId: 8, id: 37, title: "A captive portal speaks HTML",
      body: """
        When a JSON endpoint suddenly returns a web page, say that the response was not \
        understood instead of reporting a decoding error deep inside it.
        """),
    SandboxPost(
      userId: 8, id: 38, title: "Name the missing field",
      body: """
        When decoding fails, report the path of the field, such as address.city. It turns an \
        hour of guessing into a one-line fix.
        """),
    SandboxPost(
      userId: 8, id: 39, title: "Test against a real socket too",
      body: """
        Unit tests prove the logic; a loopback server proves the wiring. Both are needed, and \
        the second catches what mocks cannot.
        """),
    SandboxPost(
      userId: 8, id: 40, title: "Exit codes are an API",
      body: """
        Scripts read the exit code before they read the output. Document each one and keep \
        them stable.
        """),
    SandboxPost(
      userId: 9, id: 41, title: "Measure the floor first",
      body: """
        Before judging the cost of the layers, time a one-file program that does the same \
        request. The difference is the cost of the architecture.
        """),
    SandboxPost(
      userId: 9, id: 42, title: "Medians, not best runs",
      body: """
        Repeat every measurement and report the median. The fastest run is luck; the median is \
        what people will feel.
        """),
    SandboxPost(
      userId: 9, id: 43, title: "Concurrency with a limit",
      body: """
        Fetch four pages at a time, not one and not a hundred. Bounded concurrency is faster \
        than serial and kinder than a flood.
        """),
    SandboxPost(
      userId: 9, id: 44, title: "Profiles before opinions",
      body: """
        When a target is missed, attach a profile to the report. Guessing what is slow is how \
        time is wasted.
        """),
    SandboxPost(
      userId: 9, id: 45, title: "Debug builds lie about speed",
      body: """
        Benchmark the release build. A debug build measures the optimiser's absence, not the \
        code.
        """),
    SandboxPost(
      userId: 10, id: 46, title: "A repository sits between",
      body: """
        The view model asks the repository; the repository decides between the server and the \
        store. Neither side needs to know the other exists.
        """),
    SandboxPost(
      userId: 10, id: 47, title: "Keep transfer objects at the edge",
      body: """
        Decode JSON into transfer types, then map them to domain values. When the wire format \
        changes, one file changes.
        """),
    SandboxPost(
      userId: 10, id: 48, title: "Typed throws make boundaries visible",
      body: """
        A function that throws APIError says exactly what can go wrong. The compiler then \
        checks every layer's mapping for you.
        """),
    SandboxPost(
      userId: 10, id: 49, title: "Pages are numbered from one",
      body: """
        Zero-based pages look natural to programmers and wrong to everyone else. Pick one, \
        validate it at the edge, and never convert twice.
        """),
    SandboxPost(
      userId: 10, id: 50, title: "Grow the template with a script",
      body: """
        Adding a feature should be one command that writes the module, its mocks and passing \
        tests. The rules then hold for code nobody has written yet.
        """),
  ]
}
