"""Taking the samples out of the template (`scripts/remove-samples`; the extras are
scripts/TemplateTools/Extras.swift's). They are two things, both written down where they are:

- the files and folders that serve only them, listed in `PARTS` below;
- the other lines of shared files that serve only it, marked in place:

      let tracer = ...                          // samples          one line
      // samples:begin                                              a block of lines
      ...
      // samples:end

  In Markdown the marks are `<!-- samples:begin -->` and `<!-- samples:end -->`, and in a
  `///` comment `/// <!-- samples:begin -->` (an HTML comment, which DocC does not show); in
  shell and Python scripts `# samples` and `# samples:begin`/`# samples:end`.

A reader sees, in each shared file, exactly what a part adds; the removal is the same rule
applied everywhere, so what it leaves behind is what the marks say. The pure part is here, for
`scripts/tests` to test; the commands read and write the files.
"""

import os
import re
import shutil
import subprocess

# What serves only each part, besides marked lines: paths relative to the package's root. The
# articles' slice is not among them: it is the exemplar, which stays with its command out of the
# list (docs/decisions/0018-the-exemplar-stays.md).
PARTS = {
    "samples": [
        # Domain: the profile and the articles.
        "Modules/Domain/Address.swift",
        "Modules/Domain/Company.swift", "Modules/Domain/Coordinates.swift",
        "Modules/Domain/EmailAddress.swift", "Modules/Domain/ProfileField.swift",
        "Modules/Domain/ProfileUpdate.swift", "Modules/Domain/ProfileValidationError.swift",
        "Modules/Domain/User.swift", "Modules/Domain/Domain.docc/ValidatingAtTheEdge.md",
        "Modules/DomainMocks/Fixtures/User+Mock.swift",
        # Networking: their endpoints.
        "Modules/Networking/Endpoints/FetchArticle.swift",
        "Modules/Networking/Endpoints/FetchUser.swift",
        "Modules/Networking/Endpoints/ReplaceUser.swift",
        "Modules/Networking/Endpoints/UserDTO.swift",
        "Modules/Networking/Endpoints/UserDocument.swift",
        # Storage: the bookmarks.
        "Modules/Storage/BookmarkKey.swift", "Modules/Storage/BookmarkStorageProviding.swift",
        "Modules/Storage/Local/FileBookmarkStorage.swift",
        "Modules/Storage/Local/LockedDocument.swift", "Modules/Storage/Local/SharedContainer.swift",
        "Modules/StorageMocks/MockBookmarkStorage.swift", "Modules/StorageMocks/MockDisk.swift",
        # Repositories: theirs.
        "Modules/Repositories/BookmarkRepository.swift",
        "Modules/Repositories/UserRepository.swift",
        "Modules/Repositories/Articles/ArticleSync.swift",
        "Modules/Repositories/Bookmarks", "Modules/Repositories/Users",
        "Modules/RepositoriesMocks/MockBookmarkRepository.swift",
        "Modules/RepositoriesMocks/MockUserRepository.swift",
        # Features: their view models (the articles' is the exemplar's).
        "Modules/Features/Bookmarks", "Modules/Features/Profile",
        "Modules/Features/Features.docc/ViewStateAsAnEnum.md",
        "Modules/FeaturesMocks/Samples+Preview.swift",
        # TerminalUI: their screens.
        "Modules/TerminalUI/Screens/ArticleScreen.swift",
        "Modules/TerminalUI/Screens/ArticlesScreen.swift",
        "Modules/TerminalUI/Screens/BookmarksScreen.swift",
        "Modules/TerminalUI/Screens/EditProfileScreen.swift",
        "Modules/TerminalUI/Screens/ProfileScreen.swift",
        "Modules/TerminalUI/Parts/BookmarkChange+Footer.swift",
        # Sandbox: the users and posts it serves.
        "Modules/Sandbox/SandboxSeed.swift", "Modules/Sandbox/SandboxUserBook.swift",
        "Modules/Sandbox/SandboxPost.swift", "Modules/Sandbox/SandboxTransport+Samples.swift",
        # CLI: their commands.
        "Modules/CLI/Commands/BookmarkCommands.swift",
        "Modules/CLI/Commands/EditProfileCommand.swift", "Modules/CLI/Commands/ProfileCommand.swift",
        "Modules/CLI/Composition/Dependencies+Samples.swift",
        "Modules/CLI/Rendering/Renderer+Samples.swift",
        "Modules/CLI/Rendering/JSONOutput+Samples.swift",
        "Modules/CLI/Tracing/TracingSamples.swift",
        # Their tests, and the goldens of their commands and screens.
        "Tests/DomainTests/ProfileUpdateTests.swift", "Tests/DomainTests/UserTests.swift",
        "Tests/NetworkingTests/Endpoints/FetchUserTests.swift",
        "Tests/NetworkingTests/Endpoints/ReplaceUserTests.swift",
        "Tests/NetworkingTests/Endpoints/SampleAPIClientContractTests.swift",
        "Tests/StorageTests/BookmarkStorageContractTests.swift",
        "Tests/StorageTests/Local/FileBookmarkStorageTests.swift",
        "Tests/StorageTests/Support/TemporaryDirectory+Container.swift",
        "Tests/RepositoriesTests/Articles/ArticleSyncTests.swift",
        "Tests/RepositoriesTests/Bookmarks",
        "Tests/RepositoriesTests/Users",
        "Tests/FeaturesTests/Bookmarks",
        "Tests/FeaturesTests/Profile",
        "Tests/TerminalUITests/App/EditProfileFlowTests.swift",
        "Tests/TerminalUITests/App/ArticlesFlowTests.swift",
        "Tests/TerminalUITests/Screens/SampleScreenRenderingTests.swift",
        "Tests/TerminalUITests/Golden/article.txt", "Tests/TerminalUITests/Golden/articles.txt",
        "Tests/TerminalUITests/Golden/edit-profile.txt",
        "Tests/TerminalUITests/Golden/profile.txt",
        "Tests/SandboxTests/SandboxSamplesTests.swift",
        "Tests/CLITests/Commands/BookmarkCommandTests.swift",
        "Tests/CLITests/EndToEnd/EarlierDataEndToEndTests.swift",
        "Tests/CLITests/Fixtures",
        "Tests/CLITests/Golden/help-articles.txt", "Tests/CLITests/Golden/help-bookmark-add.txt",
        "Tests/CLITests/Golden/help-bookmark-remove.txt",
        "Tests/CLITests/Golden/help-bookmarks.txt",
        "Tests/CLITests/Golden/help-edit-profile.txt", "Tests/CLITests/Golden/help-profile.txt",
        # The SwiftUI page, written on the profile, and its terminal screen beside the view.
        "docs/swiftui.md", "docs/browse/swiftui.md",
    ],
}


