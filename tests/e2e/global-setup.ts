/** Before the workers start, once per run: the database each worker's server starts from (worker-server.ts). */
import { makeTemplateData } from './worker-server.ts';

export default function globalSetup(): void {
  // The port is only read by the server's config, which staff:add parses too: nothing listens.
  makeTemplateData(Number(process.env.E2E_PORT ?? 4180));
}
