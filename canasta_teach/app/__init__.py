"""The app (the layer above progress): HTML cards (:mod:`.render`), the ipywidgets views
(:mod:`.widgets`, :mod:`.index`, :mod:`.quiz`, :mod:`.dashboard`) and the printable
handout (:mod:`.handout`). Thin over the layers below: no rule is decided here.

Imports nothing, so :mod:`.render` and :mod:`.handout` load without Jupyter."""
