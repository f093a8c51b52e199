// Unit tests exercise error paths on purpose; their structured error logs would only be noise.
process.env.LOG_LEVEL ??= "silent";
