"""Progress (the layer below the app): the store of learners' answers (:mod:`.store`,
SQLite), the spaced-repetition schedule of the quiz (:mod:`.schedule`) and the recorder the
views write through (:mod:`.recorder`)."""
