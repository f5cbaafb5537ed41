"""The user's words that memory ran short, is all taken, grows, or that the run was killed, read one sentence at a time.

Rather than one pattern per wording, each sentence is read with a small vocabulary: memory named (memory, RAM, VRAM,
显存, 内存, メモリ, a "memory error" or "memory leak"), and what is said of it: run out (out of, ran out, not enough,
short, exhausted, drained, "no more space" on a GPU, a memory error, fault or shortage), all of it taken (all, almost
all, 100%, fully used, a very high or way too much usage, 占满), or kept (a leak, growing every epoch, more and more,
not released or freed); or a process said killed while it trains or runs. A sentence naming another framework
(PyTorch's CUDA out of memory), a disk (no space left on device), a wish, a question how to limit, check or free
memory, or what memory a run needs (requirements, "is 24 GB enough?"), a comparison, or memory said fine or denied,
says none of it.
"""

from __future__ import annotations

import re

from envcheck.explain._sentences import sentences

# memory named: of the GPU or the machine, its usage, and the CJK and Japanese words for it
_MEMORY = re.compile(r"\b(?:memory|memroy|mem|v?ram|resources?)\b|显存|顯存|内存|記憶體|メモリ|памят", re.IGNORECASE)
_SPACE = re.compile(r"\bspace\b", re.IGNORECASE)  # memory only where the GPU is named ("the GPU has no more space")
_GPU = re.compile(r"\b(?:gpus?|vram|cuda|graphics? card|video card|device memory)\b|显存|顯存|显卡", re.IGNORECASE)
# the machine's RAM: "a memory error" is Python's MemoryError, "an out of memory error" is memory unqualified
_HOST = re.compile(r"\b(?:ram|system memory|host memory|cpu memory|(?<!\bof )memory ?errors?|memory fault)\b"
                   r"|(?<!显)内存|メモリ|памят", re.IGNORECASE)
# run out
_OUT = re.compile(
    r"\b(?:out of|run\w{0,4} out|ran out|exhaust\w*|drain\w*|not enough|insufficient|short(?:age)?|no more"
    r"|lack of|overflow\w*|overload\w*|explod\w*)\b"
    r"|\bmemory (?:errors?|fault|issues?|problems?|allocation error)\b|\bmemoryerror\b"
    r"|不足|不够|不夠|溢出|爆|足りな|不足|分配(?:错误|失败|錯誤|失敗)", re.IGNORECASE)
# all of it taken, or far more than needed
_ALL = re.compile(
    r"\b(?:eats? up|takes? up|steals?|hog\w*)\b|(?:\b(?:all|almost all|nearly all|full|fully (?:used|occupied)|entire"
    r"|whole)\b|\b100 ?%)(?! (?:of )?(?:the )?(?:epochs?|data|dataset|images?|models?|layers?))"
    r"|\b(?:high|huge|large|excessive) (?:\w+ ){0,2}(?:amount|percentage|usage|consumption)"
    r"|\b(?:way )?too much (?:\w+ )?(?:memory|mem|v?ram)\b|\bmore (?:\w+ )?than (?:needed|necessary|it should)"
    r"|\b(?:memory|mem|v?ram) (?:very much|a lot|so much)\b"
    r"|占满|占用", re.IGNORECASE)
# kept: a leak, growing run after run, not released
_GROWS = re.compile(r"\bleak\w*|泄漏|泄露|\b(?:increas|grow(?!th)|accumulat|climb|rising)\w*|\bmore and more\b"
                    r"|\b(?:goes|went|going|creeps?) up\b"
                    r"|\ba new portion\b|增长|增加", re.IGNORECASE)
# kept: not released, freed or given back
_KEPT = re.compile(r"(?:\bnot|n't|\bunable to|\bnever|\bdenies) (?:\w+ )?(?:be )?(?:releas|free|giv\w* back|clear)\w*"
                   r"|\bnot giving back\b", re.IGNORECASE)
