import { writeFileSync } from 'node:fs';
import base from './vite.config.ts';
export default (env: any) => {
  const c: any = (base as any)(env);
  c.plugins.push({
    name: 'dump', apply: 'build',
    generateBundle(_o: any, bundle: any) {
      const graph: any = {}; for (const id of this.getModuleIds()) { const i = this.getModuleInfo(id); graph[id.replace(process.cwd(), '')] = { imp: (i?.importedIds ?? []).map((x: string) => x.replace(process.cwd(), '')), dyn: (i?.dynamicallyImportedIds ?? []).map((x: string) => x.replace(process.cwd(), '')) }; } writeFileSync('/tmp/tools/graph.json', JSON.stringify(graph));
      const out: any = {};
      for (const [f, ch] of Object.entries<any>(bundle)) if (ch.type === 'chunk') out[f] = { isEntry: ch.isEntry, modules: Object.fromEntries(Object.entries<any>(ch.modules).map(([id, m]) => [id.replace(process.cwd(), ''), m.renderedLength])) };
      writeFileSync('/tmp/tools/chunks.json', JSON.stringify(out));
    },
  });
  return c;
};
