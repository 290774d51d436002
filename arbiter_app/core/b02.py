"""The two conversion tables of the FIDE Rating Regulations (Handbook B.02), built in.

C.07 Art. 10.2 (TPR) converts a fractional score into a rating difference with the first
table; Art. 10.3 (PTP) sums scoring probabilities from the second. Both are used exactly as
printed; the logistic formula is only an approximation of them. The rating change (B.02
8.3, `core.rating_change`, also the RCHG column) looks its PD up in the second table.

The tables are rating regulations, not a tie-break: this module sits in the core below both
its readers, the rating criteria (`core.tiebreaks.rating`) and `core.rating_change`, and imports
nothing of the package, so neither reaches the other through it.

Source: FIDE Rating Regulations effective from 1 March 2024 (https://handbook.fide.com/chapter/
B022024), tables 8.1.1 (called 8.1(a) in the 2009–2022 editions, 10.1a before that) and 8.1.2
(8.1(b), 10.1b). The entries are the same in every edition; the current one prints ±800 at
p = 1.00 / 0.00 where old copies left dp "indeterminate". Older editions add (B.02 14.2 in the
2000s numbering): "Tables 10.1a/b are used precisely as shown, no extrapolations are made".
Transcribed from, and checked entry by entry against, two independent public copies of the
printed tables:

- table 8.1.1 (p -> dp): "The working of the FIDE Rating System" (scribd.com/document/477325658,
  a copy of the B.02 text, table 10.1a) and the Russian transcription of the current tables at
  chess.sainfo.ru/ratingtext.html (with 1.00 -> 800, 0.00 -> -800);
- table 8.1.2 (D -> PD): chess.stackexchange.com/questions/19653 (the full 51-band table) and
  the same chess.sainfo.ru page.

A third copy, `echecsjs/performance-rating` src/tables.ts (which cites B022024 §8.1.1/8.1.2),
agrees with both tables. All values are exact integers; probabilities are in hundredths.
"""

from __future__ import annotations

from fractions import Fraction

# Table 8.1.1: dp for p = 0.00, 0.01, ..., 1.00 (index = p in hundredths), as printed.
DP: tuple[int, ...] = (
    # p = .00 .. .09
    -800, -677, -589, -538, -501, -470, -444, -422, -401, -383,
    # p = .10 .. .19
    -366, -351, -336, -322, -309, -296, -284, -273, -262, -251,
    # p = .20 .. .29
    -240, -230, -220, -211, -202, -193, -184, -175, -166, -158,
    # p = .30 .. .39
    -149, -141, -133, -125, -117, -110, -102, -95, -87, -80,
    # p = .40 .. .49
    -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    # p = .50 .. .59
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65,
    # p = .60 .. .69
    72, 80, 87, 95, 102, 110, 117, 125, 133, 141,
    # p = .70 .. .79
    149, 158, 166, 175, 184, 193, 202, 211, 220, 230,
    # p = .80 .. .89
    240, 251, 262, 273, 284, 296, 309, 322, 336, 351,
    # p = .90 .. .99
    366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
    # p = 1.00
    800,
)  # fmt: skip

# Table 8.1.2: bands of rating difference D (0 <= D) as (highest D in the band, PD of the
# higher-rated player in hundredths). The lower-rated player's PD is 100 minus that. The
# printed table ends with "over 735: 1.00 / 0.00", represented by PD_OVER_735.
PD_BANDS: tuple[tuple[int, int], ...] = (
    (3, 50), (10, 51), (17, 52), (25, 53), (32, 54), (39, 55), (46, 56), (53, 57),
    (61, 58), (68, 59), (76, 60), (83, 61), (91, 62), (98, 63), (106, 64), (113, 65),
    (121, 66), (129, 67), (137, 68), (145, 69), (153, 70), (162, 71), (170, 72), (179, 73),
    (188, 74), (197, 75), (206, 76), (215, 77), (225, 78), (235, 79), (245, 80), (256, 81),
    (267, 82), (278, 83), (290, 84), (302, 85), (315, 86), (328, 87), (344, 88), (357, 89),
    (374, 90), (391, 91), (411, 92), (432, 93), (456, 94), (484, 95), (517, 96), (559, 97),
    (619, 98), (735, 99),
)  # fmt: skip
PD_OVER_735 = 100

# PD of the higher-rated player for every D from 0 to 735, expanded once from the bands.
_PD_HIGHER: tuple[int, ...] = tuple(
    pd
    for i, (top, pd) in enumerate(PD_BANDS)
    for _ in range((PD_BANDS[i - 1][0] + 1) if i else 0, top + 1)
)


def dp(p_hundredths: int) -> int:
    """Table 8.1.1: the rating difference for a fractional score of `p_hundredths` / 100."""
    if not 0 <= p_hundredths <= 100:
        raise ValueError(f"fractional score {p_hundredths}/100 is outside 0..1")
    return DP[p_hundredths]


def hundredths(p: Fraction) -> int:
    """`p` rounded to the nearest hundredth, half up, as an integer number of hundredths.

    The table is indexed by two decimals; 10.2 does not say how to get there. Rounding half up
    reproduces the TEC exercise (held_swiss_5 player 11: 1.5 / 4 = 0.375 -> 0.38 -> -87, TPR
    1863 - 87 = 1776 as printed) and is what Gacrux does.
    """
    scaled = p * 100 + Fraction(1, 2)
    return scaled.numerator // scaled.denominator


def pd(difference: int) -> int:
    """Table 8.1.2: scoring probability in hundredths for a player rated `difference` points
    above the opponent (negative: below). The full scale is used (no 400-point cut; C.07 10.3).
    """
    d = abs(difference)
    higher = _PD_HIGHER[d] if d < len(_PD_HIGHER) else PD_OVER_735
    return higher if difference >= 0 else 100 - higher
