// The voice call client lands with issue #4; this package is reserved in the workspace until then.
export {};
