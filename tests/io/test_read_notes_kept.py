"""The reader's notes travel in the project file as codes with their fields
(`core.vocabulary.notes`): written and read back equal, an older file's English words read as
they were written, and a note no reader makes refused with its place named."""

from __future__ import annotations

import json

import pytest

from arbiter_app.core.vocabulary.notes import Note, NoteKind
from arbiter_app.io.errors import InputError
from arbiter_app.io.labels import ENGLISH_LABELS
from arbiter_app.io.project import format_project, parse_project
from arbiter_app.io.trf import parse_trf, read_notes

# record 142 twice (the later one is used: docs/trf-dialects.md)
TWICE = "012 Twice\n142 5\n142 7\n001    1      Aaa\n001    2      Bbb\n"


def test_notes_are_kept_by_the_project_file() -> None:
    t = parse_trf(TWICE, "twice.trf")
    assert read_notes(t) == [Note(3, NoteKind.RECORD_AGAIN, {"record": "142", "first": 2})]
    again = parse_project(format_project(t).encode(), "twice.arbiter")
    assert read_notes(again) == read_notes(t)


def _with_notes(notes: list[object]) -> bytes:
    doc = json.loads(format_project(parse_trf(TWICE, "twice.trf")))
    doc["tournament"]["extra"]["trf"]["notes"] = notes
    return json.dumps(doc).encode()


def test_an_older_files_notes_read_as_written() -> None:
    t = parse_project(_with_notes([[3, "record 142 again: this later one is used"]]), "old")
    (n,) = read_notes(t)
    assert n.kind is NoteKind.WRITTEN
    assert ENGLISH_LABELS.note(n) == "record 142 again: this later one is used"


@pytest.mark.parametrize(
    "note", [[3, "no-such-note", {}], [3, "record-again", {"record": "142"}], [3, 7, {}]]
)
def test_a_note_no_reader_makes_is_refused(note: list[object]) -> None:
    with pytest.raises(InputError, match=r"notes\[0\]"):
        parse_project(_with_notes([note]), "bad.arbiter")
