"""FIDE Tournament Report File (TRF-16 and TRF-26): read and write.

Layout reference: spec/fide-tiebreaks.md §10 (FIDE C.04 Annex 2 TRF16, Handbook TRF26). Columns
below are 1-based as in the FIDE documents; the code slices 0-based.

Reading
- `001` player records are parsed by column (start number 5–8, sex 10, title 11–13, name 15–47,
  rating 49–52, federation 54–56, FIDE id 58–68, birth date 70–79, points 81–84, rank 86–89,
  round r at 92+10(r−1): opponent, colour, result). When a round block is shifted (hand-edited
  files), the rest of the line is read as whitespace-separated tokens instead.
- Every round code `1 = 0 + - W D L H F U Z` (case-insensitive) and blank: blank with an
  opponent is a game without a result yet (PENDING), blank without one is NOT_PAIRED. `-` on
  both sides of a game is a double forfeit. Byes may be written `0000` or right-aligned `   0`.
- Headers 012–132, 142 / XXR (rounds), 162 (scoring, symbol at col 6, stride 9), 192 (ETT26
  system code), 202 / 212 (tie-break lists) fill the model; every other record, `###` comments
  and blank lines are kept for the rewrite.
- Encoding: UTF-16 with a BOM, UTF-8 (with or without BOM), UTF-8 with some lines in
  Windows-1252 (each line in its own: `text._mixed`), else Windows-1252, else Latin-1.
- Withdrawal: rounds after a player's last round that are all zero-point byes (`Z` or blank)
  mean "withdrawn after round k" (k = that last round). A player with no other round is not
  taken as withdrawn (a late entry looks the same).
- Dates in 042/052 are normalised to ISO `YYYY-MM-DD` when they can be read.

Writing
- The points column is recomputed from the results under the tournament's scoring (TRF26:
  "standings points under the event's scoring"); `Player.points_in_file` is what a file
  *claimed* and is never written back.
- What TRF cannot say (a postponed game: TRF has no code for it, so it is written blank like a
  pending one; rule edition, tie-break profile, information-only columns (202/212 carry only
  the ranking list), withdrawal that does not follow from the rounds, player flags, fields too
  wide for their columns, scoring values record 162 cannot express) is written as one extension
  comment at the end of the file:

      ### arbiter-app {"players":{"12":{"round_entries":{"3":[7,"w","postponed"]}}},"version":1}

  Other programs skip it as a comment; this reader applies it. It holds exactly the difference
  between the model and what the TRF lines say, so writing then reading gives an equal model.
- Reading then writing a well-formed file gives the same lines: when the file is not laid out
  as this writer would lay it out (header order, `XXR` vs `142`, unknown records, comments,
  `   0` byes, `2024-08-01` dates, odd spacing), its lines are kept in `Tournament.extra["trf"]`
  and the writer reuses every line whose content the model still holds, regenerating only what
  changed.
"""

from __future__ import annotations

from arbiter_app.io.trf.codes import CODE_BY_RESULT, EXTENSION_PREFIX, RESULT_BY_CODE
from arbiter_app.io.trf.dates import normalise_date
from arbiter_app.io.trf.reader import (
    parse_trf,
    parse_trf_bytes,
    player_lines,
    read_notes,
    read_trf,
    stored_note,
    tiebreaks_record,
)
from arbiter_app.io.trf.text import decode
from arbiter_app.io.trf.writer import format_player_line, format_trf, write_trf

__all__ = [
    "CODE_BY_RESULT",
    "EXTENSION_PREFIX",
    "RESULT_BY_CODE",
    "decode",
    "format_player_line",
    "format_trf",
    "normalise_date",
    "parse_trf",
    "parse_trf_bytes",
    "player_lines",
    "read_notes",
    "read_trf",
    "stored_note",
    "tiebreaks_record",
    "write_trf",
]
