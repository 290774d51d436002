"""The application layer: the program's use cases, written once for every face.

`cli` and `gui` call these; they call `io` and `core` (docs/architecture.md, "Layers").
"""