# The files that speak of the marks rather than carry them: never stripped.
EXEMPT = {"scripts/template_parts.py", "scripts/remove-samples",
          "scripts/tests/test_template_parts.py"}

MARK = r"(?://|#|<!--)\s*{part}(?::(begin|end))?\s*(?:-->)?"


def marks(part):
    """The pattern of `part`'s marks: `// samples`, `// samples:begin`, `<!-- samples:end -->`,
    `/// <!-- samples:begin -->`."""
    return re.compile(r"(?:^|\s)" + MARK.format(part=re.escape(part)) + r"\s*$")


def strip(text, part):
    """`text` without the lines `part`'s marks mark.

    Raises ValueError for a block begun and never ended, or ended and never begun, naming the
    line: a mark that says nothing sure is not guessed at."""
    pattern = marks(part)
    kept, inside, begun = [], False, 0
    for number, line in enumerate(text.split("\n"), start=1):
        match = pattern.search(line)
        if not match:
            if not inside:
                kept.append(line)
            continue
        kind = match.group(1)
        if kind == "begin":
            if inside:
                raise ValueError(f"line {number}: {part}:begin inside the block begun at {begun}")
            inside, begun = True, number
        elif kind == "end":
            if not inside:
                raise ValueError(f"line {number}: {part}:end with no block begun")
            inside = False
        elif not inside:
            # A line of its own: code followed by the mark. A mark alone on a line (a comment
            # naming the part) goes with it.
            pass
    if inside:
        raise ValueError(f"line {begun}: {part}:begin never ended")
    return "\n".join(kept)


def marked(text, part):
    """Whether `text` has any of `part`'s marks."""
    pattern = marks(part)
    return any(pattern.search(line) for line in text.split("\n"))


def removable_paths(root, part):
    """The listed paths of `part` that exist under `root`."""
    return [path for path in PARTS.get(part, []) if os.path.exists(os.path.join(root, path))]


