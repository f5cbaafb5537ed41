"""Whether a user's sentence states that TensorFlow does not see or use the GPU, read sentence by sentence.

The words are read by their parts rather than as whole phrases: a negation (not, n't, cannot, unable to, fails
to, refuses to, no longer) before a verb of using or seeing (use, utilise, run, train, detect, find, see,
recognise, pick up, access, engage, list, show) whose object, a few words on, is the GPU (GPUs, a graphics or
video card, a GeForce model); the GPU as the subject of such a verb denied ("GPU is seemingly not
utilized", "no graphics card is recognized"); the work said to be done on the CPU alone, instead of the GPU, or
still or by default; the GPU's utilisation said to be 0. A sentence is not read when it does not state the
fact: a question of how (or one answered yes or no), a wish for the CPU, a condition, a comparison of speeds,
another framework named without TensorFlow or Keras, one GPU of several, a machine said to have no GPU, a degree
of use, doubt, a hedge.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

# the GPU as a word on its own (not tensorflow-gpu, spleeter-gpu, gpu_options, gpu-util: packages and settings)
_GPU = (r"(?<![\w./-])(?:gpu(?:'?s)?|graphics ?(?:cards?|processors?)|video ?cards?|nvidia cards?"
        r"|(?:geforce |quadro |tesla )?[rg]tx ?\d{3,4}(?: ?ti)?|显卡)(?![\w/-])")
# ... and not a part or a reading of it ("GPU memory is unused", "doesn't show GPU usage", "Cannot find GPU
# specification", "unable to see gpu processes")
_GPU_ITSELF = (rf"{_GPU}(?!\s*(?:memory|ram|vram|usage|util\w*|load|process\w*|pids?|spec\w*|partition|quota"
               r"|resources?|type|temp\w*|driver\w*|runtime|name|info\w*|stat\w*|options?|settings?|index|ids?"
               r"|count|number|functionality|features?|acceleration|support)\b)")
_CPU = r"(?<![\w-])cpus?(?![\w-])"
# a negation, with the contractions typed without their apostrophe ("doesnt", "cant", "wont")
_NOT = (r"(?:\b(?:not|never|no longer|unable to|cannot|can not|fails? to|failed to|refus(?:es|ed|e)? to)\b"
        r"|\b(?:do|does|did|is|are|was|were|ca|can|wo|could|would|has|have|had)n['\u2019]?t\b)")
# what may stand between the negation and its verb ("not able to", "can't get tensorflow to", "seemingly not")
# (not a hedge: "doesn't seem to use the GPU" is a guess)
_BETWEEN = (r"(?:\s+(?:\w+ly|even|yet|ever|still|always|at all|be able to|able to|manage to"
            r"|(?:get|make) (?:tensorflow|tf|keras|it|the model|my model) to)){0,3}")
_SEE = (r"(?:us(?:e|es|ed|ing)|utili[sz](?:e|es|ed|ing)|run(?:s|ning)?|ran|train(?:s|ed|ing)?|execut(?:e|es|ed|ing)"
        r"|comput(?:e|es|ed|ing)|detect(?:s|ed|ing)?|find(?:s|ing)?|found|see(?:s|ing|n)?|saw"
        r"|recogni[sz](?:e|es|ed|ing)|pick(?:s|ed|ing)?(?: up)?|access(?:es|ed|ing)?|engag(?:e|es|ed|ing)"
        r"|regist(?:er|ers|ered|ering)|list(?:s|ed|ing)?|show(?:s|ed|ing|n)?|acknowledg(?:e|es|ed|ing)"
        r"|activat(?:e|es|ed|ing)|identif(?:y|ies|ied|ying))")
# a few words between a verb and the GPU ("run my codes on gpu"), none that moves the sentence off the GPU's use
_GAP = (r"(?:\s+(?!(?:cpus?|memory|all|more|full|fully|well|than|but|and|or|multiple|other|second|both|version"
        r"|package|driver|drivers|support|library|libraries|only|one)\b)[\w'.:()-]+){0,3}?")
_DENIED = (r"(?:used|utili[sz]ed|utili[sz]ing|detected|found|recogni[sz]ed|seen|visible|listed|registered"
           r"|available|ava?i?li?a?b(?:le|el)|active|activated|engaged|accessible|picked up|working|in use"
           r"|acknowledged|identified)")
_STATE = r"(?:\s+(?:is|are|was|were|be|been|being|gets?|got|getting|becomes?|became|remains?|seems?|still|\w+ly)){0,4}"
_WORK = (r"(?:us(?:e|es|ed|ing)|utili[sz]\w*|run(?:s|ning)?|ran|train(?:s|ed|ing)?|execut\w*|comput\w*"
         r"|process(?:es|ed|ing)?|work(?:s|ed|ing)?|fit(?:s|ting)?|done|performed|happen\w*|goes|going)")
_ON = r"(?:\s+(?:on|with|in|at|through|by))?(?:\s+(?:the|my|our|its))?"

_UNUSED_FORMS = (
    # a verb of using or seeing denied, with the GPU its object: "not detecting/recognizing GPU", "cannot run my
    # codes on gpu", "does not pick GPU", "can't access GPU", "not engaging the GPU", "totally not use GPU"
    rf"{_NOT}{_BETWEEN}\s+{_SEE}(?:\s*(?:/|or|and)\s*{_SEE})?{_GAP}\s+{_GPU_ITSELF}",
    # the GPU as the subject of such a verb denied: "GPU is seemingly not utilized", "gpus were not recognized",
    # "GPU could not be recognized", "the GPU was not used successfully"
    (rf"{_GPU_ITSELF}(?:\s+(?!but\b|and\b)[\w'()-]+){{0,2}}?{_STATE}\s+{_NOT}(?:\s+(?:be|being|been|getting|\w+ly)){{0,3}}\s+"
     rf"{_DENIED}\b"),
    (rf"{_GPU_ITSELF}(?:\s+[\w'-]+){{0,2}}?{_STATE}\s+(?:unaccessible|inaccessible|invisible|unavailable|unused"
     r"|undetected|unrecogni[sz]ed)\b"),
    # none of them seen: "no graphics card is recognized anymore", "no GPU was found"
    rf"\bno\s+(?:\w+\s)?{_GPU_ITSELF}(?:\s+devices?)?{_STATE}\s+{_DENIED}\b",
    # the work on the CPU alone: "uses only cpu", "only use cpu", "uses only the CPU", "uses cpu only",
    # "only my CPU is busy"
    # (a place alone, "only on the CPU", is an op's placement as often: not read)
    rf"\b(?:only|solely|exclusively)(?:\s+{_WORK}{_ON}|(?:\s+(?:the|my))?)\s+{_CPU}",
    # a device listing said to hold the CPU alone: "list_local_devices() only shows CPU", "only prints CPU:0"
    (r"(?<!\bnot )(?<!n't )\bonly\s+(?:prints?|shows?|lists?|returns?|gives?|finds?|sees?|detects?|displays?"
     rf"|outputs?)\s+(?:the |my |a )?{_CPU}(?!\s*(?:time|usage|load|ops|utili[sz]ation|%))"),
    (rf"\b(?:uses|used|runs|ran|trains|trained|executes|executed|computes|computed|works|worked|processes|goes"
     rf"|(?:is|are|was|were|still|keeps?|kept)\s+\w+ing){_ON}\s+{_CPU}[- ]only\b"),
    rf"\bonly\s+(?:the |my )?{_CPU}\s+(?:is|was|gets|got)\s+(?:busy|used|utili[sz]ed|working|loaded|active)\b",
    # the CPU against the GPU: "keras runs on cpu, not my gpu", "running on CPU instead of GPU"
    rf"{_CPU},?\s+(?:instead of|rather than|not|and not|but not)\s+(?:on |with |in )?(?:the |my |a )?{_GPU}",
    # the CPU still, after all, or by default: "still training on CPU", "but executes with CPU", "its work by
    # default on CPU"
    (rf"\b(?:still|but(?: it)?|by default|default(?:s)? to|automatically)\s+(?:(?:is|was|keeps?|kept|starts?"
     rf"|started)\s+)?(?:{_WORK})?{_ON}\s+{_CPU}"),
    (rf"\b(?:is|are|was|were)\s+(?:\w+ly\s+)?(?:running|training|executing|processing|computing|done|performed)"
     rf"\s+(?:\w+ly\s+)?(?:on|in|with)\s+(?:the\s+)?{_CPU}"),
    # the GPU build on the CPU: "Tensorflow-GPU processing fit on CPU", "spleeter-gpu trains with the CPU"
    rf"\b[\w.]+-gpu\b(?:\s+[\w'-]+){{0,3}}?\s+{_WORK}{_ON}\s+{_CPU}",
    # the GPU's utilisation said to be nothing: "GPU Util is 0", "no activation on the GPU"
    (rf"{_GPU}[- ]?(?:util\w*|usage|load|workload|activity)\s*(?:(?:is|was|remains|stays|of|at|=|:)\s*){{0,2}}"
     r"(?:always |constantly |still |stuck at )?0\s?%?(?![.\d-])"),
    (rf"\bno (?:activity|activation|load|usage|utili[sz]ation)(?: at all)?\s+(?:on|of|in)"
     rf"\s+(?:the |my |any )?{_GPU}"),
    # in Chinese, the CPU used by default or on its own (默认使用cpu, 自动用cpu)
    rf"(?:默认|自动)[^\uff0c\u3002,.\s]{{0,6}}?(?:使用|用|调用)(?:的是|了)? ?{_CPU}",
)
_UNUSED = re.compile("|".join(_UNUSED_FORMS), re.IGNORECASE)

_NOT_STATED_FORMS = (
    # a question of how, or one answered yes or no ("Can I force it to run only on CPU?"); why keeps its fact
    # (not how to move it to the GPU "instead of CPU", "and not cpu": it runs there now)
    (r"^\W*(?:how|what|which|where|is there|are there)\b"
     r"(?![^?]*\bgpu,? (?:instead of|rather than|and not|not) (?:the |my )?cpu)"),
    r"^\W*(?:can|could|should|would|will|do|does|did|is|are|am|was|were|may|shall)\b[^?]*\?",
    # what a log means, asked without its question mark ("Does this mean it wont use my GPU I have a 3090")
    r"^\W*(?:does|do|did|would|will) (?:this|that|it|these|those)(?: \w+)? mean\b",
    # the CPU wished for ("I want to train it on the cpu", "trying to force CPU")
    (r"\b(?:want|wants|wanted|would like|'d like|wish|prefer|force|forcing|need to|needs to|plan to|intend to)\s"
     r"(?:(?!gpu)[\w'-]+\s){0,5}?(?:\w+\s)?cpu"),
    # a program's notice ("WARNING: The NVIDIA Driver was not detected."), or a log line of TensorFlow's ("...
    # cudart_stub.cc:31] Could not find cuda drivers on your machine, GPU will not be used."), not the user's words
    r"^\W*(?:warning|error|info|note|notice)\s*:|\.(?:cc|cpp|h|py):\d+\]|could not find cuda drivers",
    # a request ("use model with only cpu"), the CPU used for a purpose ("an error when using CPU only")
    r"^\W*(?:use|run|train|make|force|switch|set|enable|allow|add|support)\b",
    r"\b(?:when|while|for|to)\s+(?:using|running|training|use|run|train)\b[^.,]{0,30}\bcpu",
    # doubt ("does not use the GPU, is it normal?"), or a reading that does not show CUDA work (Windows' Task
    # Manager graphs 3D, not CUDA, and an integrated GPU's), or Colab's notice that a GPU runtime is idle ("You are
    # connected to a GPU runtime, but not utilizing it"; not the user's "uses cpu inspite of being connected to gpu")
    r"\bis (?:it|this|that) (?:a |an )?(?:normal|expected|ok|okay|fine|intended)\b|\bnormal\?",
    (r"\btask ?manager\b|\bactivity monitor\b|\bconnected to (?:a )?gpu(?: runtime)?,? but\b"
     r"|\bintegrated (?:graphics|gpu)\b"
     r"|\bintel(?:\(r\))? (?:uhd|hd|iris)\b"),
    # a degree of use, not none ("not fully utilizing the GPU", "does not use the GPU efficiently")
    (r"(?:\bnot|n't)\s+(?:\w+\s)?(?:fully|efficiently|effectively|optimally|properly)\b|\b(?:us|utili[sz])\w*\s+"
     r"(?:the\s+|my\s+)?gpus?\s+(?:fully|efficiently|effectively|optimally|properly|enough|well)\b"
     r"|\bfull potential\b|\bto the max"),
    # a condition, or speeds compared
    (r"\bif\b[^.]*\b(?:should|would|will|could|might)\b|\b(?:should|would|will|could|might)\b[^.]*\bif\b"
     r"|\bunless\b"),
    (r"\b(?:faster|slower|quicker|better|worse|more|less)\b[^.]{0,40}\bthan\b|\b(?:vs\.?|versus|compared"
     r"|comparison)\b|\bsame (?:speed|time|performance)\b"),
    # one GPU of several
    (r"\b(?:only one|single|one of|one|multiple|several|other|another|second|both|two|three|four|eight)\s+"
     r"(?:of (?:the |my )?)?(?:\w+\s)?gpu|\b(?:[2-9]|1[0-6])\s?x?\s+(?:\w+\s)?gpus\b|\ball (?:the |my )?gpus\b"),
    # a machine without a GPU
    (r"\b(?:(?:do|does|did)(?:n'?t| not)|not) (?:have|own)\s(?:an? |any )?(?:\w+\s)?gpu|\bwithout (?:an? |any )?"
     r"(?:\w+\s)?gpu|\bhave no (?:\w+\s)?gpu"),
)
_NOT_STATED = re.compile("|".join(_NOT_STATED_FORMS), re.IGNORECASE)
_OTHER_FRAMEWORK = re.compile(r"\b(?:torch|pytorch|jax|theano|mxnet|paddle\w*|onnxruntime|cupy|darknet|caffe2?"
                              r"|detectron2?|ultralytics|llama\.cpp|ollama)\b", re.IGNORECASE)
_OURS = re.compile(r"tensorflow|\btf\b|\btf\.|keras", re.IGNORECASE)


def gpu_unused_said(line: str, listed: re.Pattern[str], flag: str) -> str | None:
    """The flag a line's words give when one of its sentences states that TensorFlow does not see or use the GPU.

    ``flag`` when a sentence holds one of its ``listed`` forms (the empty list and its words, or the words that it
    runs on the CPU), else, for "gpu_list_empty", "gpu_unused_said" when a sentence states it in the words read here
    (the paste may doubt it elsewhere); None when no sentence states it.
    """
    if _OTHER_FRAMEWORK.search(line) and not _OURS.search(line):
        return None
    stated = [s for s in sentences(line) if not _NOT_STATED.search(s)]
    if any(listed.search(s) for s in stated):
        return flag
    return "gpu_unused_said" if flag == "gpu_list_empty" and any(_UNUSED.search(s) for s in stated) else None


# the user doubting that the GPU is idle: asking whether it is normal, or saying TensorFlow does use it
_DOUBTED = re.compile(r"\bis (?:it|this|that) (?:a |an )?(?:normal|expected|intended)\b|\bnormal\?"
                      r"|\b(?:tensorflow|tf|keras|it) (?:uses|is using|used) (?:the |my )?gpu\b", re.IGNORECASE)


def gpu_use_doubted(line: str) -> bool:
    """The line's words doubt that the GPU is unused ("is this a normal situation?", "TensorFlow uses GPU")."""
    return bool(_DOUBTED.search(line))
