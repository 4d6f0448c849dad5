"""Shared helpers for Strata's scripts: reading the manifest and classifying targets.

The manifest is read with `swift package dump-package`, in a scratch directory of its own so it
never waits for (or blocks) a build that holds `.build`.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

# The allowed direct dependencies of each production target: the layer diagram, as data.
# A production target missing from this table is a feature module (as `scripts/new-feature`
# creates): a resource's type and schema, which every layer serves generically, so it may use
# Domain alone, and only the composition root imports it.
# The composition root (the executable target) may use every production target.
LAYERS = {
    "Domain": [],
    "Networking": ["Domain"],
    "Storage": ["Domain"],
    "Repositories": ["Domain", "Networking", "Storage"],
    "Sandbox": ["Domain", "Networking", "Storage"],  # sandbox
    "Features": ["Domain", "Repositories"],
    "TerminalUI": ["Domain", "Features", "Repositories"],  # browse
    "Upgrade": ["Domain", "Repositories", "Storage"],
}
# Generic test support (MockMethod, test clocks, Gate): no layer, no dependencies; Mocks and
# tests may use it, production code never.
TEST_SUPPORT = "TestSupport"
# A feature module (a generated resource, say) holds what its resource is (Domain), how it
# travels (Networking) and how it reads (Features), a file each; it may build on the features it
# is listed under, for its parent's type.
FEATURE_MODULE_DEPENDENCIES = ["Domain", "Features", "Networking"]

# Modules that come with the toolchain; any target may import these unless a rule says not.
SYSTEM_MODULES = {
    "Foundation", "FoundationEssentials", "FoundationNetworking", "Dispatch", "Glibc", "Musl",
    "Darwin", "Observation", "Synchronization", "Testing", "XCTest", "os", "Combine",
    "SwiftUI", "UIKit", "AppKit", "_Concurrency", "Swift",
}
TEST_ONLY_MODULES = {"Testing", "XCTest"}


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(2)


def dump_manifest(root):
    """The package manifest as JSON, read without touching the package's own `.build`.

    SwiftPM leaves a lock file and an empty folder in TMPDIR on every run, so TMPDIR is the
    scratch folder too: everything goes with it."""
    with tempfile.TemporaryDirectory(prefix="strata-manifest-") as scratch:
        result = subprocess.run(
            ["swift", "package", "--package-path", root, "--scratch-path", scratch,
             "dump-package"],
            capture_output=True, text=True, env={**os.environ, "TMPDIR": scratch})
    if result.returncode != 0:
        fail(f"swift package dump-package failed:\n{result.stderr}")
    return json.loads(result.stdout)


def load_manifest(root, manifest_path=None):
    if manifest_path:
        with open(manifest_path) as handle:
            return json.load(handle)
    return dump_manifest(root)


class Target:
    def __init__(self, raw):
        self.name = raw["name"]
        self.type = raw["type"]
        self.path = raw.get("path")
        self.dependencies = []
        for dependency in raw.get("dependencies", []):
            for kind in ("byName", "target", "product"):
                if kind in dependency:
                    self.dependencies.append(dependency[kind][0])

    @property
    def is_test(self):
        return self.type == "test"

    @property
    def is_mocks(self):
        return not self.is_test and self.name.endswith("Mocks")

    @property
    def is_test_support(self):
        return self.name == TEST_SUPPORT

    @property
    def is_executable(self):
        return self.type == "executable"

    @property
    def is_tool(self):
        """One of the template's own tools, under scripts/: no part of the app."""
        return (self.path or "").startswith("scripts/")

    @property
    def is_production(self):
        return (not self.is_test and not self.is_mocks and not self.is_test_support
                and not self.is_tool)

    def source_directory(self, root):
        if self.path:
            return os.path.join(root, self.path)
        folder = "Tests" if self.is_test else "Sources"
        return os.path.join(root, folder, self.name)


def targets(manifest):
    return [Target(raw) for raw in manifest["targets"]]


def allowed_production_dependencies(target, production_names):
    """The production targets `target` may depend on directly."""
    if target.is_executable:
        return set(production_names) - {target.name}
    if target.name in LAYERS:
        return set(LAYERS[target.name])
    features = {name for name in production_names if name not in LAYERS and name != target.name}
    return set(FEATURE_MODULE_DEPENDENCIES) | features


def closure(name, by_name, production_names):
    """Every production target `name` may reach through allowed edges, itself excluded."""
    seen = set()
    stack = [name]
    while stack:
        current = by_name.get(stack.pop())
        if current is None:
            continue
        for dependency in allowed_production_dependencies(current, production_names):
            if dependency not in seen:
                seen.add(dependency)
                stack.append(dependency)
    return seen


def swift_files(directory):
    for folder, _, files in sorted(os.walk(directory)):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
    r"import\s+(?:(?:struct|class|enum|protocol|typealias|func|let|var)\s+)?([A-Za-z_][A-Za-z0-9_]*)")


def imports(path):
    """(line number, module) for every import in a Swift file."""
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            # The pattern only on lines that have its word: most lines have not.
            match = IMPORT.match(line) if "import" in line else None
            if match:
                yield number, match.group(1)


TARGET_CALL = re.compile(r"\.(?:target|testTarget|executableTarget|plugin|macro)\(")


def manifest_line(root, target_name):
    """The line of Package.swift where `target_name`'s target lists its dependencies (what a
    message about an edge should point at), else the line that names the target; never a
    product's line (`.library(name: "Features", …)`), which only shares the name."""
    try:
        with open(os.path.join(root, "Package.swift"), encoding="utf-8") as handle:
            lines = handle.read().split("\n")
    except OSError:
        return 1
    named = re.compile(r'name:\s*"' + re.escape(target_name) + '"')
    for index, line in enumerate(lines):
        opening = line if TARGET_CALL.search(line) else (lines[index - 1] if index else "")
        if not named.search(line) or not TARGET_CALL.search(opening):
            continue
        for offset, following in enumerate(lines[index:index + 40]):
            if offset and (TARGET_CALL.search(following) or re.match(r"\s*\),?\s*$", following)):
                break
            if "dependencies:" in following:
                return index + offset + 1
        return index + 1
    return 1


def library_modules(manifest):
    """The production targets that are libraries (not the executable), in manifest order: the
    modules every gate covers. Read from the manifest, so a new module is never skipped."""
    return [t.name for t in targets(manifest) if t.is_production and not t.is_executable]


def executable_modules(manifest):
    return [t.name for t in targets(manifest) if t.is_production and t.is_executable]
