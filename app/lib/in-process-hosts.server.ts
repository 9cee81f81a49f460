// Outside services answered inside this process: the one seam through which development and the
// tests put the offline fakes (YouTube, YouTube Analytics, Google sign-in, Stripe) behind the
// made-up hosts the settings name (http://youtube.fake, ...), without product code knowing a fake.
//
// Method: a feature builds its client's transport with `outboundFetch(env)`. Each call asks the
// installed hosts whether they serve that URL under these settings; if so the request goes to
// them, otherwise to the network. Nothing is installed in production: the edge (workers/app.ts)
// installs the development hosts behind `import.meta.env.DEV`, which a production build drops
// with the whole app/dev tree (docs/decisions/010-dev-fakes.md). `npm start` reaches the same
// fakes as local processes through the network path instead.
//
// Guarantee: with nothing installed, `outboundFetch` is exactly `fetch` and `servedInProcess` is
// false, so a production Worker behaves as if this file did not exist.

/** The settings a host decides by (each feature passes the part of Env it has). */
export type HostSettings = Readonly<Partial<Env>>;

export type InProcessHosts = {
  /** Whether `url` is answered in this process under `settings`. */
  serves(url: string, settings: HostSettings): boolean;
  /** Answers a request `serves` accepted. */
  fetch(request: Request, settings: HostSettings): Promise<Response>;
};

export type FetchLike = (request: Request) => Promise<Response>;

let installed: InProcessHosts | null = null;

/** Puts `hosts` in front of the network for every later call (the edge does it once per isolate). */
export function installInProcessHosts(hosts: InProcessHosts | null): void {
  installed = hosts;
}

/** Whether `url` (e.g. a configured base URL) is answered in this process, not on the network. */
export function servedInProcess(url: string | null | undefined, settings: HostSettings): boolean {
  return Boolean(url && installed?.serves(url, settings));
}

/** The transport for outside calls under `settings`: the installed hosts where they serve, else the network. */
export function outboundFetch(settings: HostSettings): FetchLike {
  return (request) => (installed?.serves(request.url, settings) ? installed.fetch(request, settings) : fetch(request));
}
