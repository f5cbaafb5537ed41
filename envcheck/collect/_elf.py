"""The dynamic section of an ELF shared object: what it needs and where it asks the loader to look.

CLI equivalent: ``readelf -d FILE``. Read as the loader reads it, through the program headers:
PT_DYNAMIC holds the entries, and PT_LOAD turns DT_STRTAB's address into a file offset. Only the
few parts needed are read (TensorFlow's objects are hundreds of MB). A damaged or foreign file
gives None; nothing here raises for what the file holds.
"""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING

from envcheck._frozen import Frozen

if TYPE_CHECKING:
    from collections.abc import Callable

_MAGIC = b"\x7fELF"
_PT_LOAD, _PT_DYNAMIC = 1, 2
_DT_NULL, _DT_NEEDED, _DT_STRTAB, _DT_RPATH, _DT_RUNPATH = 0, 1, 5, 15, 29
# Bounds on what a damaged header can make us read: real objects have ~10 program headers of 56
# bytes and a few dozen dynamic entries; TensorFlow 2.21's framework RUNPATH is a 17 KB string
# (each nvidia/*/lib folder listed many times over).
_MAX_HEADERS = 256  # headers, and bytes per header
_MAX_ENTRIES = 4096
_MAX_STRING = 256 << 10


class Dynamic(Frozen):
    """DT_NEEDED sonames, and the search path (DT_RUNPATH, else the older DT_RPATH) as written."""

    needed: tuple[str, ...] = ()
    runpath: tuple[str, ...] = ()  # entries as written: "$ORIGIN/../nvidia/cudnn/lib"
    rpath: tuple[str, ...] = ()  # DT_RPATH, which the loader ignores when DT_RUNPATH is present


class _Layout(Frozen):
    wide: bool  # ELFCLASS64
    order: str  # struct byte order: "<" or ">"


def read_dynamic(read: Callable[[int, int], bytes | None]) -> Dynamic | None:
    """Parse the dynamic section through ``read(offset, size)``; None for anything but a sound ELF object."""
    try:
        return _parse(read)
    except (struct.error, ValueError, UnicodeDecodeError):
        return None


def _exact(read: Callable[[int, int], bytes | None], offset: int, size: int) -> bytes:
    data = read(offset, size) if offset >= 0 else None
    if data is None or len(data) != size:
        msg = "short read"
        raise ValueError(msg)
    return data


def _parse(read: Callable[[int, int], bytes | None]) -> Dynamic | None:
    ident = _exact(read, 0, 64)
    if ident[:4] != _MAGIC or ident[4] not in (1, 2) or ident[5] not in (1, 2):
        return None
    layout = _Layout(wide=ident[4] == 2, order="<" if ident[5] == 1 else ">")  # noqa: PLR2004 - ELFCLASS64
    if layout.wide:
        phoff, = struct.unpack_from(layout.order + "Q", ident, 0x20)
        phentsize, phnum = struct.unpack_from(layout.order + "HH", ident, 0x36)
    else:
        phoff, = struct.unpack_from(layout.order + "I", ident, 0x1C)
        phentsize, phnum = struct.unpack_from(layout.order + "HH", ident, 0x2A)
    need = 56 if layout.wide else 32
    if phnum > _MAX_HEADERS or not need <= phentsize <= _MAX_HEADERS:
        return None
    table = _exact(read, phoff, phentsize * phnum)
    loads: list[tuple[int, int, int]] = []  # (vaddr, filesz, offset)
    dynamic: tuple[int, int] | None = None  # (offset, filesz)
    for i in range(phnum):
        kind, offset, vaddr, filesz = _program_header(layout, table, i * phentsize)
        if kind == _PT_LOAD:
            loads.append((vaddr, filesz, offset))
        elif kind == _PT_DYNAMIC:
            dynamic = (offset, filesz)
    if dynamic is None:
        return Dynamic()  # a static object: it asks for nothing
    return _entries(read, layout, dynamic, loads)


def _program_header(layout: _Layout, table: bytes, at: int) -> tuple[int, int, int, int]:
    """(p_type, p_offset, p_vaddr, p_filesz) of one program header."""
    if layout.wide:
        kind, _, offset, vaddr, _, filesz = struct.unpack_from(layout.order + "IIQQQQ", table, at)
    else:
        kind, offset, vaddr, _, filesz = struct.unpack_from(layout.order + "IIIII", table, at)
    return kind, offset, vaddr, filesz


def _entries(read: Callable[[int, int], bytes | None], layout: _Layout, dynamic: tuple[int, int],
             loads: list[tuple[int, int, int]]) -> Dynamic | None:
    size = 16 if layout.wide else 8
    count = min(dynamic[1] // size, _MAX_ENTRIES)
    data = _exact(read, dynamic[0], count * size)
    fmt = layout.order + ("qQ" if layout.wide else "iI")
    tags: list[tuple[int, int]] = []
    for i in range(count):
        tag, value = struct.unpack_from(fmt, data, i * size)
        if tag == _DT_NULL:
            break
        tags.append((tag, value))
    strtab = next((v for t, v in tags if t == _DT_STRTAB), None)
    base = None if strtab is None else next(
        (strtab - vaddr + offset for vaddr, filesz, offset in loads if vaddr <= strtab < vaddr + filesz), None)
    if base is None:
        return None if any(t in (_DT_NEEDED, _DT_RPATH, _DT_RUNPATH) for t, _ in tags) else Dynamic()

    def text(tag: int) -> tuple[str, ...]:
        return tuple(_string(read, base + value) for t, value in tags if t == tag)

    def path(tag: int) -> tuple[str, ...]:
        return tuple(entry for value in text(tag) for entry in value.split(":") if entry)

    return Dynamic(needed=text(_DT_NEEDED), runpath=path(_DT_RUNPATH), rpath=path(_DT_RPATH))


def _string(read: Callable[[int, int], bytes | None], offset: int) -> str:
    data = read(offset, _MAX_STRING) if offset >= 0 else None
    end = data.find(b"\0") if data else -1
    if data is None or end < 0:
        msg = "unterminated string"
        raise ValueError(msg)
    return data[:end].decode("utf-8")
