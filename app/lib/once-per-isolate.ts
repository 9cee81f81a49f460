// Reference data a Worker reads once and keeps (the VADER lexicon and learned weights from D1, the
// stylesheet from the static assets): an isolate serves many requests, so the first one loads and
// the rest reuse. One definition of the rules every such loader needs: concurrent first requests
// share the read in flight, a success is kept for the isolate's life, and a failure is not
// remembered, so the next request tries again instead of failing until the isolate dies.

/** `load` wrapped to run once per isolate (its first caller's argument is the one used). */
export function oncePerIsolate<A, T>(load: (arg: A) => Promise<T>): (arg: A) => Promise<T> {
  let result: Promise<T> | null = null;
  return (arg) => {
    result ??= load(arg).catch((error: unknown) => {
      result = null;
      throw error;
    });
    return result;
  };
}
