"""``python -m canasta_teach.cli ...``: the same as the ``canasta-teach`` command."""

import sys

from .main import main

if __name__ == "__main__":
    sys.exit(main())
