"""The user's words that a GPU fails with the TensorFlow, the CUDA or the build at hand, read one sentence at a time.

Rather than one pattern per wording, each sentence is read with a small vocabulary: the GPU (a model the context pass
names, or a family: "RTX 30 series", "30xx", "Ampere cards", "Blackwell", "Kepler", "30系"), what is said of it (a
failure: not supported, does not work or seem to, cannot run or use, only runs elsewhere ("只能"), fails, an error, a
crash, a hang, NaN or noise, "invalid device function", not recognised, ignored; or that it is old), and the CUDA the
sentence names beside it ("only CUDA 10.x is supported", "the cuda 10 dlls", "CUDA 10 based solutions"). A sentence
naming another framework (PyTorch, JAX, MXNet, TensorRT, a miner), asking (a question, how to, when will), wishing or
requesting (please support, hope, waiting for), conditional (if you use), comparing, or saying it works, says none of
it. What the GPU and the CUDA decide is the tables' (envcheck/explain/_checklist.py).
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

# a GPU family, by its series or architecture, and the compute capability that stands for it in the tables (the
# first CUDA that knows the family is the same for all its members: a series' consumer cards where two differ); a
# series said in Chinese ("30系", "rtx20系") is read with the space the context pass puts between digits and CJK
_FAMILIES: tuple[tuple[re.Pattern[str], str], ...] = tuple((re.compile(p, re.IGNORECASE), cc) for p, cc in (
    ((r"\b(?:rtx|gtx) ?50(?:xx|x0|[- ]?series)|\b50(?:xx|[- ]?series)\b|\brtx ?5000 ?series\b|\bblackwell\b"
     r"|\bsm_?120a?\b|(?<![\d.])50 ?系"), "12.0"),
    (r"\bhopper\b", "9.0"),
    ((r"\b(?:rtx|gtx) ?40(?:xx|x0|[- ]?series)|\b40(?:xx|[- ]?series)\b|\brtx ?4000 ?series\b|\bada(?: lovelace)?\b"
     r"|(?<![\d.])40 ?系"), "8.9"),
    ((r"\b(?:rtx|gtx) ?30(?:xx|x0|[- ]?series|k)\b|\b30(?:xx|[- ]?series)\b|\brtx ?3000(?: ?series)?\b|\brtx ?3k\b"
     r"|\bampere\b|(?<![\d.])30 ?系"), "8.6"),
    (r"\b(?:rtx|gtx) ?20(?:xx|[- ]?series)\b|\b20(?:xx|[- ]?series)\b|\bturing\b|(?<![\d.])20 ?系", "7.5"),
    (r"\bvolta\b", "7.0"),
    (r"\bpascal\b", "6.1"),
    (r"\bmaxwell\b", "5.0"),
    (r"\bkepler\b", "3.5"),
    (r"\bfermi\b", "2.1"),
))
# the GPU named in the sentence: a card's brand or model (run together or not: "RTX3090", "gtx1080ti"), a family,
# a compute capability, or the GPU itself
_GPU = re.compile(
    r"\b(?:gpus?|cards?|graphics|geforce|nvidia|tesla|quadro|titan|grid|devices?|hardware)\b"
    r"|\b(?:rtx|gtx|gt|mx|nvs|rx)[ -]?\d{0,4}\w{0,5}\b"
    r"|\b(?:a100|a30|a10g?|h100|h200|l4|l40s?|v100|p100|t4|k\d{2,4}m?)\b"
    r"|\bsm_?\d{2,3}a?\b|\bcompute capability\b|\b\d{3,4}(?: ?ti)?\b|显卡|顯示卡|グラボ"
    + "".join(f"|{f.pattern}" for f, _ in _FAMILIES), re.IGNORECASE)
# what is said of it, decided by itself: not supported, does not work or run, cannot be used, NaN or noise, no
# kernel for it (not a question of it: _NONE)
_FAILS = re.compile(
    r"(?:\bnot|n't)(?: seem to| appear to| yet| even)? (?:be )?(?:supported|compatible|working|recogni[sz]\w*"
    r"|detected|usable)\b|\b(?:does|do|did|is|are|was|were|can|could|will|would)(?:n'?t| not)(?: \w+)? (?:work|run"
    r"|support|use|recogni[sz]e|detect|engage|launch|start|find|play|compute)\w{0,3}\b"
    r"|\b(?:does|do|did)(?:n'?t| not) (?:seem|appear) to (?:work|run)\b|\b(?:cannot|can ?not|unable to"
    r"|not able to|fails? to|failed to|impossible to|no way to|won'?t) (?:\w+ ){0,2}(?:work|run|use|support|launch"
    r"|start|engage|recogni[sz]e|detect|find|compute|be used|train)\w{0,3}\b|\bincompatib\w{2,6}\b|\bunsupported\b"
    r"|\bno (?:longer )?support(?:ed)?\b|\bhas no (?:\w+ )?support\b|\bonly supports?\b|\bonly (?:contains|works with"
    r"|has)\b|\bsupports? only\b|(?:\b(?:won'?t|will not|not|never)|n't) (?:be|been) able to\b"
    r"|\bonly\b[^.]{0,40}\bsupported\b|\bhas no\b[^.]{0,30}\bsupport\b"
    r"|\b(?:nan|noise|noisy|garbage|wrong (?:results?|outputs?)|bad outputs?|predates?|too new)\b"
    r"|无法|不支持|不兼容|不能|用不了|只能", re.IGNORECASE)
# what is said of it that a build named beside it decides (a crash, an error, a hang happen for many causes)
_WEAK = re.compile(r"\b(?:stuck|freez\w*|hangs?|hanging|crash\w*|segfault\w*|segmentation fault|dies|died|broke\w*"
                   r"|errors?|fail\w*|ignor\w+)\b|报错", re.IGNORECASE)
# no kernel for the GPU in the build: it decides that the GPU is outside the build (which side, the tables)
_NO_KERNEL = re.compile(r"\binvalid device function\b|\bno kernel image\b|\bkernel image is invalid\b"
                        r"|\bno binary for (?:the )?gpu\b|\bNO_BINARY_FOR_GPU\b|\bNoKernelImage", re.IGNORECASE)
# the build named instead of the GPU: TensorFlow, its CUDA, a release, an image ("only CUDA 10.x is supported")
_BUILD = re.compile(r"\b(?:tensor ?flow\w*|tf(?:[- ]?(?:gpu|nightly|[12](?:\.\d+)?))?|keras|cuda|cudnn|builds?|wheels?"
                    r"|containers?|images?|releases?|dlls?|libtensorflow|tfjs\w*|projects?)\b", re.IGNORECASE)
# the GPU said too old, outdated or legacy (a GPU older than every build needs no failure said; "an older GPU" is
# only said in passing)
_OLD = re.compile(r"\b(?:too|very|quite|really|so|rather) old\b|\b(?:outdated|obsolete|ancient|legacy)\b",
                  re.IGNORECASE)
# another framework, program or library: its build and its GPU are not TensorFlow's (the paste's, not the sentence's)
_OTHER = re.compile(r"\b(?:py)?torch\b|\bjax\b|\bmxnet\b|\bcaffe2?\b|\bcntk\b|\btensorrt\b|\bonnx ?runtime\b"
                    r"|\bpaddle\w*\b|\bneon\b|\bllama\.?cpp\b|\bollama\b|\bvllm\b|\bsglang\b|\bt-rex\b|\bminers?\b"
                    r"|\bmining\b|\btheano\b|\bcupy\b|\bdarknet\b|\bopencv\b", re.IGNORECASE)
# what makes the sentence say none of it: a question, how to, a wish or request, a conditional, a comparison, words
# that it works
_NONE = re.compile(
    r"\?\s*$|\uff1f\s*$|^\W*(?:is|are|does|do|can|could|will|would|should|has|have|which|what|when|why|how)\b"
    r"|\bhow (?:to|do|can|could)\b|\bis there (?:a|any) way\b|\bwhen will\b|\bany (?:plans?|eta|update|news)\b"
    r"|\bplease (?:support|update|add|build|make)\b|\b(?:hope|wish|wondering|wonder)\b"
    r"|\bwaiting for\b|\blooking forward\b|\bfeature request\b|\bplans? to\b|\bwill (?:support|work|run)\b"
    r"|\b(?:if|when) (?:you|your|the|a|an|someone|anyone|it|they)\b|\bin case\b|\bunless\b"
    r"|\b(?:compar\w+|vs\.?|versus|faster|slower|better|worse)\b"
    r"|\b(?:works?|worked|working|runs?|ran|running) (?:fine|well|great|perfectly|ok(?:ay)?|correctly|smoothly"
    r"|without (?:any )?(?:problems?|issues?|errors?))\b|\bno (?:problems?|issues?)\b|\bit works\b|\bgot it working\b"
    r"|\bfinally works\b|\bsolved\b|\bfixed\b|\bresolved\b", re.IGNORECASE)
# the CUDA the sentence names: "CUDA 10.x", "cuda10", "CUDA-11.8", "cuda 10 xxx.dll", "CUDA 10 based"
_CUDA = re.compile(r"\bcuda[- ]?(?:v|version |toolkit )?(?P<v>\d{1,2}(?:\.\d)?)(?:\.x)?(?![\d.]*\s?(?:driver|capab))",
                   re.IGNORECASE)
# a TensorFlow release named in the sentence ("tensorflow 1.14", "tf1.15", "TF=1.8.0", "tensorflow-gpu==2.3")
_TF_VERSION = re.compile(r"\b(?:tensor ?flow|tf)(?:[- ]?gpu)?\s?(?:==?|:)?\s?v?[12]\.\d{1,2}\b", re.IGNORECASE)
# TensorFlow's issue template, its GPU and CUDA fields: a report that something fails ("- **CUDA/cuDNN version:**
# CUDA v10.1, cuDNN v7.6.0.64"), and the CUDA it gives
_TEMPLATE = re.compile(r"^[\s*#-]{0,8}(?:gpu model and memory|cuda/cudnn version)[\s*]{0,4}[:\uff1a][\s*]{0,4}"
                       r"(?:cuda\s?)?v?(?P<v>\d{1,2}\.\d)?", re.IGNORECASE)
# the GPU said to need a newer build: a TensorFlow or CUDA release from which it runs ("RTX 3080 seem to be compatible
# only with tensorflow 2.4+", "Ampere GPUs need CUDA 11", "TensorFlow 2.20 is needed for sm_120")
_RELEASE = (r"(?P<what{n}>tensor ?flow|tf|cuda)(?:[- ]?gpu)?[ -]?(?:>=|=>|==|v|version )?\s?"
            r"(?P<v{n}>\d{{1,2}}(?:\.\d{{1,2}})?)(?![\d.]*\s?(?:driver|capab))")
_NEEDS = re.compile(
    r"\b(?:requires?|required|needs?|needed|only (?:compatible|works?|runs?|supported)|compatible only"
    r"|(?:works?|runs?|supported) only|(?:is|are) (?:only )?supported (?:only )?(?:from|since|by|in))\b"
    r"(?: with| by| on)?"
    r"[^.;\n]{0,24}?\b" + _RELEASE.format(n=1)
    + r"|\b" + _RELEASE.format(n=2) + r"(?:\s?\+|\.x| or (?:newer|later|above|higher))? (?:is|are) (?:required|needed"
    r"|necessary)\b", re.IGNORECASE)
# ... not a need of something else than the GPU ("tensorflow 2.16 is needed for keras 3", "our project requires
# tensorflow 2.4"), nor one already met ("needs CUDA 11 or newer, which I have")
_NEED_OF_ANOTHER = re.compile(
    r"\b(?:project|code|package|model|repo(?:sitory)?|library|script|notebook|course|tutorial|app|tensorflow|tf"
    r"|tensorflow-gpu|gpu support|gpu version|version of tensorflow|install(?:ation)? guide|docs?|documentation)s?\b"
    r"[^.;\n]{0,30}?\b(?:requires?|required|needs?|needed)\b", re.IGNORECASE)
_NEEDED_FOR_OTHER = re.compile(r"[^.;\n]{0,12}?\bfor (?!(?:the |this |my |a |an |these |those )?(?:gpus?|cards?"
                               r"|rtx|gtx|geforce|nvidia|ampere|ada|hopper|blackwell|turing|it|them)\b)",
                               re.IGNORECASE)
_ALREADY_MET = re.compile(r"\bwhich I (?:have|installed|use)\b|\bI (?:already )?have\b|\balready\b"
                          r"|\bso I (?:installed|upgraded|use|updated)\b", re.IGNORECASE)


def gpu_needs_said(line: str) -> tuple[str, str, str | None] | None:
    """A GPU said to need a newer TensorFlow or CUDA: ("tensorflow" or "cuda", the release, the family's CC if named).

    Not in a sentence that says none of it (a question, a wish, another framework's), nor one naming no GPU.
    """
    for sentence in sentences(line):
        if _OTHER.search(sentence) or _NONE.search(sentence) or not _GPU.search(sentence):
            continue
        if (found := _NEEDS.search(sentence)) and not _NEED_OF_ANOTHER.search(sentence) \
                and not _ALREADY_MET.search(sentence) and not _NEEDED_FOR_OTHER.match(sentence, found.end()):
            what = (found.group("what1") or found.group("what2")).lower().replace(" ", "")
            return ("cuda" if what == "cuda" else "tensorflow", found.group("v1") or found.group("v2"),
                    family_cc(sentence))
    return None


# a line holding none of these is not read
HINTS = ("gpu", "cuda/cudnn", "card", "rtx", "gtx", "geforce", "nvidia", "tesla", "quadro", "titan", "nvs", "grid",
         "series", "xx", "ampere", "turing", "volta", "pascal", "maxwell", "kepler", "fermi", "hopper", "blackwell",
         "ada", "sm_", "a100", "h100", "v100", "k80", "hardware", "device", "显卡", "顯示卡", "グラボ", "系")


def family_cc(line: str) -> str | None:
    """The compute capability of a GPU family the line names ("RTX 30 series": 8.6), when it names one."""
    return next((cc for family, cc in _FAMILIES if family.search(line)), None)


def arch_said(line: str) -> tuple[set[str], str | None, str | None]:
    """The flags a line of the user's words sets, sentence by sentence, the CUDA named with the failure, the family.

    gpu_fails_said: a GPU (a model, a family, the card) said not to work, to be unsupported, to give NaN, or to fail
    beside a CUDA or TensorFlow the sentence names; build_fails_said: the build (TensorFlow, its CUDA, a release, an
    image) said so with no GPU in the sentence (the paste names it elsewhere: a title, a listing); no_kernel_said: no
    kernel for the GPU ("invalid device function"); gpu_old_said: a GPU said old; issue_template: a field of
    TensorFlow's issue template (a report of a failure; its CUDA field's CUDA); other_framework_said: another
    framework or program named. The CUDA is the one a sentence with the failure names ("only CUDA 10.x is
    supported": 10); the family, a GPU family named in a sentence that does not say none of it.
    """
    flags: set[str] = set()
    cuda = family = None
    if found := _TEMPLATE.match(line):  # (the template's field: no sentence)
        return {"issue_template"}, found.group("v"), None
    for sentence in sentences(line):
        if not sentence.strip():
            continue
        if _OTHER.search(sentence):
            flags.add("other_framework_said")
            continue
        if _NONE.search(sentence):
            continue
        family = family or family_cc(sentence)
        gpu, build, named = _GPU.search(sentence), _BUILD.search(sentence), _CUDA.search(sentence)
        if _NO_KERNEL.search(sentence):
            flags.add("no_kernel_said")
        if _FAILS.search(sentence) or (_WEAK.search(sentence) and (named or _TF_VERSION.search(sentence))):
            if gpu or build:
                flags.add("gpu_fails_said" if gpu else "build_fails_said")
            cuda = cuda or (named.group("v") if named else None)
        if gpu and _OLD.search(sentence):
            flags.add("gpu_old_said")
    return flags, cuda, family
