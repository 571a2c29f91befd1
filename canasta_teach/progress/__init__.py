"""Progress (the layer below the app): the store of learners' answers (:mod:`.store` opens it,
on SQLite or PostgreSQL; its parts are listed there), the spaced-repetition schedule of the
quiz (:mod:`.schedule`) and the recorder the views write through (:mod:`.recorder`)."""
