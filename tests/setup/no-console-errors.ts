import { afterEach, beforeEach, expect, vi } from "vitest";

// An unexpected console.error is a bug the test did not look for (Epic Stack's rule).
// Tests that provoke an error on purpose replace the spy with their own expectation.
// The calls are collected and the test fails after it ends: throwing from console.error itself
// would throw inside the Worker's own error handling (a catch that logs), where it can hang the
// request instead of failing the test. Both vitest projects (node and workers) load this file.
let errorSpy: ReturnType<typeof vi.spyOn>;
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  errorSpy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    unexpected.push(args.map(String).join(" "));
  });
});
afterEach(() => {
  errorSpy.mockRestore();
  expect(unexpected, "console.error was called").toEqual([]);
});
