"""The benchmarks: scripts run from the checkout (``python benchmarks/bench_judge.py``). A package
only so that a test can reuse their widget client (``from benchmarks._widget_client import ...``)."""
