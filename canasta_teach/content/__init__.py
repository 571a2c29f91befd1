"""Content (above the judge and the players): the authoring format (:mod:`.authoring`), the
lessons as data (:mod:`.lessons`), the quiz generators (:mod:`.generate`), and the check of
position files against the judge (:mod:`.check`)."""
