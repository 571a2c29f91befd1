# The language itself: its name in the language menu, and how it writes numbers
# (.grouping = no: 5000, not 5,000; the English sources write scores without a separator).

language = English
    .grouping = no
