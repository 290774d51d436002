"""Where each code family is defined, and the translation marker the core's tables use.

The core holds codes and English source texts; each layer takes its words from these tables,
and the GUI and the printed lists translate the English through Qt's catalogues:

- result codes: `core.vocabulary.results` (`Result` and `RESULTS`: notation, TRF character,
  scoring field, played or not, the C.07 16.2 category, the palette button and shortcut, the
  print legend group, the words);
- tie-break criteria: the registry, `core.tiebreaks` (each `register(Criterion(...))` carries
  the code, the descriptor grammar it accepts, the names, descriptions and the article);
- explanation bases and notes: `bases` (`Basis`), `explanation_notes` (`ExplanationNote`);
- what a file's reading noted: `notes` (`NoteKind`, `Note`);
- why a criterion makes no sense in an event: `reasons` (`Reason`);
- validation findings: `findings` (`FindingKind`); warning levels: `levels` (`Gate`);
- the presets' titles: `core.profiles`; the criteria's codes as constants:
  `core.tiebreaks.codes` (`Code`);
- numbers as text: `core.numbers`.

Every layer words a code through one object, `io.labels.Labels` (translation and the
language's number format).

`QT_TRANSLATE_NOOP(context, text)` marks a text for `pyside6-lupdate` (which reads the literal
arguments; `scripts/translations.py` lists these modules in `SOURCE_GLOBS`) and returns it
unchanged: the core never imports Qt. The context names the catalogue section the text is
looked up in at run time (``Report`` for printed lists, ``TiebreakText`` for the tie-break
dialog, ``Messages`` and ``ResultPalette`` for the window).
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` for translation in `context` (read by pyside6-lupdate); returns it as is."""
    return text


__all__ = ["QT_TRANSLATE_NOOP"]