# killed while it trains or runs (not by the user)
_KILLED = re.compile(r"\bkill(?:ed|s)?\b|被kill|已杀死", re.IGNORECASE)
_RUNNING = re.compile(r"\b(?:train\w*|process\w*|program|script|epochs?|steps?|iterations?|runs?|running|os|system"
                      r"|kernel|message|models?)\b|训练|程序|进程", re.IGNORECASE)
_BY_HAND = re.compile(r"\b(?:ctrl|i killed|we killed|by hand|manually)\b", re.IGNORECASE)
# a sentence that says none of it: another framework, a disk, a wish or question how to, a requirement, advice
_NONE = re.compile(
    r"\b(?:py)?torch\b|\bjax\b|\bmxnet\b|\bdarknet\b|\bdisk\b|\bstorage\b|\bspace left\b|\bcheckpoints?\b"
    r"|\bpeer (?:mapping|access)\b"  # CUDA's "peer mapping resources exhausted": GPU-to-GPU links, not memory
    r"|\bhow (?:to|do|can|could|much|big|many)\b|\b(?:is there|any) (?:a )?way\b|\bwant(?:s|ed)? to\b|\bwish\b"
    r"|\b(?:need|needs) to (?:add|set)\b|\bi wonder\b|\bwondering\b|\b(?:limit|minimi[sz]e|reduce|decrease|constrain"
    r"|optimi[sz]e|avoid|prevent|print|add)\w*\b|\brequire\w*|\bneeded (?:for|to)\b|\bminimum\b|\benough\s?\?"
    r"|\bdesirable\b|\bas (?:it is )?needed\b|\bfeature request\b|\bfaq\b|\bshould be (?:enough|fine)\b"
    r"|\bseems? (?:ok|fine)\b|\bwill be needed\b|\bwhereas\b|\bcompared (?:to|with)\b",
    re.IGNORECASE)
# memory said low or fine ("only use 95mb", "only consumed for approximately ~300M"), or the taking denied
_DENIED = re.compile(r"\b(?:only|just)\b[^.]{0,25}\b\d+(?:\.\d+)? ?(?:[mg]i?b|m|g)\b|(?:\bnot|n't|\bno)\b[^.]{0,12}"
                     r"\b(?:use|using|take|taking|occup\w*|all|full|been)\b", re.IGNORECASE)
# a line holding none of these is not read
HINTS = ("mem", "ram", "resource", "space", "kill", "leak", "显存", "顯存", "内存", "記憶體", "メモリ", "памят", "泄",
         "杀")


def _said_of_memory(sentence: str) -> set[str]:
    """What a sentence naming memory says of it: grows, kept, run out (the GPU's, or the machine's), or all taken."""
    if _GROWS.search(sentence):
        return {"memory_grows_said"}
    if _KEPT.search(sentence):
        return {"memory_kept_said"}
    if _OUT.search(sentence):  # memory alone in other words (内存, メモリ, a memory error) may be the machine's RAM
        return {"oom_said"} if _GPU.search(sentence) or not _HOST.search(sentence) else {"host_out_said"}
    if _ALL.search(sentence) and not _DENIED.search(sentence) and _GPU.search(sentence):
        return {"all_memory_words"}
    return set()


def memory_said(line: str) -> set[str]:
    """The flags a line of the user's words sets, sentence by sentence.

    oom_said: the GPU's memory (or memory, unqualified) said run out; host_out_said: the machine's RAM said run out;
    all_memory_words: all of the GPU's memory said taken (TensorFlow's pre-allocation, by design);
    memory_grows_said: memory said to grow (a leak); memory_kept_said: memory said not released; killed_said: a run
    said killed.
    """
    flags: set[str] = set()
    for sentence in sentences(line):
        if not sentence.strip() or _NONE.search(sentence):
            continue
        if _MEMORY.search(sentence) or (_SPACE.search(sentence) and _GPU.search(sentence)):
            flags |= _said_of_memory(sentence)
        if _KILLED.search(sentence) and _RUNNING.search(sentence) and not _BY_HAND.search(sentence):
            flags.add("killed_said")
    return flags
