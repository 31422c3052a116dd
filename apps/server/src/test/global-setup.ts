import type { TestProject } from 'vitest/node';
import { prepareTestCluster } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    testTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await prepareTestCluster();
  project.provide('testServerUrl', cluster.serverUrl);
  project.provide('testTemplate', cluster.template);
  return () => cluster.teardown();
}
