"""Dependency conflicts in the forms resolvers and users print them, each read with the versions that pair.

Real lines (trimmed) of: pip's resolver list naming two packages whose TensorFlow ranges share no release; conda
4.3's listing of the specs in conflict (a package's chain to TensorFlow, a package pinned beside TensorFlow's chain);
pip backtracking through every release of a package that pins a TensorFlow add-on; and the user's words that
TensorFlow's range of a dependency leaves out another requirement. Each asserts the cause id and the fix's values.
"""

from __future__ import annotations

from envcheck.explain import Explanation, explain
from envcheck.explain._requirement_words import requirement_said


def _top(paste: str) -> Explanation:
    found = explain(paste)
    assert found, paste
    return found[0]


def test_two_packages_whose_tensorflow_ranges_share_no_release() -> None:
    top = _top("The conflict is caused by:\n"
               "    tensorflow-data-validation 1.17.0.dev0 depends on tensorflow<2.18 and >=2.17\n"
               "    tfx-bsl 1.16.1 depends on tensorflow<2.17 and >=2.16\n")
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "tfx-bsl release made for TensorFlow 2.17" in top.fix
    assert "tensorflow-data-validation release made for TensorFlow 2.16" in top.fix


def test_one_package_backtracked_is_not_two_packages_apart() -> None:
    top = _top("The conflict is caused by:\n"
               "    tensorflowtts 1.1 depends on tensorflow-gpu==2.3.1\n"
               "    tensorflowtts 0.8 depends on tensorflow-gpu>=2.2.0\n")
    assert "no TensorFlow release fits both" not in top.meaning


def test_conda_chain_of_another_package_to_tensorflow() -> None:
    top = _top("UnsatisfiableError: The following specifications were found to be in conflict:\n"
               "  - keras ==2.0.6 -> tensorflow <=1.0.1 -> protobuf ==3.0.0b2\n"
               "  - tensorflow ==1.2.1\n"
               'Use "conda info <package>" to see the dependencies for each package.\n')
    assert (top.cause, top.level) == ("keras_version_skew", "error")
    assert "tensorflow<=1.0.1" in top.fix
    assert "keras release whose requirements admit TensorFlow 1.2" in top.fix
    assert all(e.cause != "protobuf_incompatible" for e in explain(
        "  - keras ==2.0.6 -> tensorflow <=1.0.1 -> protobuf ==3.0.0b2\n  - tensorflow ==1.2.1\n"))


def test_conda_pin_beside_tensorflows_chain_to_a_dependency() -> None:
    top = _top("UnsatisfiableSpecifications:\nThe following specifications were found to be in conflict:\n"
               "  - opencv ==2.4.8\n  - tensorflow -> numpy >=1.10.1\n"
               'Use "conda info <package>" to see the dependencies for each package.\n')
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "opencv==2.4.8" in top.meaning
    assert "numpy>=1.10.1" in top.fix


def test_conda_listing_without_tensorflows_chain_gives_no_verdict() -> None:
    assert all(e.level not in ("error", "warning") for e in explain(
        "The following specifications were found to be in conflict:\n  - opencv ==2.4.8\n  - scipy ==0.19\n"))


def test_every_release_pinning_an_addon() -> None:
    top = _top("ERROR: Cannot install min2net==1.0.0 and min2net==1.0.1 because these package versions have "
               "conflicting dependencies.\n\nThe conflict is caused by:\n"
               "    min2net 1.0.1 depends on tensorflow-addons==0.9.1\n"
               "    min2net 1.0.0 depends on tensorflow-addons==0.9.1\n")
    assert top.cause == "dependency_conflict"
    assert "tensorflow-addons==0.9.1" in top.meaning
    assert "tensorflow-addons release" in top.fix


def test_every_release_of_another_framework_gives_no_verdict() -> None:
    assert all(e.level not in ("error", "warning") for e in explain(
        "ERROR: Cannot install product-category==0.0.0 and product-category==0.0.2 because these package versions "
        "have conflicting dependencies.\n\nThe conflict is caused by:\n"
        "    product-category 0.0.2 depends on torch==1.7.1\n    product-category 0.0.0 depends on torch==1.7.1\n"))


