"""The test suite: a package, so ``from tests.helpers import ...`` works however canasta-teach
is installed (pytest puts the checkout on ``sys.path`` for a package under it)."""
