"""The native project file: round trip, atomic save with backup, refusal of damaged files."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from conftest import FIDE_TEC, SEEDS, with_ranks
from msgspec.structs import replace

from arbiter_app.core.model import Tournament
from arbiter_app.core.settings import PairingSettings, RatingSettings
from arbiter_app.io.errors import InputError
from arbiter_app.io.project import (
    FORMAT_VERSION,
    SUFFIX,
    format_project,
    is_project_path,
    load_any,
    load_project,
    save_project,
)
from arbiter_app.io.trf import format_trf, read_trf

FIXTURES = sorted([*FIDE_TEC.glob("*.trf"), *SEEDS.glob("*.trf")])


@pytest.mark.parametrize("path", FIXTURES, ids=[p.name for p in FIXTURES])
def test_fixture_through_project_and_back_to_trf(path: Path, tmp_path: Path) -> None:
    t = read_trf(path)
    project = tmp_path / "t.arbiter.json"
    save_project(t, project)
    again = load_project(project)
    assert again == t  # everything, including what the TRF rewrite needs (extra)
    assert format_trf(again) == with_ranks(path.read_text(encoding="utf-8"))


def test_file_layout_is_versioned_json(tmp_path: Path) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    project = tmp_path / "rr.arbiter.json"
    save_project(t, project)
    doc = json.loads(project.read_text(encoding="utf-8"))
    assert doc["format"] == "arbiter-app"
    assert doc["format_version"] == FORMAT_VERSION
    first = doc["tournament"]["players"][0]
    assert first["name"] == "Alyx"
    assert first["rounds"][0] == [5, "w", "draw"]  # TRF `    5 w =`
    assert doc["tournament"]["scoring"]["draw"] == "1/2"  # exact, never a float


def test_club_is_saved_and_an_older_file_without_it_reads_as_empty(tmp_path: Path) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    t.replace_player(replace(t.player(2), club="Skakklubben K41"))
    project = tmp_path / "club.arbiter.json"
    save_project(t, project)
    doc = json.loads(project.read_text(encoding="utf-8"))
    assert doc["tournament"]["players"][1]["club"] == "Skakklubben K41"
    assert load_project(project).player(2).club == "Skakklubben K41"
    for p in doc["tournament"]["players"]:  # as a file written before clubs were kept
        del p["club"]
    project.write_text(json.dumps(doc), encoding="utf-8")
    assert {p.club for p in load_project(project).players} == {""}
    doc["tournament"]["players"][0]["club"] = 41
    project.write_text(json.dumps(doc), encoding="utf-8")
    assert _refused(project).record == "tournament.players[0].club"


def test_save_keeps_the_previous_version_as_bak(tmp_path: Path) -> None:
    project = tmp_path / "t.arbiter.json"
    first = read_trf(FIDE_TEC / "held_round_robin.trf")
    save_project(first, project)
    second = read_trf(FIDE_TEC / "held_swiss_5.trf")
    save_project(second, project)
    assert load_project(project) == second
    assert load_project(tmp_path / "t.arbiter.json.bak") == first
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.arbiter.json", "t.arbiter.json.bak"]


def test_failed_save_leaves_the_old_file_and_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "t.arbiter.json"
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    save_project(t, project)
    before = project.read_bytes()

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_project(read_trf(FIDE_TEC / "held_swiss_5.trf"), project)
    monkeypatch.undo()
    assert project.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["t.arbiter.json"]


def test_unsaveable_extra_is_refused_before_writing(tmp_path: Path) -> None:
    t = Tournament(name="x")
    t.extra["bad"] = object()
    with pytest.raises(ValueError, match="extra"):
        save_project(t, tmp_path / "x.arbiter.json")
    assert list(tmp_path.iterdir()) == []


def _saved(tmp_path: Path) -> Path:
    project = tmp_path / "t.arbiter.json"
    save_project(read_trf(FIDE_TEC / "held_round_robin.trf"), project)
    return project


def _refused(path: Path) -> InputError:
    with pytest.raises(InputError) as info:
        load_any(path)
    assert "\n" not in str(info.value)
    assert str(info.value).startswith(str(path))
    return info.value


def test_truncated_project_names_line_and_column(tmp_path: Path) -> None:
    project = _saved(tmp_path)
    text = project.read_text(encoding="utf-8")
    project.write_text(text[: len(text) // 2], encoding="utf-8")
    err = _refused(project)
    assert err.line is not None and err.column is not None
    assert "damaged or truncated" in err.message


def test_newer_version_is_refused(tmp_path: Path) -> None:
    project = _saved(tmp_path)
    doc = json.loads(project.read_text(encoding="utf-8"))
    doc["format_version"] = FORMAT_VERSION + 1
    project.write_text(json.dumps(doc), encoding="utf-8")
    err = _refused(project)
    assert "newer" in err.message
    assert err.record == "format_version"


@pytest.mark.parametrize(
    ("change", "record"),
    [
        (
            lambda d: d["tournament"]["players"][2]["rounds"][1].__setitem__(2, "wn"),
            "tournament.players[2].rounds[1][2]",
        ),
        (
            lambda d: d["tournament"]["players"][0].__setitem__("rating", "2200"),
            "tournament.players[0].rating",
        ),
        (lambda d: d["tournament"]["scoring"].__setitem__("win", 1.0), "tournament.scoring.win"),
        (
            lambda d: d["tournament"]["players"][1].__setitem__("start_no", 1),
            "tournament.players[1]",
        ),
        (lambda d: d["tournament"].__setitem__("colour", "w"), "tournament"),
    ],
)
def test_wrong_content_names_the_record(tmp_path: Path, change: object, record: str) -> None:
    project = _saved(tmp_path)
    doc = json.loads(project.read_text(encoding="utf-8"))
    change(doc)  # type: ignore[operator]
    project.write_text(json.dumps(doc), encoding="utf-8")
    assert _refused(project).record == record


def test_not_a_project_and_not_utf8(tmp_path: Path) -> None:
    other = tmp_path / "other.json"
    other.write_text('{"hello": 1}', encoding="utf-8")
    assert "not an arbiter-app project" in _refused(other).message
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"format": "arbiter-app", "x": "\xf8"}')
    assert _refused(latin).line == 1


def test_load_any_goes_by_content_not_name(tmp_path: Path) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    disguised = tmp_path / "really_a_project.trf"
    disguised.write_text(format_project(t), encoding="utf-8")
    assert load_any(disguised) == t
    trf_named_json = tmp_path / "really_trf.json"
    trf_named_json.write_bytes((FIDE_TEC / "held_round_robin.trf").read_bytes())
    assert load_any(trf_named_json) == t


def test_native_extension_is_single_and_old_names_still_count(tmp_path: Path) -> None:
    """Windows takes only the text after a name's last dot as its extension (PathFindExtension;
    installers/README.md), so the native extension is `.arbiter`. The `.arbiter.json` of earlier
    versions, and any `.json`, still ask for a project; a `.arbiter` file opens by content."""
    assert SUFFIX == ".arbiter"
    for name in ("event.arbiter", "EVENT.ARBITER", "event.arbiter.json", "event.json"):
        assert is_project_path(name), name
    for name in ("event.trf", "event.txt", "arbiter", "event.arbiter.bak"):
        assert not is_project_path(name), name
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    save_project(t, tmp_path / "t.arbiter")
    assert load_any(tmp_path / "t.arbiter") == t


def test_missing_file(tmp_path: Path) -> None:
    err = _refused(tmp_path / "nope.arbiter.json")
    assert "No such file" in err.message


def test_settings_are_typed_and_an_older_file_with_them_in_extra_still_reads(
    tmp_path: Path,
) -> None:
    t = read_trf(FIDE_TEC / "held_round_robin.trf")
    t.pairing = PairingSettings(initial_colour="black", berger_numbers=((1, 2), (2, 1)))
    t.ratings = RatingSettings(rating_type="rapid", k_overrides=(("1700001", 40),))
    project = tmp_path / "s.arbiter.json"
    save_project(t, project)
    doc = json.loads(project.read_text(encoding="utf-8"))
    pairing = doc["tournament"].pop("pairing")
    assert pairing == {"initial_colour": "black", "berger_numbers": {"1": 2, "2": 1}}
    assert load_project(project).pairing == t.pairing
    # As written before the settings were typed: under `extra`, the rating keys at its top.
    ratings = doc["tournament"].pop("ratings")
    assert ratings == {"rating_type": "rapid", "k_factors": {"1700001": 40}}
    doc["tournament"]["extra"] = {**doc["tournament"].get("extra", {}), "pairing": pairing}
    doc["tournament"]["extra"].update(ratings)
    doc["tournament"]["extra"]["file_claims_stale"] = True  # players added after reading
    project.write_text(json.dumps(doc), encoding="utf-8")
    back = load_project(project)
    assert (back.pairing, back.ratings) == (t.pairing, t.ratings)
    assert back.file_claims_stale and not t.file_claims_stale
    assert not {"pairing", "rating_type", "k_factors", "file_claims_stale"} & back.extra.keys()
    doc["tournament"]["extra"]["pairing"] = {"initial_colour": "grey"}
    project.write_text(json.dumps(doc), encoding="utf-8")
    assert _refused(project).record == "tournament.extra.pairing.initial_colour"
