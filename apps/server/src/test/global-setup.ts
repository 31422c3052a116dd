import type { TestProject } from 'vitest/node';
import { prepareTestCluster } from './database.js';

export default async function setup(project: TestProject) {
  const cluster = await prepareTestCluster();
  project.provide('testServerUrl', cluster.serverUrl);
  project.provide('testTemplate', cluster.template);
  return () => cluster.teardown();
}
