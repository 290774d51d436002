"""The command line's registration writes the file the window writes: the same player from
the FIDE list (with the list's K) and the same players from a file of entries.

Sources: the synthetic FIDE list excerpt (tests/data/ratinglists, README there) and its
SSF-style national list `national.csv`, read as a file of entries.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from arbiter_app.cli import main
from arbiter_app.core.rating_change import stored_k
from arbiter_app.gui.document import Document
from arbiter_app.gui.players_view import PlayersView
from arbiter_app.io.trf import read_trf, write_trf

LISTS = Path(__file__).resolve().parent.parent / "data" / "ratinglists"


def test_players_add_and_import_write_what_the_players_view_writes(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    monkeypatch.setenv("ARBITER_APP_DATA_DIR", str(data))
    assert main(["ratings", "import", str(LISTS / "players_list_foa.txt"), "--date",
                 "2026-11-01"]) == 0  # fmt: skip
    cli = tmp_path / "cli.trf"
    assert main(["new", str(cli), "--name", "Same", "--rounds", "5"]) == 0
    window = tmp_path / "window.trf"
    document = Document(read_trf(cli))
    view = PlayersView(document, data / "ratinglists")
    qtbot.addWidget(view)
    view.show()
    for fide_id in ("90000006", "90000001"):
        assert main(["players", "add", str(cli), "--fide-id", fide_id]) == 0
        view.update_matches(fide_id)
        assert view.add_current_match()
    assert main(["players", "import", str(cli), str(LISTS / "national.csv")]) == 0
    assert view.import_entries(LISTS / "national.csv") == 3
    write_trf(document.tournament, window)
    assert len(document.tournament.players) == 5
    assert cli.read_text(encoding="utf-8") == window.read_text(encoding="utf-8")
    t = read_trf(cli)  # the list's K (SK 10 and 20) is in both
    assert (stored_k(t, t.player(1)), stored_k(t, t.player(2))) == (10, 20)
