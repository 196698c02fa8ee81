/**
 * Vitest's global setup for the server suite: the template databases every test file's harness
 * copies (template-databases.ts), made once before the files run and removed after them.
 */
import type { TestProject } from 'vitest/node';
import { makeTemplateDatabases } from './template-databases.ts';

export default async function setup(project: TestProject) {
  const { templates, remove } = await makeTemplateDatabases(process.env.DATABASE_URL);
  project.provide('templateDatabases', templates);
  return remove;
}
