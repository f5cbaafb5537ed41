"""The user's words that a CUDA library is missing or does not load, read one sentence at a time.

Rather than one pattern per wording, each sentence is read with a small vocabulary: a CUDA library named (its file,
a soname such as libcudnn.so.8 or a Windows DLL such as cudart64_110.dll; its short name, cudnn, libcublas, cuBLAS;
or CUDA's libraries, DLLs or files in general, where the sentence names TensorFlow, CUDA, the GPU or the loader's
path), and what is said of it: missing (and its typos), lacking, not found, cannot (can't, can not, could not, unable
to, fails to) be found, loaded, located, opened or accessed, does not exist, asked for and not there (TensorFlow
looking for it), or an ImportError (an import error) naming it. A sentence that describes a change (a fix, a
workaround), states a condition or a precaution (if, whether, make sure), asks whether (is it missing?), denies it
(not missing), or names the driver's own library (libcuda.so.1, nvcuda.dll: driver_missing), TensorRT's (libnvinfer,
optional) or another framework or program (PyTorch, JAX, OpenCV) says none of it.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

# a CUDA library named: its file (a soname, a Windows DLL with CUDA's version in its name) or its short name
_FILE = re.compile(r"\blib(?:cu|nv)\w{1,24}\.so(?:\.\d{1,3}){0,3}\b|\b(?:cu|nv)\w{1,24}64_\d{1,3}\.dll\b",
                   re.IGNORECASE)
_SHORT = re.compile(r"(?<![\w.-])(?:lib)?(?:cudnn|cudart|cublas(?:lt)?|cufft|curand|cusolver|cusparse)"
                    r"(?:\d{1,2}(?:\.\d{1,2})?)?(?![\w-])", re.IGNORECASE)  # (a major after it: "cudnn7")
# CUDA's libraries in general: so qualified ("the cuda libraries", "GPU libraries"), or unqualified ("library
# files", "the dll") where the sentence names CUDA, the GPU or the loader's path
_GENERAL = re.compile(r"\b(?:cuda|cudnn|gpu|nvidia)\s(?:librar(?:y|ies)|dlls?|files?)\b", re.IGNORECASE)
_BARE = re.compile(r"\b(?:librar(?:y|ies)(?:\sfiles?)?|dlls?)\b|\.(?:dll|so)\sfiles?\b", re.IGNORECASE)
_LOADER = re.compile(r"\b(?:cuda|gpu|ld_library_path)\b", re.IGNORECASE)
# what is said of it: missing, not found, cannot be found or loaded, does not exist, looked for
_MISSING = re.compile(
    r"\bmis+ing\b|\bnot (?:be )?(?:found|loaded|located|detected|opened|present|available|accessible)\b"
    r"|\b(?:can ?not|can'?t|could ?n[o']?t|unable to|fail(?:s|ed)? to|won'?t|does ?n[o']?t|did ?n[o']?t) "
    r"(?:be )?(?:find|found|load|loaded|locate|located|open|opened|access|accessed|see|detect)\b"
    r"|\bdoes ?n[o']?t exists?\b|\bno such file\b|\bdlerror\b|\bimport ?error\b"
    # an image or install said to lack it ("run-nvidia lacks cudnn7")
    r"|\black(?:s|ing)\b"
    # asked for by TensorFlow, so not found: "TensorFlow is still looking for cublas 9.0"
    r"|\b(?:tensor ?flow|tf|it)\b[\w .]{0,24}?\b(?:looking|looks|look|searching|searches|asking|asks) for\b",
    re.IGNORECASE)
# a sentence that says none of it: a change (a fix, a workaround), a condition or precaution, a denial
_CHANGE = re.compile(r"^\W{0,3}(?:\w{1,12}\(\w{1,20}\):\s?)?(?:fix(?:e[sd]|ing)?|workaround|work around|hotfix"
                     r"|patch(?:e[sd])?|resolves?)\b", re.IGNORECASE)
_NONE = re.compile(r"\b(?:if|whether|unless|in case|make sure|ensure|check (?:if|that|whether))\b"
                   r"|(?:\bnot|n't|\bnever|\bno longer) (?:\w+ )?(?:mis+ing|lack(?:s|ing)?)\b|\bissue #\d"
                   # a report of what was done about it ("... lacks cudnn7, so I used the -cudnn7 image instead")
                   r"|\binstead\b|\b(?:now|then) (?:\w+ ){0,4}(?:works?|runs|sees|trains)\b",
                   re.IGNORECASE)
# not CUDA's libraries: the driver's own (driver_missing) and TensorRT's (optional); nor TensorFlow's: another
# framework's or program's build ("missing from the PyTorch wheel", "not found by my OpenCV build")
_OTHER = re.compile(r"\blibcuda\.so\b|\bnvcuda\.dll\b|\blibnvidia-|nvinfer|\btensorrt\b|\b(?:py)?torch\b|\bjax\b"
                    r"|\bmxnet\b|\bpaddle\w*|\bopencv\b|\bcv2\b|\bonnx ?runtime\b|\bcupy\b|\bllama\.?cpp\b|\bollama\b"
                    r"|\bvllm\b|\bdarknet\b|\bblender\b", re.IGNORECASE)
# an import error denied ("there is no import error"): taken out of the sentence, which may still name one missing
_NO_IMPORT_ERROR = re.compile(r"\bno (?:more |longer (?:an? )?)?import ?errors?\b|\bnot an? import ?error\b",
                              re.IGNORECASE)
# a question whether ("Is libcublas missing from the conda package?"), not a report asked about ("why ...?")
_ASKED = re.compile(r"^\W*(?:is|are|does|do|did|can|could|should|will|would)\b[^?]*\?\W*$", re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("cud", "cublas", "cufft", "curand", "cusolver", "cusparse", "librar", "dll")


def _library(sentence: str) -> str | None:
    """The library a sentence names: its file or short name, else CUDA's libraries in general ("" then)."""
    if found := _FILE.search(sentence) or _SHORT.search(sentence):
        return found.group(0)
    return "" if _GENERAL.search(sentence) or (_BARE.search(sentence) and _LOADER.search(sentence)) else None


def library_said(line: str) -> str | None:
    """The CUDA library the user's words say is missing or does not load ("" for CUDA's libraries in general)."""
    for said in sentences(line):
        sentence = _NO_IMPORT_ERROR.sub(" ", said)
        if (not sentence.strip() or _CHANGE.search(sentence) or _NONE.search(sentence) or _OTHER.search(sentence)
                or _ASKED.search(sentence.strip()) or not _MISSING.search(sentence)):
            continue
        if (lib := _library(sentence)) is not None:
            return lib
    return None


def change_described(line: str) -> bool:
    """The line describes a change (a fix, a workaround: a pull request's or a commit's title), not a failure."""
    return bool(_CHANGE.search(line))
