"""Pairing a round: Berger tables, the engine interface, our own checks, the lists handed out.

`berger` (C.05 Annex 1), `engine` (the `PairingEngine` protocol, editions, the Berger engine),
`round` (a round's pairing as data and the edit that writes it), `checker` (C.04.1, independent
of any engine), `fpc` (the free pairings checker of C.04.A), `generator` (the random tournament
generator of C.04.A), `acceleration` (Baku, C.04.5.1), `sheets` (pairing list, names, slips).
The Dutch engines themselves are driven from `arbiter_app.io.pairing_engines` (they read TRF).
See docs/pairing.md.
"""
