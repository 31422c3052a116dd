import { describe, expect, it } from 'vitest';
import { addPagePath, editPagePath, listPagePath, recordPagePath } from './console-pages.js';
import { callCenterAgents } from './resources/call-center-agents.js';
import { callCenterQueueAgents, callCenterTiers } from './resources/call-center-tiers.js';
import { dids } from './resources/dids.js';
import { audioFiles } from './resources/audio-files.js';

describe('console pages', () => {
  it('puts a resource at /<name> unless its description says otherwise', () => {
    expect([listPagePath(dids), recordPagePath(dids, 5), editPagePath(dids, 5), addPagePath(dids)]).toEqual([
      '/dids',
      '/dids/5',
      '/dids/5?edit=1',
      '/dids/new',
    ]);
    expect(addPagePath(audioFiles)).toBe('/audio_files/upload');
  });

  it('lists and shows rows where spec 02 puts them, editing on a page of their own when those differ', () => {
    expect(listPagePath(callCenterAgents)).toBe('/call_center/agents');
    expect(recordPagePath(callCenterAgents, 5)).toBe('/call_center/agent/5');
    expect(editPagePath(callCenterAgents, 5)).toBe('/call_center/agents/5');
    expect(addPagePath(callCenterAgents)).toBe('/call_center/agents/new');
  });

  it("puts a nested resource's pages under its parent row", () => {
    expect(addPagePath(callCenterTiers, 2)).toBe('/call_center/queues/2/tiers/new');
    expect(recordPagePath(callCenterTiers, 7, 2)).toBe('/call_center/queues/2/tiers/7');
    expect(editPagePath(callCenterTiers, 7, 2)).toBe('/call_center/queues/2/tiers/7?edit=1');
    // A view of agents has the pages it names, never the agents' own.
    expect(recordPagePath(callCenterQueueAgents, 4, 2)).toBe('/call_center/queues/2/agents/4');
  });
});