def test_words_tensorflows_numpy_range_and_the_users_list() -> None:
    top = _top("Tensorflow requires numpy<1.19 but we list 1.19.1.")
    assert top.cause == "numpy_incompatible"
    assert "numpy<1.19" in top.fix


def test_words_another_packages_range_against_tensorflows() -> None:
    top = _top("`tjax` requires `numpy>=1.21` which seems to conflict with `tensorflow`'s requirement of "
               "`numpy~=1.19.2`.")
    assert top.cause == "dependency_conflict"
    assert "tjax release" in top.fix
    jax = _top("I have incompatibilities between Jax's required ml-dtypes (which requires 0.4.0) and tensorflow's "
               "required ml-dtypes (which requires 0.3.2).")
    assert (jax.cause, "jax release" in jax.fix) == ("dependency_conflict", True)


def test_words_in_two_sentences_name_the_release_that_admits_it() -> None:
    top = _top("The `typing-extensions` package is conflicted with `black` package dependency. `black==21.8b0` is "
               "required `typing-extensions>=3.10.0.0`. But, `tensorflow` has `'typing_extensions ~= 3.7.4` "
               "dependency.")
    assert top.cause == "dependency_conflict"
    assert "black release" in top.fix
    assert "TensorFlow 2." in top.fix


def test_words_a_pronoun_stands_for_the_package_named_before() -> None:
    said = requirement_said("Blacklisted pylint 2.11.x, because it fixes typing-extensions to `typing-extensions"
                            ">=3.10.0`, which conflicts with tensorflow (`typing-extensions~=3.7.4`).")
    assert [(r.other, r.tf_spec, r.apart) for r in said] == [("pylint", "~=3.7.4", True)]


def test_words_newer_than_tensorflows_cap_name_the_first_uncapped_release() -> None:
    top = _top("Looks like the latest `typeguard` release requires a newer `typing-extensions` version that clashes "
               "with the requirements made by `tensorflow` (which caps the `typing-extensions` version).")
    assert top.cause == "dependency_conflict"
    assert "TensorFlow 2.14 or newer" in top.fix


def test_words_that_do_not_say_it() -> None:
    for words in ("TensorFlow requires numpy 1.19 and we use numpy 1.19.5 which works fine.",
                  "Does tensorflow require numpy<1.19 if we use 1.19.1?",
                  "TensorFlow requires numpy<1.19 and numpy 1.18.5 is installed."):
        assert not [r for r in requirement_said(words) if r.apart], words


def test_numpy_said_to_break_a_release_compiled_for_numpy_1() -> None:
    top = _top("Numpy of new version is not compatible with tensorflow==2.10.0 any more and we force pip to install "
               "numpy<2.0 everywhere.")
    assert (top.cause, top.level) == ("numpy_incompatible", "error")
    assert "numpy<2" in top.fix


def test_an_addon_said_only_compatible_with_a_release() -> None:
    top = _top("tensorflow-addons==0.10.0 is only compatible with tensorflow==2.2.0")
    assert top.cause == "dependency_conflict"
    assert "2.2" in top.fix


def test_another_frameworks_pins_beside_a_python_version_give_no_verdict() -> None:
    assert all(e.level not in ("error", "warning") for e in explain(
        "When I try to install dependencies using a Python 3.9.17 venv, I get:\n"
        "ERROR: Cannot install -r requirements.txt (line 8) and torch==2.5.0 because these package versions have "
        "conflicting dependencies.\n\nThe conflict is caused by:\n    The user requested torch==2.5.0\n"
        "    xformers 0.0.28 depends on torch==2.4.1\n"))


def test_h5py_3_said_to_break_tensorflow() -> None:
    top = _top("The Oct 10 release of h5py v3 broke tensorflow compatibility (which: ugh).")
    assert top.cause == "dependency_conflict"
    assert "h5py<3" in top.fix
    assert "2.10.0" in top.fix
    assert all(e.level not in ("error", "warning") for e in explain(
        "pip install h5py 3.1 fails building wheel on M1 with tensorflow-macos, not compatible"))
