// The design system lands with issue #3; this package is reserved in the workspace until then.
export {};
