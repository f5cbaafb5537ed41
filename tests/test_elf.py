"""The ELF dynamic-section reader, on real objects built here and on damaged ones."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fakes import build_elf

from envcheck.collect._elf import Dynamic, read_dynamic

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


def _reader(data: bytes) -> Callable[[int, int], bytes]:
    return lambda offset, size: data[offset:offset + size]


def test_reads_runpath_and_needed_of_a_real_object(tmp_path: Path) -> None:
    found = read_dynamic(_reader(build_elf(tmp_path).read_bytes()))
    assert found is not None
    assert found.runpath == ("$ORIGIN/../nvidia/cudnn/lib", "$ORIGIN/../../nvidia/cudnn/lib")  # build_elf's
    assert found.rpath == ()
    assert any(n.startswith("libm.so") for n in found.needed)


def test_old_dtags_are_read_as_rpath(tmp_path: Path) -> None:
    found = read_dynamic(_reader(build_elf(tmp_path, new_dtags=False).read_bytes()))
    assert found is not None
    assert (found.runpath, found.rpath[0]) == ((), "$ORIGIN/../nvidia/cudnn/lib")


def test_damaged_objects_give_none_and_never_raise(tmp_path: Path) -> None:
    data = build_elf(tmp_path).read_bytes()
    assert read_dynamic(_reader(b"")) is None
    assert read_dynamic(_reader(b"not an ELF file at all" * 4)) is None
    assert read_dynamic(lambda _offset, _size: None) is None
    for cut in (16, 63, 64, 200, len(data) // 2, len(data) - 200):
        found = read_dynamic(_reader(data[:cut]))
        assert found is None or isinstance(found, Dynamic)
    # Every byte of the headers overwritten in turn: whatever it reads, it returns.
    for at in range(512):
        damaged = data[:at] + bytes([data[at] ^ 0xFF]) + data[at + 1:]
        found = read_dynamic(_reader(damaged))
        assert found is None or isinstance(found, Dynamic)
