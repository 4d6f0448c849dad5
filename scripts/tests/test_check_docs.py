"""scripts/check-docs's look at SwiftUI blocks, which cannot be compiled here: their Strata names
must still exist."""

import importlib.machinery
import importlib.util
import os
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "check-docs")
loader = importlib.machinery.SourceFileLoader("check_docs", SCRIPT)
spec = importlib.util.spec_from_loader("check_docs", loader)
check_docs = importlib.util.module_from_spec(spec)
loader.exec_module(check_docs)

KNOWN = ({"EditProfileViewModel", "ProfileViewModel"}, {"canSave", "state", "load"})


class SwiftUINameTests(unittest.TestCase):
    def problems(self, code, document=""):
        return check_docs.check_swiftui_names(code, KNOWN, document or code)

    def test_a_block_of_known_names_passes(self):
        code = ("struct EditView: View {\n  @Bindable var form: EditProfileViewModel\n"
                "  var body: some View { Button(\"Save\") {}.disabled(!form.canSave) }\n}")
        self.assertEqual(self.problems(code), [])

    def test_a_member_the_view_model_lacks_is_named(self):
        code = "@Bindable var form: EditProfileViewModel\nlet x = form.isSaveable"
        self.assertEqual(self.problems(code),
                         ["'form.isSaveable': EditProfileViewModel has no public member "
                          "'isSaveable'"])

    def test_an_environment_value_is_typed_by_its_key(self):
        code = "@Environment(ProfileViewModel.self) private var model\nlet x = model.reload()"
        self.assertIn("'model.reload': ProfileViewModel has no public member 'reload'",
                      self.problems(code))

    def test_an_unknown_capitalised_name_is_named(self):
        self.assertEqual(len(self.problems("let v = ProfileCard(user: user)")), 1)

    def test_strings_and_comments_are_not_code_but_interpolations_are(self):
        code = ('// ProfileCard is only words here\nlet a = "ProfileCard"\n'
                'let b = "\\(Missing.value)"')
        problems = self.problems(code)
        self.assertEqual(len(problems), 1)
        self.assertIn("'Missing'", problems[0])


if __name__ == "__main__":
    unittest.main()
