"""Players that choose among the referee's legal operations: bots and self-play."""
