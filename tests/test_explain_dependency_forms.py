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


def test_tensorflows_range_said_to_clash_with_other_packages() -> None:
    # tensorflow#45785: the range and the clash in one sentence; no other version said
    top = _top("Tensorflow currently has a hard dependency on `grpcio~=1.32.0`, which results in clashes with packages "
               "that depend in newer versions of GRPC.\nWe've just stumbled on this issue with TF 2.4.1.\n")
    assert (top.cause, top.level) == ("dependency_conflict", "warning")
    assert top.meaning.startswith("uncertain")
    assert "grpcio~=1.32.0" in top.meaning
    assert "TensorFlow 2.5, the next release line" in top.fix  # the tables hold no grpcio range: the line to check
    # tensorflow#50045: "prevents installation with some other packages"
    top = _top("Tensorflow 2.5.0 requires grpcio 1.34, which prevents installation with some other packages that "
               "require 1.37 and later.\n")
    assert top.cause == "dependency_conflict"
    assert "TensorFlow 2.6" in top.fix


def test_tensorflows_floor_and_a_conflict_said_in_another_line() -> None:
    # scaleout-client#302: the title gives TensorFlow's floor (with "v" before the versions), the body the conflict
    top = _top("TF v2.6.1 requires grpcio >=v1.37.0\n**Describe the bug**\n"
               "If a client have TF v2.6.1 causes conflicts with grpcio in fedn which uses v 1.34.0\n")
    assert top.cause == "dependency_conflict"
    assert "grpcio>=1.37.0" in top.meaning
    assert "older grpcio" in top.meaning
    assert "releases of the other packages" in top.fix


def test_a_range_alone_a_question_or_pips_own_line_is_no_clash() -> None:
    assert not any(e.cause == "dependency_conflict" for e in explain("TF 2.4 still depends on GRPCIO v1.32.0\n"))
    assert not any(e.cause == "dependency_conflict" for e in explain(
        "Tensorflow 2.5.0 requires grpcio 1.34. Does that conflict with pymilvus?\n"))
    assert not any(e.cause == "dependency_conflict" for e in explain(
        "Tensorflow 2.5.0 requires grpcio 1.34, and there is no conflict with our other packages.\n"))


def test_addon_warning_names_the_release_whose_ops_are_built_for_the_tensorflow() -> None:
    # RasaHQ/rasa#6553: tensorflow-addons 0.10 under TensorFlow 2.3.0; 0.13 is tested with 2.3, 0.11's ops built for it
    top = _top("UserWarning: Tensorflow Addons supports using Python ops for all Tensorflow versions above or equal to "
               "2.2.0 and strictly below 2.3.0 (nightly versions are not supported).\n The versions of TensorFlow you "
               "are currently using is 2.3.0 and is not supported.\n")
    assert top.cause == "dependency_conflict"
    assert "tensorflow-addons==0.13.*" in top.fix
    assert "tensorflow-addons==0.11.*" in top.fix


def test_a_pins_neighbouring_release_when_the_tables_hold_no_range_of_it() -> None:
    # milvus-io/bootcamp#635: grpcio is not in the tables; TensorFlow 2.6 is the next line to check
    top = _top("The conflict is caused by:\n    pymilvus 2.0.0rc5 depends on grpcio==1.37.1\n"
               "    tensorflow 2.5.1 depends on grpcio~=1.34.0\n")
    assert top.cause == "dependency_conflict"
    assert "TensorFlow 2.6, the next release line" in top.fix


def test_a_dependency_said_to_clash_beside_tensorflow_with_no_range() -> None:
    # microsoft/nni#4191 and tensorflow/probability#1753: typing-extensions, capped up to 2.13 (the tables): 2.14
    nni = ("There is a conflict between typing-extension required by pylint and required by tensorflow. I don't "
           "think tensorflow has a reasonable version request to pin typing-extension at 3.7.\n")
    tfp = ("I'm using some libraries such as `pydantic` that have conflicts with `tensorflow-probability` due to "
           "`typing-extension` dependency.\n")
    for paste in (nni, tfp):
        top = _top(paste)
        assert (top.cause, top.level) == ("dependency_conflict", "warning")
        assert "tensorflow>=2.14" in top.fix
    # tensorflow#47303: h5py, which the tables do not hold: the release line after 2.4 to check
    top = _top("- TensorFlow version (you are using): 2.4\nIn the setup.py I have both h5py>3 and tensorflow>2 and so "
               "pip fails to run because these requirements conflict with one another.\n")
    assert top.cause == "dependency_conflict"
    assert "TensorFlow 2.5, the next release line" in top.fix


def test_a_clash_of_numpy_or_without_tensorflow_is_not_this_form() -> None:
    assert not any(e.cause == "dependency_conflict" for e in explain(
        "There is a conflict between typing-extensions required by pylint and required by black.\n"))
    assert not any(e.cause == "dependency_conflict" for e in explain(
        "Is there a conflict between typing-extensions and tensorflow?\n"))


def test_tf_nightlys_resolver_lines_are_tensorflows() -> None:
    # kubeflow/pipelines#7171: tf-nightly's absl-py floor against kfp's cap, two ranges that share no version
    top = _top("The conflict is caused by:\n    tf-nightly 2.9.0.dev20220116 depends on absl-py>=1.0.0\n"
               "    kfp 1.8.10 depends on absl-py<=0.11 and >=0.9\n")
    assert (top.cause, top.level) == ("dependency_conflict", "error")
    assert "release of kfp whose absl-py range admits absl-py>=1.0.0" in top.fix
    # tensorflow#29905 and #49487: the 2.0 preview nightlies' tb-nightly pin, its range the fix
    for name, have in (("tf-nightly-gpu-2-0-preview 2.0.0.dev20190626", "1.15.0a20190624"),
                       ("tf-nightly-2-0-preview 2.0.0.dev20190601", "2.4.0a20201022")):
        top = _top(f"ERROR: {name} has requirement tb-nightly<1.15.0a0,>=1.14.0a0, but you'll have tb-nightly "
                   f"{have} which is incompatible.\n")
        assert top.cause == "dependency_conflict"
        assert "tb-nightly<1.15.0a0,>=1.14.0a0" in top.fix


def test_absl_py_is_one_of_tensorflows_dependencies_in_words() -> None:
    said = requirement_said("tensorflow 2.11 requires absl-py>=1.0.0 but kfp requires absl-py<=0.11")
    assert said
    assert said[0].dep == "absl-py"
    assert said[0].apart
