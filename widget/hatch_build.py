"""Hatchling build hook of nqueens-widget: refuses to build a package without its generated front end."""

from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

GENERATED = ("widget.js", "element.json")


class GeneratedFilesHook(BuildHookInterface):
    """Stops the build with a sentence when `make widget` has not written the static files."""

    def initialize(self, version, build_data):
        static = Path(self.root) / "src" / "nqueens_widget" / "static"
        missing = [name for name in GENERATED if not (static / name).is_file()]
        if missing:
            raise RuntimeError(
                f"nqueens-widget: {', '.join(missing)} missing in {static}: they are made from the page's build "
                "by `make widget` at the repository's root (scripts/build-widget.mjs)."
            )
