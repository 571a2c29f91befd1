"""Content (layer 4): the authoring format, the lessons as data, the quiz generators, and
the checks of position files against the judge."""
