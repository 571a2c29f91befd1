"""The edges: the ``canasta-teach`` command line (:mod:`.main`) and the Voila launcher
behind ``canasta-teach serve`` (:mod:`.serve`). Imports nothing, so that Voila can load
:mod:`.serve` and ``python -m canasta_teach.cli`` starts fast."""
