"""The Qt-free core: model, edits, validation, tie-break engine, standings and reports."""
