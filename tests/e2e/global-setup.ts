/** Before the workers start, once per run: the database each worker's server starts from (worker-server.ts). */
import { makeTemplateData } from './worker-server.ts';

export default function globalSetup(): void {
  makeTemplateData();
}
