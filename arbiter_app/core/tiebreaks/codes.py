"""The criteria's codes, as constants: what other modules write instead of a literal.

A code is defined by its criterion's entry in the registry (`register(Criterion(code=...))`,
one per module of its family); the entries take their code from here, and every other layer
names a criterion by these members (`Code.BH`), never by a literal
(tests/test_criterion_literals.py scans the package). Members are strings (`StrEnum`), so a
member is the code wherever a code is expected (descriptors, JSON, TRF).

C.07 (2026) Art. 5 codes, then the national ones (DrawBoss, seed 003; SSF, seed 002) and the
information column RCHG (B.02 8.3). tests/core/tiebreaks/test_codes.py checks that the members
are exactly the registered criteria.
"""

from __future__ import annotations

from enum import StrEnum


class Code(StrEnum):
    PTS = "PTS"  # C.07 4.2: the points, always first
    DE = "DE"  # C.07 6
    WIN = "WIN"  # C.07 7.1
    WON = "WON"  # C.07 7.2
    BPG = "BPG"  # C.07 7.3
    BWG = "BWG"  # C.07 7.4
    PS = "PS"  # C.07 7.5
    REP = "REP"  # C.07 7.6
    STD = "STD"  # C.07 7.7
    TPN = "TPN"  # C.07 7.8
    BH = "BH"  # C.07 8.1
    AOB = "AOB"  # C.07 8.2
    FB = "FB"  # C.07 8.3
    SB = "SB"  # C.07 9.1
    KS = "KS"  # C.07 9.2
    ARO = "ARO"  # C.07 10.1
    TPR = "TPR"  # C.07 10.2
    PTP = "PTP"  # C.07 10.3
    APRO = "APRO"  # C.07 10.4
    APPO = "APPO"  # C.07 10.5
    RTNG = "RTNG"  # C.07 10.6
    LOT = "LOT"  # C.07 4.2
    RCHG = "RCHG"  # B.02 8.3, for information
    BHL = "BHL"  # DrawBoss (seed 003)
    BHM = "BHM"  # DrawBoss (seed 003)
    RSUM = "RSUM"  # DrawBoss (seed 003)
    DEA = "DEA"  # SSF (seed 002)


__all__ = ["Code"]
