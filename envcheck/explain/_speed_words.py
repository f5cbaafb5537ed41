"""The user's words that a run on the GPU is slow, or leaves the GPU idle, read one sentence at a time.

Rather than one pattern per wording, each sentence is read with a small vocabulary: what it names (the GPU, or its
use: utilisation, load, usage, engagement, nvidia-smi's GPU-Util and Volatile, 利用率; another device: the CPU, the
memory, a disk; a run: training, an epoch, fit, predict, inference, the model, TensorFlow or Keras) and what it says of
it (low: low, zero, under-utilised, barely used, idling, spiking, a fraction, a figure under 50%; slow: slow, too long,
hours an epoch, slower on the GPU than on the CPU). What is said of a device goes to the one named before it in the
same clause ("GPU at 15%, CPU at 40%"), else to the one right after it ("low GPU usage", "21.5% GPU", "5% of the GPU").
Low said in words ("low", "under-utilised") is the symptom itself; a bare figure is only with a run named beside it
or said to last ("all the time": the GPU is at 0% between runs too), and not one then called normal, expected, fine or
ok. A sentence naming another framework, asking how to check, a conditional or what follows a run's end says none of
it; one about start-up, an import, an install, a build or a download says no run is slow.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import clauses, sentences

# "GPU and CPU usage" is one thing said of both, not two clauses
_PAIR = re.compile(r"\b(?:gpus? ?(?:and|&) ?cpus?|cpus? ?(?:and|&) ?gpus?)\b", re.IGNORECASE)

_USE = (r"(?:u[lt]{1,2}ili[sz]a?t?i?on|utilizaiton|util|usage|use rate|using rate|load|engagement|occupancy"
        r"|activity|percentage)(?: ?rate)?")
_CJK_USE = r"(?:利用率|使用率|占用率|利用|使用)"
# a percentage: the sign, or the word ("8 percent"; not "percent of" something but its capacity, nor "percent top-1")
_PERCENT = r"(?:%|percent\b(?! top\b)(?! of (?!(?:its |the )?(?:capacity|max\w*|peak)\b)))"
# what a sentence names, in order: the GPU's memory (not its use), the GPU or its use, the CPU, another device or
# what the model scores (its accuracy, its loss, its learning rate: said low, it is no use of the GPU), a use
# with no device ("the utilization is low"), figures (a range, a percentage, a zero said as one: not a change "8%
# slower", nor a share of the time), and the words of low and of busy
_TOKEN = re.compile(
    rf"(?P<mem>\b(?:gpus? ?|video |graphics? )?(?:memory|mem|v?ram)(?:[- ]?(?:usage|use|utili[sz]ation))?\b|显存|内存)"
    rf"|(?P<gpu>\b(?:gpus?(?: ?/ ?cpus?)?|cpus? ?/ ?gpus?|volatile|graphics? card|video card)(?:[- ]?(?:'s )?"
    rf"(?:volatile )?{_USE}(?: of (?:the |my )?gpus?)?)?\b(?: ?{_CJK_USE})?|\b{_USE} of (?:the |my |each |all )?gpus?\b"
    rf"|显卡(?:{_CJK_USE})?|gpu ?{_CJK_USE})"
    rf"|(?P<cpu>\b(?:cpus?|processors?)(?:[- ]?{_USE})?\b(?: ?{_CJK_USE})?|\b{_USE} of (?:the |my )?cpus?\b)"
    rf"|(?P<other>\b(?:disk|ssd|hdd|network|bandwidth|i/o|fans?)\b"
    # what the model scores or is set to: "the accuracy is low", "accuracy stuck at 10%", "the learning rate is low"
    r"|\b(?:(?:val(?:idation)?[_ ]|test[_ ]|train(?:ing)?[_ ])?(?:accuracy|acc|loss|precision|recall|f1(?:[- ]score)?"
    r"|auc|iou|(?-i:mAP)|score|perplexity|bleu|psnr|ssim|dice|mae|mse|rmse)|learning[_ ]rate|lr|confidence)\b)"
    rf"|(?P<use>\b{_USE}\b|{_CJK_USE})"
    r"|(?P<range>(?<![\w.])\d{1,3}(?:\.\d{1,2})? ?%? ?(?:-|~|\u2013|to) ?(?P<top>\d{1,3})(?:\.\d{1,2})? ?"
    rf"{_PERCENT})"
    rf"|(?P<figure>(?<![\w.])(?P<value>\d{{1,4}})(?:\.\d{{1,2}})? ?{_PERCENT}(?! ?(?:slower|faster|more|less|better"
    r"|worse"
    r"|increase|decrease|improvement|speed|of (?:the )?(?:time|data|images|samples|steps)"
    r"|(?:\w+ )?(?:accuracy|acc|loss|precision|recall|f1|iou|dropout)\b))"
    # (not a device's number: "CUDA_VISIBLE_DEVICES is 0", "the GPU id was 0", "set the value is 0")
    r"|\b0 (?=u[lt]|usage|load)|(?<!devices )(?<!devices  )(?<!device )(?<!ids )(?<!id )(?<!index )(?<!rank )"
    r"(?<!ordinal )(?<!set the value )(?<!set value )"
    r"\b(?:is|was|are|at|stays?|remains?|keeps?|shows?|mostly|almost|always|constantly|only|just"
    r"|(?:going|goes|went|falls?|fell|drops?|dropped|dropping)(?: down)? to) (?:at )?0\b"
    r"(?![.,]\d))"
    # a figure under 50% called small ("GPU uses only 5-25%", "is just 8%"): the complaint without a run named (not a
    # change, a share of something else or a score: "only 30% faster", "only 10% of the dataset", "just 20 percent
    # validation accuracy")
    r"|(?P<small>\b(?:only|just|merely|barely) (?:about |around |at |~ ?)?(?=(?:[0-4]?\d(?:\.\d{1,2})? ?%? ?"
    rf"(?:-|~|\u2013|to) ?)?[0-4]?\d(?:\.\d{{1,2}})? ?{_PERCENT}(?! ?(?:slower|faster|more|less|better|worse|speed\w*"
    r"|throughput|improvement|increase|decrease|gain|of (?:the )?(?!gpus?(?![\w-]))\w+|(?:\w+ )?(?:accuracy|acc|loss"
    r"|precision|recall|map|f1|iou|dropout|full|fan)\b|top-?\d))))"
    r"|(?P<low>\b(?:under-? ?utili[sz]\w*|underutiliz\w*|not (?:fully|completely) (?:used|utili[sz]\w*|loaded)"
    r"|not runn?ing (?:on|at) full|barely (?:used|utili[sz]ed|use[sd]?)?|hardly (?:used|utili[sz]ed)|zero|nil"
    r"|idl(?:e|es|ing)|starv\w*|spik\w*|fluctuat\w*|oscillat\w*|unstable|drops?|dropping|slashed|decreas\w*"
    r"|(?:only (?:uses? )?)?a (?:small )?(?:fraction|part) of|does ?n[o']?t (?:change|go (?:above|over|beyond))"
    r"|never (?:goes )?(?:above|over))\b"
    r"|(?<![\w'])(?:low|law|poor|less)\b(?![- ](?:end|profile|power|on|memory"
    r"|v?ram|latency|level|precision|rank|cost|budget))|低|不高|个位数|波动)"
    r"|(?P<high>\b(?:high|higher|busy|full|fully (?:used|loaded|utili[sz]ed)|max(?:ed)?(?: out)?|cooked|good)\b)"
    # said normal (a figure so called is no complaint: "GPU usage around 40% which is normal"); not "than expected"
    r"|(?P<fine>\b(?:normal|fine|ok(?:ay)?|reasonable|acceptable|(?:is|was|as|be|'s) expected(?! to))\b)",
    re.IGNORECASE)
_DEVICES = ("gpu", "gpuuse", "cpu", "mem", "other", "use")
# said right before a word of low ("not low", "isn't idle"): the opposite
_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bno longer)\s(?:\w+\s)?$", re.IGNORECASE)
# a word of low that takes the GPU as its object ("underutilizing GPUs", "a fraction of the GPU")
_OF_THE_GPU = re.compile(r"^under|fraction|part of", re.IGNORECASE)
_NAMES_USE = re.compile(r"util|usage|use|load|engagement|occupancy|activity|percentage|volatile|rate|利用|使用|占用",
                        re.IGNORECASE)
_GPU_NAMED = re.compile(r"\b(?:gpus?|vram|geforce|gtx|rtx|titan|tesla|quadro|[vap]100)\b|显卡|显存", re.IGNORECASE)
_BUSY_FIGURE = 50  # a figure of the GPU's use from which it is busy, not idle
# a run: training, inference, the model, the code or the framework named (what a figure of the GPU's use is read in)
_RUN = re.compile(r"\b(?:train\w*|trainning|learn(?:ing)?|epochs?|fit(?:_generator)?|predict\w*|inferenc\w*"
                  r"|inferring|detect\w*|testing|evaluat\w*|keras|tensor ?flow(?:-gpu)?|tf(?:\.keras)?|models?"
                  r"|networks?|runs?|running|steps?|iterations?|code|script|program)\b|训练|测试|推理|预测|学习|学習"
                  r"|обучени", re.IGNORECASE)
_INFERENCE = re.compile(r"\b(?:predict\w*|inferenc\w*|inferring|detect\w*|testing|realtime)\b|测试|推理|预测",
                        re.IGNORECASE)
_TRAINING = re.compile(r"\b(?:train\w*|trainning|learning|epochs?|fit(?:_generator)?)\b|训练|学习|学習|обучени",
                       re.IGNORECASE)
# the GPU's memory said taken, or the CPU busy, in the sentence: a run holds them
_HELD = re.compile(r"\b\d{1,3}(?:\.\d)? ?[GM]i?B\b|\b(?:loaded|dumped)\b|占用|占满|已满", re.IGNORECASE)
# a figure said to last ("almost all the time at 0%"): not a moment between runs
_LASTING = re.compile(r"\b(?:all|most of) the time\b|\bthe whole time\b|\bconstantly\b", re.IGNORECASE)
# slow: in words, as the hours an epoch takes (or the seconds an image), or as the GPU no faster than the CPU
_SLOW = re.compile(
    r"\bslow\w*|\bsluggish\b|\btoo (?:long|much time)\b|\blong time\b|\bforever\b"
    r"|\bspeed (?:is |was )?(?:too |very |so |really )?low\b|\b(?:low|poor|bad) performance\b"
    r"|\bperformance (?:loss|issue|drop)\b|\bno faster\b|\bnot (?:any )?faster\b"
    r"|\bsame (?:speed|time)\b(?=[^.!?]{0,30}\b(?:cpu|gpu)\b)|\bsame as (?:the )?cpu\b"
    r"|\bfaster (?:on|with|using|in|than) (?:the |my )?cpu\b|\bcpu (?:is |was )?(?:\w+ )?faster\b"
    r"|\bno (?:speed ?up|improvements?)\b|\bas slow as\b"
    # the same time on another device ("on a V100 it takes 5 minutes too"), or no difference between them
    r"|\b(?:takes?|took)\b[^.!?]{0,25}?\b(?:minutes?|mins?|hours?|hrs?|seconds?|secs?) (?:too|as well|also)\b"
    r"|\bno (?:\w+ )?difference in (?:the )?(?:training |inference )?(?:speed|time|performance)\b"
    r"|\bno (?:\w+ )?difference between (?:the )?(?:cpus?|gpus?) and (?:the )?(?:cpus?|gpus?)\b"
    r"|\b(?:takes?|took|taking|needs?|spends?|costs?)\b[^.!?]{0,30}?\b(?:\d+(?:\.\d+)?|an?|one|two|three|several"
    r"|few|many) ?(?:hours?|hrs?|days?)\b|\b(?:epoch|step|iteration)s?\b[^.!?]{0,20}\b(?:takes?|took|needs?)\b"
    r"[^.!?]{0,20}?\b(?:\d+|an?|one|two|several|few) ?(?:hours?|hrs?|days?)\b"
    r"|\b\d+ ?(?:hours?|hrs?|days?) (?:per|an?|each|for (?:one|an?|each|a single)) (?:epoch|step|iteration)\b"
    r"|\btakes? (?:several |many |a few )?(?:hours|days)\b"
    r"|\b(?:predict\w*|detect\w*)\b[^.!?]{0,30}?\b\d+(?:\.\d+)? ?(?:seconds?|secs?|s)\b"
    r"|\b\d+(?:\.\d+)? ?(?:seconds?|secs?|s)\b(?=[^.!?]{0,20}\b(?:to (?:predict|detect)|per image|an? image"
    r"|one image))|慢|медленн|遅い|lento",
    re.IGNORECASE)
# said right before slow: not slow, or only a guess ("will be slow", "might be slower")
_SLOW_DENIED = re.compile(r"(?:\bnot|n't|\bnever|\bno longer|\bwill|\bwould|\bcould|\bmight|\bmay|\bshould)\s"
                          r"(?:\w+\s){0,2}$", re.IGNORECASE)
# what makes a sentence say none of it: another framework named, a question how to check
_NONE = re.compile(
    r"\b(?:(?:py)?torch|jax|mxnet|paddle\w*|caffe2?|darknet|theano|cntk|chainer|mindspore|detectron2?|ultralytics"
    r"|yolov[5-9]|how (?:to|do i|can i|could i) (?:check|know|see|monitor|tell|confirm))\b",
    re.IGNORECASE)
# a conditional clause, up to its comma or "then": what it says is only supposed (if training is slow, use ...);
# what follows it is said (if I use the whole dataset, training becomes much slower); one in parentheses ends at
# its parenthesis ("after 32 steps (if `_batches_per_group=32`) GPU utilization going to 0")
_SUPPOSED = re.compile(r"\((?:if|unless|in case)\b[^()\n]*\)|\b(?:if|unless|in case)\b[^,;:\n]*?(?=,|;|:|\bthen\b|$)",
                       re.IGNORECASE)
# what makes a sentence speak of after a run: "After training finishes, GPU utilization goes to 0"
_AFTER_RUN = re.compile(r"\b(?:after|once|when)\b[^.!?,;]{0,30}\b(?:training|fit|run|script|program|model|it)\b"
                        r"[^.!?,;]{0,15}\b(?:finish|end|complet|return|stop|exit|is done|was done)\w*", re.IGNORECASE)
# what makes a sentence say no run is slow: start-up, an import, an install, a build or a download
_NOT_A_RUN = re.compile(
    r"\b(?:start-?up|starting up|to start|before (?:beginning|starting|the first|it starts)|first (?:epoch|iteration"
    r"|inference|prediction|run|call|batch|step|start|time)|import\w*|install\w*|pip|conda|build\w*|compil\w*"
    r"|download\w*|initiali[sz]\w*|warm-?up)\b",
    re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("slow", "speed", "util", "usage", "load", "idl", "engagement", "epoch", "faster", "performance", "hour",
         "second", "利用", "使用", "占用", "慢", "медлен", "遅", "lento", "gpu", "volatile")


def _tokens(clause: str) -> list[tuple[str, int]]:
    """The words of a clause the reading knows: (kind, the figure if one).

    The GPU named with its use ("GPU utilization", "volatile", "GPU 利用率") is "gpuuse", the GPU alone "gpu"; a
    word of low that takes the GPU as its object is "lowof".
    """
    found: list[tuple[str, int]] = []
    for match in _TOKEN.finditer(clause):
        kind, text = match.lastgroup or "", match.group(0)
        if kind == "small":  # a figure called small: not one said of a score named before it in the clause
            if any(k == "other" for k, _ in found):
                continue
            kind = "low"
        if kind == "gpu" and _NAMES_USE.search(text):
            kind = "gpuuse"
        elif kind in ("low", "fine") and _DENIED.search(clause[:match.start()]) and not text.lower().startswith(
                ("not ", "does", "never")):
            continue  # "not low", "isn't idle", "not normal"
        elif kind == "low" and _OF_THE_GPU.search(text):
            kind = "lowof"
        figure = match.group("top") if kind == "range" else (match.group("value") or "0") if kind == "figure" else ""
        found.append((kind, int(figure or 0)))
    return found


def _owners(clauses: list[list[tuple[str, int]]]) -> list[tuple[str, str]]:
    """(device, "low", "figure", "high" or "fine") per word said of one: the device before it in its clause, else after.

    A word of low said before the device qualifies its use ("low GPU usage"), not the GPU itself ("a low-end GPU",
    "poor GPU"): it goes forward only to a use. A clause that names no device takes the one an earlier clause named
    ("GPU usage is unstable (sometime 100%, sometime 0%)").
    """
    said = []
    for index, clause in enumerate(clauses):
        for position, (kind, figure) in enumerate(clause):
            if kind not in ("low", "lowof", "high", "fine", "figure", "range"):
                continue
            numeric = kind in ("figure", "range")
            before = [k for k, _ in clause[:position] if k in _DEVICES]
            after = [k for k, _ in clause[position + 1:position + 3] if k in _DEVICES and (
                k != "gpu" or numeric or kind == "lowof")]
            earlier = [k for c in clauses[:index] for k, _ in c if k in _DEVICES]
            owner = before[-1] if before else after[0] if after else earlier[-1] if earlier else ""
            low = kind in ("low", "lowof") or (numeric and figure < _BUSY_FIGURE)
            what = ("figure" if numeric else "low") if low else "fine" if kind == "fine" else "high"
            said.append(("gpu" if owner == "gpuuse" else owner, what))
    return said


def speed_said(line: str) -> set[str]:
    """The flags a line of the user's words sets: the GPU's use said low, a run said slow, and what kind of run.

    gpu_use_low_said (with low_gpu_util): the GPU's use is low in words, or a figure under 50% beside a run;
    util_low_said: a utilisation with no device said so (the GPU's in a paste about one); run_slow_said: training
    or inference said slow; inference_said: the run is inference (predict, detection), not training.
    """
    flags: set[str] = set()
    for said_as in sentences(line, fields=True):
        sentence = _SUPPOSED.sub(" ", _PAIR.sub("gpu/cpu", said_as))
        if not sentence.strip() or _NONE.search(sentence) or _AFTER_RUN.search(sentence):
            continue
        run = _RUN.search(sentence)
        said = _owners([_tokens(clause) for clause in clauses(sentence, at_and=True)])
        if not sentence.rstrip().endswith("?"):  # a figure the user then calls normal is no complaint (not asked)
            said = [(owner, what) for n, (owner, what) in enumerate(said) if what != "figure" or (
                owner, "fine") not in said[n + 1:]]
        in_run = bool(run or _HELD.search(sentence) or _LASTING.search(sentence)) or any(
            (owner == "mem" and what != "low") or (owner == "cpu" and what in ("high", "fine")) for owner, what in said)
        gpu_named = bool(_GPU_NAMED.search(sentence))
        for owner, what in said:
            if owner in ("gpu", "use") and (what == "low" or (what == "figure" and in_run)):
                flags.update(("gpu_use_low_said", "low_gpu_util") if owner == "gpu" or gpu_named else
                             ("util_low_said",))
        slow = next((m for m in _SLOW.finditer(sentence) if not _SLOW_DENIED.search(sentence[:m.start()])), None)
        if slow is not None and (run or gpu_named) and not _NOT_A_RUN.search(sentence):
            flags.add("run_slow_said")
        if flags and _INFERENCE.search(sentence) and not _TRAINING.search(sentence):
            flags.add("inference_said")
    return flags