def plan(root, names, files):
    """What taking the parts `names` out of `root` would do: the
    paths to delete, and the new text of each of `files` that carries their marks.

    Raises ValueError naming the file and line of a mark that says nothing sure."""
    taken = names
    removable = [path for part in taken for path in removable_paths(root, part)]
    edits = {}
    for path in files:
        if path in EXEMPT or any(path == gone or path.startswith(gone + "/") for gone in removable):
            continue
        try:
            with open(os.path.join(root, path), encoding="utf-8") as handle:
                text = handle.read()
        except (UnicodeDecodeError, OSError):
            continue
        stripped = text
        for part in taken:
            if marked(stripped, part):
                try:
                    stripped = strip(stripped, part)
                except ValueError as problem:
                    raise ValueError(f"{path}, {problem}") from problem
        if stripped != text and path.endswith(".swift"):
            # An argument list whose last argument went keeps no comma before its `)`.
            stripped = re.sub(r",(\n[ \t]*\))", r"\1", stripped)
        if stripped != text:
            edits[path] = stripped
    return removable, edits


def apply(root, removable, edits):
    """Deletes `removable` and writes `edits`, as `plan` computed them."""
    for path in removable:
        full = os.path.join(root, path)
        if os.path.isdir(full):
            shutil.rmtree(full)
        elif os.path.exists(full):  # not inside a folder already gone
            os.remove(full)
    for path, text in edits.items():
        with open(os.path.join(root, path), "w", encoding="utf-8") as handle:
            handle.write(text)


# The suites whose texts are rendered from the code and held in files: the help's and the
# screens' golden texts, README's command list.
GOLDEN_SUITES = "HelpTextTests|ScreenRenderingTests|ReadmeTests"


def touches_the_package(removable, edits):
    """Whether taking these out changes what the package builds: a Swift file or the manifest."""
    return any(path.endswith(".swift") or path.startswith(("Modules/", "Tests/"))
               for path in list(removable) + list(edits))


def settle(root, edits, build=True):
    """What a part taken out of the package leaves to do, as after any deliberate change: the
    Swift files that lost lines formatted (an import left unused, a list one element short of a
    wrap), the module graph drawn again, and, when `build`, the texts the tests hold to the code
    written again from the code as it now is (`swift test` with STRATA_UPDATE_GOLDEN=1: the
    first build, which takes minutes; the next `swift test` reuses it).

    Returns `None`, or the end of the failing build's output, with what to run once the build is
    mended (running the removal again would find nothing to take out, and do none of this)."""
    swift = [os.path.join(root, path) for path in edits if path.endswith(".swift")]
    if swift:
        subprocess.run(["swift", "format", "format", "--in-place"] + swift, check=True)
    subprocess.run([os.path.join(root, "scripts", "module-graph")], capture_output=True)
    if not build:
        print(f"Not built: the texts the tests hold to the code are written again by the next "
              f"removal that builds, or by STRATA_UPDATE_GOLDEN=1 swift test --filter "
              f"'{GOLDEN_SUITES}'", flush=True)
        return None
    # The build's own progress is shown: it takes minutes the first time.
    print("Building what is left: swift build --build-tests (minutes on a first build)", flush=True)
    if subprocess.run(["swift", "build", "--build-tests"], cwd=root).returncode != 0:
        return (f"What is left does not build (above). Once it does, write the texts again:\n"
                f"  STRATA_UPDATE_GOLDEN=1 swift test --filter '{GOLDEN_SUITES}'")
    print(f"Rewriting the texts held to the code: STRATA_UPDATE_GOLDEN=1 swift test --filter "
          f"'{GOLDEN_SUITES}'", flush=True)
    rewrite = subprocess.run(["swift", "test", "--skip-build", "--filter", GOLDEN_SUITES], cwd=root,
                             env=dict(os.environ, STRATA_UPDATE_GOLDEN="1"),
                             capture_output=True, text=True)
    if rewrite.returncode != 0:
        return (rewrite.stdout[-3000:] + rewrite.stderr[-2000:]
                + f"\nOnce the build is mended, write the texts again yourself:\n"
                  f"  STRATA_UPDATE_GOLDEN=1 swift test --filter '{GOLDEN_SUITES}'")
    return None


SKIP_DIRECTORIES = {".build", ".git", ".swiftpm"}


def files(root):
    """Every file git would keep under `root` (or, outside git, every file but build output)."""
    try:
        listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard"], cwd=root,
                                capture_output=True, text=True, check=True).stdout.splitlines()
        return [path for path in listed if os.path.isfile(os.path.join(root, path))]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for folder, directories, names in os.walk(root):
            directories[:] = [d for d in directories if d not in SKIP_DIRECTORIES]
            found += [os.path.relpath(os.path.join(folder, name), root) for name in names]
        return found
