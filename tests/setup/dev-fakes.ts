// The offline fakes behind their made-up hosts (app/dev/wiring.ts) for code a test calls directly,
// without going through the Worker's fetch, scheduled or queue handler (which install them too).
import { installDevFakes } from "~/dev/wiring";

installDevFakes();
