// The fake translator ignores this file.
