/**
 * Lets the isolate (and, under `wrangler dev`, every Worker of the process, which share one
 * thread) answer the requests waiting for it before long work goes on. A macrotask, not an
 * awaited promise: work that only awaits D1 keeps the thread between its queries, measured in
 * docs/benchmarks.md "Demo start on a fresh server". Used between the parts of the seconds-long
 * runs a background job makes (the demo showcase); it changes no result, only when the next
 * part runs.
 */
export function yieldToRequests(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
