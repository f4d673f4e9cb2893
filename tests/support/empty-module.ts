// Stands in for `server-only` under the unit-test runner, which is a server context already.
export {};
