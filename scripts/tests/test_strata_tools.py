"""scripts/strata_tools.py's `manifest_line`: a message about a target's dependencies points at
the line a person edits, never at a product that shares the target's name."""

import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import strata_tools as tools  # noqa: E402

MANIFEST = '''let package = Package(
  products: [
    .library(name: "Features", targets: ["Features"]),
  ],
  targets: [
    .target(
      name: "Domain",
      path: "Modules/Domain"
    ),
    .target(
      name: "Features",
      dependencies: ["Domain", "Networking"],
      path: "Modules/Features"
    ),
    .testTarget(name: "FeaturesTests", dependencies: ["Features"]),
  ]
)
'''


class ManifestLineTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp()
        with open(os.path.join(self.root, "Package.swift"), "w", encoding="utf-8") as handle:
            handle.write(MANIFEST)

    def test_a_target_with_dependencies_points_at_them_not_at_its_product(self):
        self.assertEqual(tools.manifest_line(self.root, "Features"), 12)

    def test_a_target_without_dependencies_points_at_its_name(self):
        self.assertEqual(tools.manifest_line(self.root, "Domain"), 7)

    def test_a_target_on_one_line(self):
        self.assertEqual(tools.manifest_line(self.root, "FeaturesTests"), 15)

    def test_a_name_nowhere_is_the_first_line(self):
        self.assertEqual(tools.manifest_line(self.root, "Nope"), 1)


if __name__ == "__main__":
    unittest.main()
